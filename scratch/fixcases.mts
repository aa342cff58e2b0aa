import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { evaluatePage, type PreparedConfig } from "../rules";
import { defaultConfig, preparedConfig } from "../server/cli/config-source";
const dir = "tests/unit/config/cases";
const configs = new Map<string, PreparedConfig>();
configs.set("", await defaultConfig());
let changed = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
  const text = readFileSync(path.join(dir, file), "utf8");
  const cases = JSON.parse(text) as any[];
  for (const entry of cases) {
    if (entry.tenant && !configs.has(entry.tenant)) configs.set(entry.tenant, await preparedConfig(entry.tenant));
    const config = configs.get(entry.tenant ?? "")!;
    const application = entry.application ?? {};
    const record = entry.record ?? { ...application, sections: { ...(application.sections ?? {}), [entry.form]: entry.data ?? {} } };
    const { errors, notices } = evaluatePage(config, entry.form, { record, today: entry.today ?? "2026-11-22", role: entry.role ?? "Applicant" });
    const found = [...errors, ...notices];
    for (const expected of entry.produces ?? []) {
      if (expected.message !== "common.required") continue;
      const hit = found.find((e) => e.path === expected.path && e.messageKey.startsWith("common.required"));
      if (hit && hit.messageKey !== expected.message) { expected.message = hit.messageKey; changed++; }
    }
    if (entry.notProduces?.includes("common.required")) {
      entry.notProduces = entry.notProduces.flatMap((k: string) => (k === "common.required" ? ["common.required", "common.required.enter", "common.required.choose"] : [k]));
      changed++;
    }
  }
  writeFileSync(path.join(dir, file), JSON.stringify(cases, null, 2) + "\n");
}
console.log("changed", changed);
