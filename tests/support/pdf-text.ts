// The text a PDF shows, read with pdf.js (the viewer's own library), so a test asserts what a
// reader of the letter sees rather than the file's bytes. pdf.js runs in a worker thread: its
// Node build installs core-js polyfills over the realm that loads it (JSON.parse and stringify,
// Array.prototype.push, Promise, Set, ...), and a test process runs many files one after another
// (decision 0023), so every file after the first PDF ran on them: stringify about 7 times slower,
// and the app under test on globals it never meets in production.
import { Worker } from "node:worker_threads";
import type { PdfTextAnswer, PdfTextRequest } from "./pdf-text-worker";
import { toolArgs } from "./tools";

let reader: Worker | null = null;
let lastId = 0;
const waiting = new Map<number, { resolve(pages: string[]): void; reject(error: Error): void }>();

function pdfReader(): Worker {
  if (reader) return reader;
  const started = new Worker(toolArgs("pdfTextWorker")[0]);
  // Idle, it keeps no test process alive; it is listened to again while a file is being read.
  started.unref();
  started.on("message", (answer: PdfTextAnswer) => {
    const waiter = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (waiting.size === 0) started.unref();
    if ("error" in answer) waiter?.reject(new Error(`pdf.js could not read the file: ${answer.error}`));
    else waiter?.resolve(answer.pages);
  });
  // A reader that fails or stops answers every file it was reading, and the next file starts another.
  const stopped = (error: Error) => {
    for (const waiter of waiting.values()) waiter.reject(error);
    waiting.clear();
    if (reader === started) reader = null;
  };
  started.on("error", stopped);
  started.on("exit", (code) => stopped(new Error(`The PDF reader stopped (exit code ${code}) before it answered`)));
  reader = started;
  return started;
}

/** The text of each page, in order. */
export function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const worker = pdfReader();
  const id = ++lastId;
  worker.ref();
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker.postMessage({ id, bytes } satisfies PdfTextRequest);
  });
}

/** The text of the whole file, its white space made single spaces. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).join("\n").replace(/\s+/g, " ");
}
