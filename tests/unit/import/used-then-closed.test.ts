// A stream whose close is a request of its own (an SFTP file's remote handle): the caller goes on
// only once it has closed, and a close that fails after the use (the connection ended while it was
// pending) is heard, not thrown at the process (vitest fails a run on an unhandled error).
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { expect, it } from "vitest";
import { usedThenClosed } from "../../../server/import/used-then-closed";

/**
 * A file's content as ssh2 streams an SFTP file: no 'close' from Node itself, destroyed at its end,
 * its close a request answered after `closeMs` (failing with `closeError` when given), 'close'
 * emitted once it succeeds.
 */
function remoteFile(content: string, closeMs: number, closeError?: Error) {
  const events: string[] = [];
  const stream = new Readable({
    emitClose: false,
    autoDestroy: false,
    read() {
      this.push(content);
      this.push(null);
    },
    destroy(error, callback) {
      events.push("close requested");
      setTimeout(() => {
        events.push("close answered");
        callback(closeError ?? error);
        if (!closeError && !error) this.emit("close");
      }, closeMs);
    },
  });
  stream.on("end", () => stream.destroy());
  return { stream, events };
}

it("answers with what the use made once the stream has closed", async () => {
  const { stream, events } = remoteFile("studentNo,email\n", 20);
  const read = await usedThenClosed(stream, async (source) => {
    const content = await text(source);
    events.push("stored");
    return content;
  });
  events.push("went on");
  expect(read).toBe("studentNo,email\n");
  expect(events).toContain("stored");
  expect(events.slice(-2)).toEqual(["close answered", "went on"]);
});

it("hears a close that fails after the file was read, and keeps the use's answer", async () => {
  const { stream, events } = remoteFile("a,b\n", 20, new Error("No response from server"));
  const read = await usedThenClosed(stream, (source) => text(source));
  expect(read).toBe("a,b\n");
  expect(events).toEqual(["close requested", "close answered"]);
  expect(stream.listenerCount("error")).toBeGreaterThan(0);
});

it("closes the stream when the use fails, and the use's error stands", async () => {
  const { stream, events } = remoteFile("a,b\n", 5);
  await expect(usedThenClosed(stream, async () => Promise.reject(new Error("The file is too big")))).rejects.toThrow("The file is too big");
  expect(events).toEqual(["close requested", "close answered"]);
});
