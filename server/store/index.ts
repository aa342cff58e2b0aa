// Chooses the store adapter at start-up, and the file storage with it: MongoDB and its GridFS
// when a URI is configured (every app instance shares both), else the embedded store and the
// local disk (one machine; decision 0032).
import { openEmbeddedStore, type StoreNotice } from "./embedded";
import { openMongo } from "./mongo";
import type { Store } from "./port";
import type { FileStorage } from "../files/port";
import { LocalDiskStorage, type DiskFolders } from "../files/local-disk";
import { GridFsStorage } from "../files/gridfs";

export * from "./port";
export type { StoreNotice } from "./embedded";

export interface StoreSettings {
  mongodbUri?: string;
  mongodbDb?: string;
  dataDir: string;
  /** The embedded store's lock names this process to a second one ("server", "npm run cli -- seed"). */
  owner?: string;
  /** The embedded store read as it stands, without its lock, writes refused (MongoDB needs no such care). */
  readOnly?: boolean;
  onNotice?: (notice: StoreNotice) => void;
  /** Where the local disk keeps files beside the embedded store. */
  fileFolders: DiskFolders;
}

export async function openStore(settings: StoreSettings): Promise<{ store: Store; files: FileStorage }> {
  if (settings.mongodbUri) {
    const { store, db } = await openMongo({ uri: settings.mongodbUri, dbName: settings.mongodbDb });
    return { store, files: new GridFsStorage(db) };
  }
  const store = await openEmbeddedStore({ dataDir: settings.dataDir, compactionIntervalMs: 10 * 60_000, owner: settings.owner, readOnly: settings.readOnly, onNotice: settings.onNotice });
  return { store, files: new LocalDiskStorage(settings.fileFolders) };
}
