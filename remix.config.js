// The one place Remix's options live. Remix 2 on Vite reads them from its Vite plugin,
// so vite.config.ts imports this object and hands it over (docs/decisions/0002).
/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  appDirectory: "app",
  // Tests build into their own folder (BUILD_DIR=build-test) and leave ./build to `npm start`.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  serverModuleFormat: "esm",
  ignoredRouteFiles: ["**/*.test.*", "**/.*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: false,
    v3_singleFetch: true,
  },
};
