// Files on the local disk, beside the embedded store (one machine): outside the web root, under
// generated names. A refused or failed save leaves nothing, and a reader never sees half a file.
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { access, mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import path from "node:path";
import { checkedStream } from "./checked-stream";
import { checkedKey, FileMissingError, type FileArea, type FileSource, type FileStorage, type OpenedFile, type SaveRules, type SavedFile } from "./port";

export interface DiskFolders {
  /** UPLOAD_DIR: documents, fanned out by the key's first two characters to keep folders small. */
  uploads: string;
  /** The data folder's imports/: an import's file and its failures CSV, side by side. */
  imports: string;
}

export class LocalDiskStorage implements FileStorage {
  readonly kind = "disk";

  constructor(private readonly folders: DiskFolders) {}

  private pathOf(area: FileArea, key: string): string {
    checkedKey(key);
    return area === "uploads" ? path.join(this.folders.uploads, key.slice(0, 2), key) : path.join(this.folders.imports, key);
  }

  async save(area: FileArea, source: FileSource, rules: SaveRules): Promise<SavedFile> {
    const key = rules.key ?? randomUUID();
    const file = this.pathOf(area, key);
    await mkdir(path.dirname(file), { recursive: true });
    // A generated key is new, and no one reads it before this returns: written in place. A given
    // key may be read meanwhile (an import's file): written aside and renamed over it once whole.
    const target = rules.key ? `${file}.${randomUUID()}.part` : file;
    let size = 0;
    try {
      if (source instanceof Uint8Array) {
        // Bytes in hand (a document, a failures part): checked, then written in one call.
        const checked: Uint8Array[] = [];
        for await (const chunk of checkedStream(source, rules)) checked.push(chunk);
        const bytes = Buffer.concat(checked);
        size = bytes.byteLength;
        await writeFile(target, bytes, { flag: "wx", mode: 0o600 });
      } else {
        const counted = async function* (chunks: AsyncIterable<Uint8Array>) {
          for await (const chunk of chunks) {
            size += chunk.byteLength;
            yield chunk;
          }
        };
        // Opened before the first byte is read: a write stream opens its file in the background, so
        // a stream refused at once (too large) could create the file after the clean-up below had run.
        const handle = await open(target, "wx", 0o600);
        await pipeline(Readable.from(counted(checkedStream(source, rules))), handle.createWriteStream());
      }
      if (target !== file) await rename(target, file);
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    }
    return { key, size };
  }

  async open(area: FileArea, key: string): Promise<OpenedFile> {
    const file = this.pathOf(area, key);
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) throw new FileMissingError(area, key);
    return { size: found.size, stream: createReadStream(file) };
  }

  async exists(area: FileArea, key: string): Promise<boolean> {
    return access(this.pathOf(area, key)).then(() => true, () => false);
  }

  async delete(area: FileArea, key: string): Promise<void> {
    await rm(this.pathOf(area, key), { force: true });
  }
  async *keys(area: FileArea): AsyncIterable<string> {
    const root = this.folders[area];
    const entries = await readdir(root, { withFileTypes: true, recursive: area === "uploads" }).catch(() => []);
    // A save in progress is written aside (`<key>.<uuid>.part`) and is not a key until renamed.
    for (const entry of entries) if (entry.isFile() && !entry.name.endsWith(".part")) yield entry.name;
  }

}
