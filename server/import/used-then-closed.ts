// A stream used, then closed before the caller goes on. An SFTP file's stream closes its remote
// handle with a request of its own; if the connection ends while that request is pending, ssh2
// fails it and the stream emits 'error' after whoever read it has stopped listening, and an
// 'error' nobody hears stops the process. Waiting for the close, with a listener for the stream's
// whole life, hears it (the tests' SFTP feed met it under load).
import type { Readable } from "node:stream";

/** Uses `stream`, then destroys it and waits until it has closed or failed to; the use's answer (or error) stands. */
export async function usedThenClosed<T, S extends Readable>(stream: S, use: (stream: S) => Promise<T>): Promise<T> {
  const settled = new Promise<void>((resolve) => {
    stream.once("close", () => resolve());
    // A remote handle that failed to close after the file was read and stored changes nothing stored.
    stream.on("error", () => resolve());
  });
  try {
    return await use(stream);
  } finally {
    stream.destroy();
    await settled;
  }
}
