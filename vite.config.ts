import { vitePlugin as remix } from "@remix-run/dev";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import remixOptions from "./remix.config.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const root = path.dirname(new URL(import.meta.url).pathname);
const sharedLayers = ["server", "rules", "schemas"].map((layer) => path.join(root, layer) + path.sep);

/** In development the same: the server side loads these layers through Node (tsx), not Vite. */
const shareLayersInDevelopment: Plugin = {
  name: "cas-shield:share-server-layers",
  enforce: "pre",
  async resolveId(source, importer, options) {
    if (!options?.ssr || this.environment?.mode === "build") return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (resolved && sharedLayers.some((layer) => resolved.id.startsWith(layer))) return { id: resolved.id, external: true };
    return null;
  },
};

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [remix(remixOptions), ...(command === "serve" ? [shareLayersInDevelopment] : [])],
  server: { port: 5173 },
  build: {
    target: "es2022",
    // The server build imports server/, rules/ and schemas/ from their files instead of copying
    // them in, so the app and the process that created the services share one instance of each
    // module (one store, one cache, one set of error classes). docs/decisions/0010.
    rollupOptions: isSsrBuild
      ? {
          external: (id: string) => sharedLayers.some((layer) => id.startsWith(layer)),
          output: { paths: (id: string) => (path.isAbsolute(id) ? path.relative(path.join(root, remixOptions.buildDirectory ?? "build", "server"), id) : id) },
        }
      : {},
  },
}));
