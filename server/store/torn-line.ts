// A data file's last line without its newline is an append cut short (a power cut mid-write):
// every write NeDB makes ends each line with one. That torn line is moved to `<file>.corrupt`
// and the file cut back to its last whole line, so the rest loads and the next append starts
// on a line of its own (decision 0014). A damaged line anywhere else still stops start-up.
import { open } from "node:fs/promises";

export interface TornLine {
  file: string;
  corruptFile: string;
  /** How many bytes were set aside (never their content: a line may hold personal data). */
  bytes: number;
}

const NEWLINE = 0x0a;
const CHUNK = 64 * 1024;

/** Whether the text is a whole stored document (a cut-short line never is: its closing brace is last). */
export function isWholeDocument(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** Where the file's unfinished last line starts, or null when the file ends with a newline (or is empty). */
async function unfinishedLineStart(handle: Awaited<ReturnType<typeof open>>, size: number): Promise<number | null> {
  if (size === 0) return null;
  const last = Buffer.alloc(1);
  await handle.read(last, 0, 1, size - 1);
  if (last[0] === NEWLINE) return null;
  // Read back a chunk at a time: a line can be longer than a chunk (a configuration version).
  for (let end = size; end > 0; end -= CHUNK) {
    const start = Math.max(0, end - CHUNK);
    const chunk = Buffer.alloc(end - start);
    await handle.read(chunk, 0, chunk.length, start);
    const at = chunk.lastIndexOf(NEWLINE);
    if (at >= 0) return start + at + 1;
  }
  return 0;
}

/** Sets the file's torn last line aside, if it has one; a missing file has none. */
export async function setAsideTornLine(file: string): Promise<TornLine | null> {
  let handle;
  try {
    handle = await open(file, "r+");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    const start = await unfinishedLineStart(handle, size);
    if (start === null) return null;
    const tail = Buffer.alloc(size - start);
    await handle.read(tail, 0, tail.length, start);
    if (isWholeDocument(tail.toString("utf8"))) {
      // The whole document was written and only its newline was lost: keep it, end the line.
      await handle.write("\n", size);
      await handle.sync();
      return null;
    }
    const corruptFile = `${file}.corrupt`;
    // Kept before the data file is cut: a crash in between leaves the line in both, never in neither.
    const aside = await open(corruptFile, "a", 0o600);
    try {
      await aside.write(Buffer.concat([tail, Buffer.from("\n")]));
      await aside.sync();
    } finally {
      await aside.close();
    }
    await handle.truncate(start);
    await handle.sync();
    return { file, corruptFile, bytes: tail.length };
  } finally {
    await handle.close();
  }
}
