// The process's long-lived services, created once at start-up and handed to every request
// through Remix's load context (never held in module state, so the app bundle and the server
// share one store and one configuration cache).
import type { Env } from "./config/env";
import { createLogger, type Logger } from "./logger";
import { openStore, type StoreNotice } from "./store";
import type { Store } from "./store/port";
import { createRepositories, type Repositories } from "./repositories";
import { INDEXES } from "./repositories/indexes";
import { PublishedConfigs } from "./tenant-config/published";
import type { PreparedConfig } from "../rules";
import { courseCatalogueOverlay } from "./courses/course-catalogue";
import { prepareConfiguration } from "./tenant-config/validate";
import type { FileStorage } from "./files/port";
import { importsFolder } from "./import/import-files";
import { settleChanges } from "./records/write-path";

export type Clock = () => Date;

export interface Services {
  env: Env;
  logger: Logger;
  store: Store;
  repositories: Repositories;
  configs: PublishedConfigs<PreparedConfig>;
  clock: Clock;
  files: FileStorage;
}

export interface ServicesOptions {
  clock?: Clock;
  logger?: Logger;
  /** What this process is, for the data folder's lock ("server", "npm run cli -- seed"). */
  owner?: string;
  /** Only reads: the embedded store is opened without its lock and refuses writes (decision 0014). */
  readOnly?: boolean;
}

export async function createServices(env: Env, overrides: ServicesOptions = {}): Promise<Services> {
  const logger = overrides.logger ?? createLogger(env.LOG_LEVEL);
  const clock = overrides.clock ?? (() => new Date());
  const { store, files } = await openStore({
    mongodbUri: env.MONGODB_URI,
    mongodbDb: env.MONGODB_DB,
    dataDir: env.dataDir,
    owner: overrides.owner,
    readOnly: overrides.readOnly,
    onNotice: (notice) => logStoreNotice(logger, notice),
    fileFolders: { uploads: env.uploadDir, imports: importsFolder(env.dataDir) },
  });
  await store.ensureIndexes(INDEXES);
  const services = instanceServices({ env, logger, store, files, clock });
  // The write path's done marks still waiting are written before the store closes (decision 0019).
  const closeStore = store.close.bind(store);
  store.close = async () => {
    await settleChanges(services);
    await closeStore();
  };
  // What follows a record's write is the write path's projectors' (server/records/projectors.ts, decision 0019).
  return services;
}

/**
 * One app instance's services over an opened store and file storage: what it keeps in memory
 * (configuration caches) is its own, what it shares is in the store (decision 0032). Several
 * built over one store are several instances behind a load balancer.
 */
export function instanceServices(parts: Pick<Services, "env" | "logger" | "store" | "files" | "clock">): Services {
  const repositories = createRepositories(parts.store);
  const configs = new PublishedConfigs(repositories, prepareConfiguration, parts.clock, courseCatalogueOverlay(repositories, parts.clock));
  return { ...parts, repositories, configs };
}

/** What opening the store repaired, in the start-up log: file names and sizes, never a line's content. */
function logStoreNotice(logger: Logger, notice: StoreNotice): void {
  if (notice.kind === "torn-line") {
    const { file, corruptFile, bytes } = notice.torn;
    logger.warn({ file, corruptFile, bytes }, `The last line of ${file} was cut short (an interrupted write): set aside in ${corruptFile}; the rest of the file loaded`);
  } else {
    const { pid, owner, since } = notice.holder;
    logger.warn({ pid, owner, since }, `Cleared the data folder's lock left by pid ${pid} (${owner}), which is no longer running`);
  }
}
