// Server rendering with the request's CSP nonce on every script Remix writes, and error
// logging that records the request reference shown on the 500 page (never personal data).
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { referenceNames } from "../server/lists/reference-modules";
import { ReferenceListsContext, type ReferenceListSent } from "./lib/reference-lists";

/** The server draws a list sent by address from its own copy (lib/reference-lists). */
const serverReferenceNames = (list: ReferenceListSent) => referenceNames(list.reference);

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const { services, requestId } = context as AppLoadContext;
  services.logger.error(
    { requestId, method: request.method, path: new URL(request.url).pathname, err: error },
    "request failed",
  );
};

// The escaping Remix applies to its own hand-off scripts (its escapeHtml is not exported): no "</script>" or
// line separator in the data can end or break the inline script.
const SCRIPT_ESCAPES: Record<string, string> = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };
const escapeScript = (text: string) => text.replace(/[&><\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]);

/** The whole hand-off: no route defers data, so the stream ends once the loaders' data is encoded. */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  let text = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value, { stream: true });
  return text + decoder.decode();
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const handoff = remixContext.serverHandoffStream ? await readAll(remixContext.serverHandoffStream) : null;
  const markup = renderToString(
    <ReferenceListsContext.Provider value={serverReferenceNames}>
      <RemixServer context={{ ...remixContext, serverHandoffStream: undefined }} url={request.url} nonce={nonce} />
    </ReferenceListsContext.Provider>,
  );
  const transfer = handoff === null ? "" : `<script nonce="${nonce}">window.__remixContext.streamController.enqueue(${escapeScript(JSON.stringify(handoff))});</script><script nonce="${nonce}">window.__remixContext.streamController.close();</script>`;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Encoded here in one native call: a string body would be checked character by character first.
  return new Response(new TextEncoder().encode(`<!DOCTYPE html>${markup}${transfer}`), { headers: responseHeaders, status: responseStatusCode });
}
