// Chooses the store adapter at start-up: MongoDB when a URI is configured, else the embedded store.
import { openEmbeddedStore, type StoreNotice } from "./embedded";
import { openMongoStore } from "./mongo";
import type { Store } from "./port";

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
}

export async function openStore(settings: StoreSettings): Promise<Store> {
  if (settings.mongodbUri) return openMongoStore({ uri: settings.mongodbUri, dbName: settings.mongodbDb });
  return openEmbeddedStore({ dataDir: settings.dataDir, compactionIntervalMs: 10 * 60_000, owner: settings.owner, readOnly: settings.readOnly, onNotice: settings.onNotice });
}
