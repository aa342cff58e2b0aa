// What every loader and action receives from the server (server/http/app.ts).
import type { RequestContext } from "../server/http/app";

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}

export type { RequestContext };
