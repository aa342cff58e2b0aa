import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { LocalDiskStorage } from "../../../server/files/local-disk";
import { fileStorageContract } from "./contract";

fileStorageContract("local disk", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "casshield-files-"));
  const folders = { uploads: path.join(dir, "uploads"), imports: path.join(dir, "imports") };
  return {
    files: new LocalDiskStorage(folders),
    async pieces() {
      const listed = await Promise.all(Object.values(folders).map((folder) => readdir(folder, { recursive: true, withFileTypes: true }).catch(() => [])));
      return listed.flat().filter((entry) => entry.isFile()).length;
    },
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
});
