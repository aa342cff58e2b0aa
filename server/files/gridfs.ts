// Files in MongoDB's GridFS, for several app instances sharing one database: a file saved
// through one instance is read through any other. One bucket per area; a file's GridFS filename
// is its storage key. Saving a key again writes a new GridFS file and then removes the older
// ones, so a reader meanwhile reads the old file whole.
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { finished } from "node:stream/promises";
import { GridFSBucket, MongoRuntimeError, type Db, type GridFSFile } from "mongodb";
import { checkedStream } from "./checked-stream";
import { checkedKey, FileMissingError, type FileArea, type FileSource, type FileStorage, type OpenedFile, type SaveRules, type SavedFile } from "./port";

/** The buckets' names: `<name>.files` and `<name>.chunks`, apart from the store's own `uploads` and `imports` records. */
export const BUCKETS: Readonly<Record<FileArea, string>> = { uploads: "uploadFiles", imports: "importFiles" };

/** Another instance deleting the same file at the same moment is not an error: it is gone either way. */
function goneAlready(error: unknown): void {
  if (!(error instanceof MongoRuntimeError && /not found/i.test(error.message))) throw error;
}

export class GridFsStorage implements FileStorage {
  readonly kind = "gridfs";
  private readonly buckets: Record<FileArea, GridFSBucket>;

  constructor(db: Db) {
    this.buckets = { uploads: new GridFSBucket(db, { bucketName: BUCKETS.uploads }), imports: new GridFSBucket(db, { bucketName: BUCKETS.imports }) };
  }

  /** Every stored version of a key, newest first (one, but for a moment while a save replaces it). */
  private versions(area: FileArea, key: string): Promise<GridFSFile[]> {
    return this.buckets[area].find({ filename: checkedKey(key) }, { sort: { uploadDate: -1, _id: -1 } }).toArray();
  }

  async save(area: FileArea, source: FileSource, rules: SaveRules): Promise<SavedFile> {
    const key = checkedKey(rules.key ?? randomUUID());
    const out = this.buckets[area].openUploadStream(key);
    let size = 0;
    try {
      for await (const chunk of checkedStream(source, rules)) {
        size += chunk.byteLength;
        if (!out.write(chunk)) await once(out, "drain");
      }
      out.end();
      await finished(out);
    } catch (error) {
      // abort() removes the chunks written so far; no files document exists until end() completes.
      if (!out.state.aborted && !out.state.streamEnd) await out.abort().catch(() => undefined);
      await out.chunks.deleteMany({ files_id: out.id }).catch(() => undefined);
      out.destroy();
      throw error;
    }
    for (const older of await this.versions(area, key)) {
      if (!older._id.equals(out.id)) await this.buckets[area].delete(older._id).catch(goneAlready);
    }
    return { key, size };
  }

  async open(area: FileArea, key: string): Promise<OpenedFile> {
    const [newest] = await this.versions(area, key);
    if (!newest) throw new FileMissingError(area, key);
    return { size: newest.length, stream: this.buckets[area].openDownloadStream(newest._id) };
  }

  async exists(area: FileArea, key: string): Promise<boolean> {
    return (await this.versions(area, key)).length > 0;
  }

  async delete(area: FileArea, key: string): Promise<void> {
    for (const version of await this.versions(area, key)) {
      await this.buckets[area].delete(version._id).catch(goneAlready);
    }
  }

  async *keys(area: FileArea): AsyncIterable<string> {
    const seen = new Set<string>();
    for await (const file of this.buckets[area].find({}, { projection: { filename: 1 } })) {
      if (seen.has(file.filename)) continue;
      seen.add(file.filename);
      yield file.filename;
    }
  }
}
