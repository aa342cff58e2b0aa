// Decodes what a Remix route answers on its `.data` URL (single fetch, turbo-stream), so HTTP
// tests can read an action's data as the browser's fetcher does.
import { decode } from "turbo-stream";

export async function decodeRemixData(text: string): Promise<unknown> {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  const decoded = await decode(stream);
  await decoded.done;
  const value = decoded.value as Record<string, unknown>;
  // An action's answer comes wrapped as { data } (or { error }).
  return value && typeof value === "object" && "data" in value ? value.data : value;
}
