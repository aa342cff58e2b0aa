// Table-driven message tests (docs/form-definition.md, "Test cases"): every case runs through
// the evaluation `npm run cli -- form evaluate` uses; every validation message of the specs
// (catalogue entries citing 000 §5, 001 §5 or 002 §5) needs a case producing it and one not.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { evaluatePage, type PreparedConfig } from "../../../rules";
import { defaultConfig, preparedConfig } from "../../../server/cli/config-source";
import { defaultMessages } from "../../../rules/forms/messages";

interface MessageCase {
  name: string;
  form: string;
  tenant?: string;
  today?: string;
  role?: string;
  application?: Record<string, unknown>;
  data?: unknown;
  record?: Record<string, unknown>;
  produces?: Array<{ path: string; message: string }>;
  notProduces?: string[];
}

const PINNED_TODAY = "2026-11-22";
const VALIDATION_SECTIONS = /^(000|001|002) §5/;
const casesDir = path.join(import.meta.dirname, "cases");
const caseFiles = readdirSync(casesDir).filter((file) => file.endsWith(".json")).sort();
const cases: Array<MessageCase & { file: string }> = caseFiles.flatMap((file) =>
  (JSON.parse(readFileSync(path.join(casesDir, file), "utf8")) as MessageCase[]).map((entry) => ({ ...entry, file })),
);

const configs = new Map<string, PreparedConfig>();
beforeAll(async () => {
  configs.set("", await defaultConfig());
  for (const tenant of new Set(cases.map((entry) => entry.tenant).filter((tenant): tenant is string => Boolean(tenant)))) {
    configs.set(tenant, await preparedConfig(tenant));
  }
});

function recordOf(entry: MessageCase): Record<string, unknown> {
  if (entry.record) return entry.record;
  const application = entry.application ?? {};
  return { ...application, sections: { ...((application.sections as object | undefined) ?? {}), [entry.form]: entry.data ?? {} } };
}

describe.each(caseFiles)("message cases in %s", (file) => {
  it.each(cases.filter((entry) => entry.file === file).map((entry) => [entry.name, entry] as const))("%s", (_name, entry) => {
    const config = configs.get(entry.tenant ?? "") as PreparedConfig;
    const { errors, unfinished, notices } = evaluatePage(config, entry.form, { record: recordOf(entry), today: entry.today ?? PINNED_TODAY, role: entry.role ?? "Applicant" });
    // What a form lets be completed later (decision 0049) is still said to the person.
    const found = [...errors, ...unfinished, ...notices].map((error) => ({ path: error.path, message: error.messageKey }));
    for (const expected of entry.produces ?? []) expect(found).toContainEqual(expected);
    for (const key of entry.notProduces ?? []) expect(found.map((error) => error.message)).not.toContain(key);
  });
});

/** Message keys the forms can produce: rule messages, required messages, schema keyword messages. */
function keysUsedByForms(config: PreparedConfig): Set<string> {
  const keys = new Set<string>();
  for (const form of Object.values(config.document.forms)) {
    for (const rule of Object.values(form.rules ?? {})) keys.add(rule.message);
    for (const field of Object.values(form.fields)) {
      if (field.requiredMessage) keys.add(field.requiredMessage);
      for (const key of Object.values(field.messages ?? {})) keys.add(key);
      // A widget's own messages (a money box's "whole pounds") are the form's too.
      for (const key of Object.values(defaultMessages(field.widget))) keys.add(key);
    }
  }
  return keys;
}

const codeValidated = JSON.parse(readFileSync(path.join(import.meta.dirname, "code-validated-messages.json"), "utf8")) as Record<string, string>;

describe("every validation message of the specs has cases", () => {
  it("has tests, outside the forms, for the messages platform code checks", async () => {
    const config = configs.get("") ?? (await defaultConfig());
    const usedByForms = keysUsedByForms(config);
    const untested = Object.entries(config.messages)
      .filter(([key, entry]) => VALIDATION_SECTIONS.test(entry.spec ?? "") && !usedByForms.has(key))
      .filter(([key, entry]) => {
        const testFile = codeValidated[key];
        return !testFile || !readFileSync(path.join(import.meta.dirname, "../../..", testFile), "utf8").includes(entry.text);
      })
      .map(([key]) => `${key}: neither produced by a form nor asserted by the test named in code-validated-messages.json`);
    expect(untested).toEqual([]);
  });

  it("has a case producing it and a case not producing it", async () => {
    const config = configs.get("") ?? (await defaultConfig());
    const usedByForms = keysUsedByForms(config);
    const validationKeys = Object.entries(config.messages)
      .filter(([key, entry]) => VALIDATION_SECTIONS.test(entry.spec ?? "") && usedByForms.has(key))
      .map(([key]) => key);
    const produced = new Set(cases.flatMap((entry) => (entry.produces ?? []).map((expected) => expected.message)));
    const notProduced = new Set(cases.flatMap((entry) => entry.notProduces ?? []));
    const missing = validationKeys.flatMap((key) => [
      ...(produced.has(key) ? [] : [`${key}: no case produces it`]),
      ...(notProduced.has(key) ? [] : [`${key}: no neighbouring case shows it absent`]),
    ]);
    expect(missing).toEqual([]);
  });
});
