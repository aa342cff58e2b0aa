// The HTTP server: static assets, security headers, bounded request bodies and the Remix request
// handler, which gets the process's services through its load context. In development Vite serves
// and rebuilds the app.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { randomUUID } from "node:crypto";
import compression from "compression";
import express, { type Express, type Request, type Response } from "express";
import type { ServerBuild } from "@remix-run/node";
import type { Services } from "../services";
import { BUILD_DIR, PROJECT_ROOT } from "../paths";
import { cspNonce, securityHeaders } from "./security-headers";
import { originCheck } from "./origin-check";
import { boundBodies } from "./body-limits";
import { remixHandler } from "./remix-handler";

// A type alias (not an interface) so it fits Remix's index-signature AppLoadContext.
export type RequestContext = {
  services: Services;
  cspNonce: string;
  requestId: string;
  /** The client's address (behind TRUST_PROXY_HOPS proxies of ours, the one the outermost saw): rate limits key on it. */
  clientAddress: string;
};

function loadContext(services: Services) {
  return (request: Request, response: Response): RequestContext => ({
    services,
    cspNonce: response.locals.cspNonce as string,
    requestId: response.locals.requestId as string,
    clientAddress: request.ip ?? request.socket.remoteAddress ?? "unknown",
  });
}

export async function createHttpApp(services: Services, options: { production: boolean }): Promise<Express> {
  const app = express();
  app.disable("x-powered-by");
  // X-Forwarded-For is believed only for the configured number of hops: with none, a client
  // cannot pick the address its sign-in attempts are counted under (decision 0509).
  app.set("trust proxy", services.env.TRUST_PROXY_HOPS);
  app.use((_request, response, next) => {
    response.locals.requestId = randomUUID();
    next();
  });
  app.use(cspNonce, securityHeaders(options));
  app.use(compression());
  app.use(originCheck);

  if (options.production) {
    const buildFile = path.join(BUILD_DIR, "server", "index.js");
    const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
    app.use("/assets", express.static(path.join(BUILD_DIR, "client", "assets"), { immutable: true, maxAge: "1y", index: false }));
    // Only file-like paths can be static files; pages skip the file-system lookup.
    const publicFiles = express.static(path.join(BUILD_DIR, "client"), { maxAge: "1h", index: false });
    app.use((request, response, next) => (/\.[a-z0-9]+$/i.test(request.path) ? publicFiles(request, response, next) : next()));
    app.all("*", boundBodies, remixHandler({ build, mode: "production", getLoadContext: loadContext(services) }));
  } else {
    const vite = await import("vite");
    const devServer = await vite.createServer({ root: PROJECT_ROOT, server: { middlewareMode: true } });
    app.use(devServer.middlewares);
    app.all(
      "*",
      boundBodies,
      remixHandler({
        build: () => devServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>,
        mode: "development",
        getLoadContext: loadContext(services),
      }),
    );
  }
  return app;
}
