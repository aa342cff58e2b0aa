// The Remix request handler for Express: @remix-run/express's createRequestHandler, except that
// the Remix request reads the body `boundBodies` decided on (docs/decisions/0017), not the raw
// socket. The adapter builds its request from the Express one with no way to change the body and
// exports nothing else, so its few lines are here, doing what it does.
import type { NextFunction, Request, Response } from "express";
import { createReadableStreamFromReadable, createRequestHandler, writeReadableStreamToWritable, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { boundedBody } from "./body-limits";

interface HandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  getLoadContext: (request: Request, response: Response) => AppLoadContext;
}

function remixHeaders(incoming: Request["headers"]): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(incoming)) {
    if (Array.isArray(values)) for (const value of values) headers.append(name, value);
    else if (values) headers.set(name, values);
  }
  return headers;
}

function remixRequest(request: Request, response: Response): globalThis.Request {
  // As the adapter does: the port from X-Forwarded-Host or Host; the host as Express resolves it
  // (it respects "trust proxy").
  const portOf = (header: string | undefined) => Number.parseInt(header?.split(":")[1] ?? "", 10);
  const forwardedPort = portOf(request.get("X-Forwarded-Host"));
  const hostPort = portOf(request.get("host"));
  const port = Number.isSafeInteger(forwardedPort) ? forwardedPort : Number.isSafeInteger(hostPort) ? hostPort : "";
  const url = new URL(`${request.protocol}://${request.hostname}${port ? `:${port}` : ""}${request.originalUrl}`);
  let controller: AbortController | null = new AbortController();
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers: remixHeaders(request.headers), signal: controller.signal };
  if (request.method !== "GET" && request.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(boundedBody(request));
    init.duplex = "half";
  }
  // Loaders and actions are aborted when the answer can no longer be written (closed, not finished).
  response.on("finish", () => (controller = null));
  response.on("close", () => controller?.abort());
  return new Request(url.href, init);
}

async function sendAnswer(request: Request, response: Response, answer: globalThis.Response): Promise<void> {
  // Answered before the body has all arrived (refused as too large, or never needed): close the
  // connection after the answer instead of taking in the rest of the body to keep it open.
  if (!request.complete) response.setHeader("Connection", "close");
  response.statusMessage = answer.statusText;
  response.status(answer.status);
  for (const [name, value] of answer.headers.entries()) response.append(name, value);
  if (/text\/event-stream/i.test(answer.headers.get("Content-Type") ?? "")) response.flushHeaders();
  if (answer.body) await writeReadableStreamToWritable(answer.body, response);
  else response.end();
}

export function remixHandler({ build, mode, getLoadContext }: HandlerOptions) {
  const handle = createRequestHandler(build, mode);
  return async (request: Request, response: Response, next: NextFunction) => {
    try {
      const answer = await handle(remixRequest(request, response), getLoadContext(request, response));
      await sendAnswer(request, response, answer);
    } catch (error) {
      next(error);
    }
  };
}
