// The seeded store, made once and copied into each test's data folder (decision 0023). Seeding the
// demo data takes 10 to 30 s on this machine size and most HTTP and server tests start from it,
// so it is seeded with "now" pinned into a template (build-test/seeded-store/, one per kind and
// "now"), kept until the app's sources change (as the tests' build is), and copied:
// the copy is the store seed() would have made, the same documents and files. The first test
// process that needs a template seeds it; others at the same time wait for it (a lock folder).
import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { readEnv } from "../../server/config/env";
import { PROJECT_ROOT, TENANT_CONFIGS_DIR } from "../../server/paths";
import { seed } from "../../server/seed";
import { createServices } from "../../server/services";
import { LOCK_FILE } from "../../server/store/data-dir-lock";
import { newestSourceMtime, TEST_BUILD_DIR } from "./global-setup";

/** The tests' "today": when the demo data was seeded, and the test servers' clock unless a test moves it. */
export const PINNED_NOW = new Date("2026-11-22T10:00:00.000Z");

const TEMPLATES = path.join(PROJECT_ROOT, TEST_BUILD_DIR, "seeded-store");
const STAMP = ".seeded.json";
/** Files that seeding reads besides the app's sources. */
const SEEDER = [import.meta.filename];

interface Stamp {
  now: string;
  demo: boolean;
  sourcesMtime: number;
}

/** One template: the demo data, or only the universities' published configurations, seeded at `now`. */
class Template {
  readonly folder: string;
  readonly lock: string;
  constructor(readonly demo: boolean, readonly now: Date) {
    this.folder = path.join(TEMPLATES, `${demo ? "demo" : "configs"}-${now.toISOString().replace(/[:.]/g, "-")}`);
    this.lock = `${this.folder}.lock`;
  }
}

async function sourcesMtime(): Promise<number> {
  const seeder = await Promise.all(SEEDER.map(async (file) => (await stat(file)).mtimeMs));
  return Math.max(newestSourceMtime(), ...seeder);
}

async function isFresh(template: Template, sources: number): Promise<boolean> {
  try {
    const stamp = JSON.parse(await readFile(path.join(template.folder, STAMP), "utf8")) as Stamp;
    return stamp.now === template.now.toISOString() && stamp.demo === template.demo && stamp.sourcesMtime >= sources;
  } catch {
    return false;
  }
}

/** A lock left by a process that died (or one that never wrote its pid within a minute). */
async function lockIsStale(lock: string): Promise<boolean> {
  try {
    const pid = Number(await readFile(path.join(lock, "pid"), "utf8"));
    process.kill(pid, 0);
    return false;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return true;
    const since = await stat(lock).then((info) => info.mtimeMs, () => 0);
    return since > 0 && Date.now() - since > 60_000;
  }
}

async function seedTemplate(template: Template, sources: number): Promise<void> {
  const building = `${template.folder}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  const services = await createServices(readEnv({ NODE_ENV: "test", DATA_DIR: building, LOG_LEVEL: "silent" }), { clock: () => new Date(template.now), owner: "the tests' seeded store" });
  try {
    await seed(services, { configRoot: TENANT_CONFIGS_DIR, demo: template.demo });
  } finally {
    await services.store.close();
  }
  const stamp: Stamp = { now: template.now.toISOString(), demo: template.demo, sourcesMtime: sources };
  await writeFile(path.join(building, STAMP), JSON.stringify(stamp));
  await rm(template.folder, { recursive: true, force: true });
  await rename(building, template.folder);
}

async function ensureTemplate(template: Template): Promise<void> {
  const sources = await sourcesMtime();
  await mkdir(TEMPLATES, { recursive: true });
  for (;;) {
    if (await isFresh(template, sources)) return;
    try {
      await mkdir(template.lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (await lockIsStale(template.lock)) await rm(template.lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      await writeFile(path.join(template.lock, "pid"), String(process.pid));
      if (!(await isFresh(template, sources))) await seedTemplate(template, sources);
    } finally {
      await rm(template.lock, { recursive: true, force: true });
    }
  }
}

/** The uploaded files are only ever written new and deleted (server/uploads/storage.ts): linked, not copied. */
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else await link(source, target).catch(() => copyFile(source, target));
  }
}

/** Seeds the template now if it is missing or stale: for a test whose own steps copy it, in a hook given the time seeding takes. */
export async function seededStoreReady(options: { demo?: boolean; now?: Date } = {}): Promise<void> {
  await ensureTemplate(new Template(options.demo ?? true, options.now ?? PINNED_NOW));
}

/**
 * Fills `dataDir` (created if missing, else expected empty) with what seed() makes from
 * tenant-configs/ at `now` (PINNED_NOW unless given), with the demo data unless `demo: false`, for
 * the embedded store with uploads in DATA_DIR/uploads.
 */
export async function copySeededStore(dataDir: string, options: { demo?: boolean; now?: Date } = {}): Promise<void> {
  const template = new Template(options.demo ?? true, options.now ?? PINNED_NOW);
  await ensureTemplate(template);
  await mkdir(dataDir, { recursive: true });
  const entries = (await readdir(template.folder, { withFileTypes: true })).filter((entry) => ![STAMP, LOCK_FILE].includes(entry.name));
  // The collections' files are appended to: each test gets its own copy.
  await Promise.all(entries.map((entry) => (entry.isDirectory() ? linkTree : copyFile)(path.join(template.folder, entry.name), path.join(dataDir, entry.name))));
}

