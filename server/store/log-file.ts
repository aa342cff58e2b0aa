// Reads a NeDB data file: one JSON document per line, later lines overriding earlier ones for
// the same _id, `$$deleted` removing one. Any line that does not parse stops the load and is
// named, so a damaged file is never silently dropped or truncated. The owner of the folder sets a
// torn last line aside before reading (torn-line.ts); a read-only reader leaves it out instead, as
// it may be a write the owner is making at that moment.
import { readFile } from "node:fs/promises";
import { StoreCorruptError } from "./port";
import { isWholeDocument } from "./torn-line";

type Row = Record<string, unknown> & { _id: string };

export interface LogFileContents {
  data: Row[];
  indexes: Record<string, unknown>;
  /** The file holds one line per document and nothing else: rewriting it would change nothing. */
  compact: boolean;
}

export async function readLogFile(file: string, options: { skipUnfinishedLastLine?: boolean } = {}): Promise<LogFileContents> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { data: [], indexes: {}, compact: true };
    throw new StoreCorruptError(file, (error as Error).message);
  }
  const byId = new Map<string, Row>();
  let lineCount = 0;
  const lines = text.split("\n");
  // The text after the last newline: "" when the file ends with one.
  if (options.skipUnfinishedLastLine && !isWholeDocument(lines[lines.length - 1])) lines.pop();
  for (let number = 0; number < lines.length; number += 1) {
    const line = lines[number];
    if (line === "") continue;
    lineCount += 1;
    let doc: Record<string, unknown>;
    try {
      doc = JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new StoreCorruptError(file, `line ${number + 1} is not a JSON document`);
    }
    if (typeof doc !== "object" || doc === null) throw new StoreCorruptError(file, `line ${number + 1} is not a JSON document`);
    const id = doc._id;
    if (typeof id === "string") {
      if (doc.$$deleted === true) byId.delete(id);
      else byId.set(id, doc as Row);
    }
    // `$$indexCreated` lines describe NeDB indexes; ours are declared in code at start-up.
  }
  return { data: [...byId.values()], indexes: {}, compact: lineCount === byId.size };
}
