// `npm run cli -- verify [--tenant T] [--repair]` (issue 37 item 4; decision 0027): every derived
// value worked out again from the records and change entries; each difference printed in words
// (record, what, stored, expected); exit 0 when there is none, 1 when there is. `--repair` makes
// them right through the projectors (as start-up would), says how many, and verifies again.
// `npm run cli -- rows rebuild --tenant T` works every list row of a university out again, with
// its progress printed. Without --repair, verify only reads, so it runs beside the server.
// `verify --tenant T --person ID [--email E] [--name "Given Family"]` (issue 42 item 4; decision 0044) searches
// every collection and stored file for the person instead, printing each hit; exit 1 when any.
import { parseArgs } from "node:util";
import type { PreparedConfig } from "../../rules";
import type { Services } from "../services";
import { differenceInWords, repairTenant, verifyTenant, type VerifyReport } from "../records/verify";
import { projectorsReading, rebuildProjections } from "../records/rebuild";
import { searchForPerson, type PersonHit } from "../records/person-search";
import { CliInputError, requireOption } from "./cli-input";
import { withServices } from "./open-services";

function parse(args: string[], options: Record<string, { type: "string" | "boolean" }>): Record<string, string | boolean | undefined> {
  try {
    return parseArgs({ args, options, strict: true }).values as Record<string, string | boolean | undefined>;
  } catch (error) {
    throw new CliInputError((error as Error).message);
  }
}

/** The universities asked for: one by --tenant, or every one. */
async function tenantsOf(services: Services, tenant: string | undefined): Promise<Array<{ key: string; name: string }>> {
  const all = await services.repositories.tenants.list();
  if (!tenant) return all;
  const found = all.filter((candidate) => candidate.key === tenant);
  if (!found.length) throw new CliInputError(`Unknown tenant "${tenant}"`);
  return found;
}

/** Verify's work on open services (the CLI's, a test's, the season's): the reports, printed through `print`. */
export async function verifyUniversities(services: Services, options: { tenant?: string; repair: boolean; print?: (line: string) => void }): Promise<{ reports: VerifyReport[]; remaining: number }> {
  const print = options.print ?? (() => undefined);
  const reports: VerifyReport[] = [];
  let remaining = 0;
  for (const { key, name } of await tenantsOf(services, options.tenant)) {
    const config = (await services.configs.current(key)).prepared;
    let report = await verifyTenant(services, key, { all: options.repair });
    reports.push(report);
    for (const difference of report.differences) print(differenceInWords(config, difference));
    if (!report.differences.length) {
      print(config.text("verify.clean", { university: name, records: report.checked.records.toLocaleString("en-GB"), changes: report.checked.changes.toLocaleString("en-GB") }));
      continue;
    }
    print(config.text("verify.found", { university: name, count: report.differences.length.toLocaleString("en-GB") }));
    if (!options.repair) {
      remaining += report.differences.length;
      continue;
    }
    const repaired = await repairTenant(services, report);
    print(config.text("verify.repaired", { university: name, count: repaired.toLocaleString("en-GB") }));
    report = await verifyTenant(services, key, { all: true });
    for (const difference of report.differences) print(differenceInWords(config, difference));
    if (report.differences.length) print(config.text("verify.remaining", { university: name, count: report.differences.length.toLocaleString("en-GB") }));
    remaining += report.differences.length;
  }
  return { reports, remaining };
}

/** A hit in words: the collection's document or the stored file, and what of the person it holds. */
function hitInWords(config: PreparedConfig, hit: PersonHit): string {
  const where = "collection" in hit.where ? config.text("verify.person.document", { collection: hit.where.collection, id: hit.where.id }) : config.text("verify.person.file", { area: hit.where.area, key: hit.where.key });
  return config.text("verify.person.hit", { where, found: config.text(`verify.person.found.${hit.found}`) });
}

async function verifyPersonCommand(values: Record<string, string | boolean | undefined>): Promise<number> {
  const id = requireOption(values, "person");
  const tenantKey = requireOption(values, "tenant");
  const [givenName, ...family] = typeof values.name === "string" ? values.name.trim().split(/\s+/) : [];
  return withServices("reads", async (services) => {
    if (!(await services.repositories.tenants.findByKey(tenantKey))) throw new CliInputError(`Unknown tenant "${tenantKey}"`);
    const config = (await services.configs.current(tenantKey)).prepared;
    const hits = await searchForPerson(services, tenantKey, { id, email: typeof values.email === "string" ? values.email : null, givenName: givenName ?? null, familyName: family.join(" ") || null });
    for (const hit of hits) console.log(hitInWords(config, hit));
    console.log(config.text(hits.length ? "verify.person.foundCount" : "verify.person.clean", { count: hits.length.toLocaleString("en-GB") }));
    return hits.length ? 1 : 0;
  });
}

export async function verifyCommand(args: string[]): Promise<number> {
  const values = parse(args, { tenant: { type: "string" }, repair: { type: "boolean" }, person: { type: "string" }, email: { type: "string" }, name: { type: "string" } });
  if (values.person !== undefined) return verifyPersonCommand(values);
  const repair = values.repair === true;
  const tenant = typeof values.tenant === "string" ? values.tenant : undefined;
  // A repair writes (the server must be stopped: the data folder's lock says so); a check only reads.
  const { remaining } = await withServices(repair ? { writes: "verify --repair" } : "reads", (services) => verifyUniversities(services, { ...(tenant ? { tenant } : {}), repair, print: (line) => console.log(line) }));
  return remaining ? 1 : 0;
}

export async function rowsRebuildCommand(args: string[]): Promise<number> {
  const values = parse(args, { tenant: { type: "string" } });
  const tenant = requireOption(values, "tenant");
  return withServices({ writes: "rows rebuild" }, async (services) => {
    const [university] = await tenantsOf(services, tenant);
    const config = (await services.configs.current(tenant)).prepared;
    const say = (done: number, total: number) => console.log(config.text("config.rebuild.progress", { done: done.toLocaleString("en-GB"), total: total.toLocaleString("en-GB") }));
    const job = await rebuildProjections(services, tenant, projectorsReading(["list-rows"]), (progress) => say(progress.done, progress.total));
    console.log(config.text("rows.rebuild.done", { university: university.name, total: (job?.total ?? 0).toLocaleString("en-GB") }));
    return 0;
  });
}
