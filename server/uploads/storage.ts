// Where uploaded files live: outside the web root, under generated names, behind a port that an
// S3-compatible store can fill later. The default keeps them on local disk in UPLOAD_DIR.
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export interface FileStorage {
  /** Stores the bytes under a new generated key and returns it. */
  put(bytes: Uint8Array): Promise<string>;
  get(key: string): Promise<Uint8Array>;
  delete(key: string): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}$/;

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error("Invalid storage key");
    // Two-level fan-out keeps directories small.
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(bytes: Uint8Array): Promise<string> {
    const key = randomUUID();
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: "wx", mode: 0o600 });
    return key;
  }

  async get(key: string): Promise<Uint8Array> {
    return readFile(this.pathOf(key));
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
