import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import remixOptions from "./remix.config.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [remix(remixOptions)],
  server: { port: 5173 },
  build: { target: "es2022" },
});
