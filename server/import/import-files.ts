// An import's files in the file storage (decision 0032): the file imported, under `<id>.<kind>`,
// and the rows it could not import, as the failures CSV's parts. A part is saved with each
// progress the import records and counted on the import's record in the same write, so an
// import resumed by another instance after a stop goes on from its last progress with exactly
// the failures found up to it: a part saved after that progress is saved again, same key.
import path from "node:path";
import { Readable } from "node:stream";
import { csvText } from "../csv-writer";
import type { Services } from "../services";
import type { FileSource, SaveRules } from "../files/port";
import type { RowFailure } from "./import-rows";

export type ImportFileKind = "csv" | "xlsx";

/** Where the local disk keeps import files (beside the embedded store's data). */
export const importsFolder = (dataDir: string) => path.join(dataDir, "imports");

export const importFileKey = (id: string, kind: ImportFileKind) => `${id}.${kind}`;
const failuresPartKey = (id: string, part: number) => `${id}.failures.${part}.csv`;
/** The one failures file an import wrote before the parts (kept readable). */
const wholeFailuresKey = (id: string) => `${id}.failures.csv`;

const MB = 1024 * 1024;
const FAILURE_COLUMNS = ["row", "column", "message"];

/**
 * Saves the file to import. One uploaded through the page is refused over the university's
 * `maxMb` or empty; a feed's file comes from the university's own system and is taken as it is
 * (no `maxMb`), as before.
 */
export async function saveImportFile(services: Pick<Services, "files">, id: string, kind: ImportFileKind, source: FileSource, maxMb?: number): Promise<number> {
  const key = importFileKey(id, kind);
  const rules: SaveRules =
    maxMb === undefined
      ? { key, maxBytes: Infinity, tooLarge: { messageKey: "imports.fileTooBig" } }
      : { key, maxBytes: maxMb * MB, tooLarge: { messageKey: "imports.fileTooBig", params: { max: maxMb } }, tooSmall: { bytes: 1, problem: { messageKey: "imports.fileEmpty" } } };
  return (await services.files.save("imports", source, rules)).size;
}

/** The stored file's content, streamed. */
export async function openImportFile(services: Pick<Services, "files">, id: string, kind: ImportFileKind): Promise<Readable> {
  return (await services.files.open("imports", importFileKey(id, kind))).stream;
}

export function importFileThere(services: Pick<Services, "files">, id: string, kind: ImportFileKind): Promise<boolean> {
  return services.files.exists("imports", importFileKey(id, kind));
}

export async function discardImportFile(services: Pick<Services, "files">, id: string, kind: ImportFileKind): Promise<void> {
  await services.files.delete("imports", importFileKey(id, kind));
}

/** The failures found since the last saved part, saved as the next part when the import records its progress. */
export function failureParts(services: Pick<Services, "files">, id: string, partsSaved: number) {
  let parts = partsSaved;
  let waiting: RowFailure[] = [];
  return {
    add(failure: RowFailure) {
      waiting.push(failure);
    },
    /** Saves the failures waiting as a part; the number of parts saved, to record with the progress. */
    async save(): Promise<number> {
      if (waiting.length === 0) return parts;
      const rows = waiting.map((failure) => [failure.row, failure.column, failure.message]);
      await services.files.save("imports", Buffer.from(csvText(rows)), { key: failuresPartKey(id, parts), maxBytes: Infinity, tooLarge: { messageKey: "imports.fileTooBig" } });
      waiting = [];
      parts += 1;
      return parts;
    },
  };
}

/** The failures CSV as the officer downloads it: the header, then every part in order (or the whole file of an older import). */
export async function openFailures(services: Pick<Services, "files">, id: string, parts: number | undefined): Promise<Readable> {
  if (parts === undefined && (await services.files.exists("imports", wholeFailuresKey(id)))) return (await services.files.open("imports", wholeFailuresKey(id))).stream;
  const files = services.files;
  async function* content() {
    yield Buffer.from(csvText([], { header: true, columns: FAILURE_COLUMNS }));
    for (let part = 0; part < (parts ?? 0); part += 1) yield* (await files.open("imports", failuresPartKey(id, part))).stream;
  }
  return Readable.from(content());
}

/** Removes an import's failures CSV (every part, and the whole file of an older import); the retention sweep's (decision 0050). */
export async function discardFailures(services: Pick<Services, "files">, id: string, parts: number | undefined): Promise<void> {
  await services.files.delete("imports", wholeFailuresKey(id));
  for (let part = 0; part < (parts ?? 0); part += 1) await services.files.delete("imports", failuresPartKey(id, part));
}
