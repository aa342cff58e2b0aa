// Chooses the store adapter at start-up: MongoDB when a URI is configured, else the embedded store.
import { openEmbeddedStore } from "./embedded";
import { openMongoStore } from "./mongo";
import type { Store } from "./port";

export * from "./port";

export interface StoreSettings {
  mongodbUri?: string;
  mongodbDb?: string;
  dataDir: string;
}

export async function openStore(settings: StoreSettings): Promise<Store> {
  if (settings.mongodbUri) return openMongoStore({ uri: settings.mongodbUri, dbName: settings.mongodbDb });
  return openEmbeddedStore({ dataDir: settings.dataDir, compactionIntervalMs: 10 * 60_000 });
}
