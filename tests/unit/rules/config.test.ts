// Compiling a whole tenant configuration once, and evaluating records without compiling again.
import Ajv2020 from "ajv/dist/2020";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CUSTOM_OPERATIONS,
  ProblemsError,
  checkConfiguration,
  compileConfiguration,
  configCacheKey,
  createCompiledConfigCache,
  createEngine,
  createLruCache,
  dueReminders,
  fieldStates,
  validateForm,
  type TenantConfiguration,
} from "../../../rules";
import { context, identityForm, messages, schemas } from "./fixtures/identity-form";

function configuration(): TenantConfiguration {
  return {
    tenant: "northbridge",
    version: 3,
    settings: { showMiddleName: true },
    messages,
    schemas,
    forms: { identity: identityForm() },
    tabs: [
      { id: "applied", label: "Applied", roles: ["Uni"], collection: "offers", predicate: { "==": [{ var: "status" }, "Applied"] }, columns: ["status"] },
      { id: "draft", label: "Draft", roles: ["Uni"], collection: "offers", predicate: { "===": [{ var: "status" }, "Draft"] }, columns: ["status"] },
    ],
    reminders: {
      welcome: { key: "welcome", trigger: { "!": [{ var: "tasksComplete" }] }, countFrom: "createdAt", offsets: [7], repeatEvery: 7 },
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("compileConfiguration", () => {
  it("compiles every form, tab and schedule", () => {
    const compiled = compileConfiguration(configuration());
    expect(compiled.tenant).toBe("northbridge");
    expect([...compiled.forms.keys()]).toEqual(["identity"]);
    expect(compiled.tabs.map((t) => t.mongoQuery)).toEqual([{ status: "Applied" }, { status: "Draft" }]);
    expect(compiled.reminders.map((r) => r.key)).toEqual(["welcome"]);
  });

  it("reports every problem across the configuration", () => {
    const config = configuration();
    config.forms.identity.rules![0].failsWhen = { "date-after": [{ var: "x" }, { cat: [{ nope: 1 }] }] };
    config.forms.Wrong = { ...identityForm(), id: "other" };
    config.tabs.push({ ...config.tabs[0], predicate: { substr: [{ var: "a" }, 1] } });
    config.reminders.welcome.offsets = [-1];
    config.messages = { ...messages, broken: {} as never };
    const problems = checkConfiguration(config);
    expect(problems).toEqual([
      { location: "messages.broken", problem: "a message needs a text" },
      { location: "forms.identity.rules[0].failsWhen.date-after[1].cat[0]", problem: 'unknown operation "nope"' },
      { location: "forms.Wrong", problem: 'form id "Wrong" must be a lower-case slug' },
      { location: "forms.Wrong", problem: 'form id "other" differs from its key "Wrong"' },
      { location: "tabs[2]", problem: 'duplicate tab id "applied"' },
      { location: "tabs[2].predicate", problem: expect.stringMatching(/^operation "substr" cannot be translated/) },
      { location: "reminders.welcome.offsets", problem: "offsets must be a list of whole days (0 or more)" },
    ]);
    expect(() => compileConfiguration(config)).toThrow(ProblemsError);
  });

  it("compiles nothing when records are evaluated", () => {
    const engine = createEngine({ operations: CUSTOM_OPERATIONS });
    const compileSpy = vi.spyOn(engine, "compile");
    const ajvSpies = [vi.spyOn(Ajv2020.prototype, "compile"), vi.spyOn(Ajv2020.prototype, "getSchema"), vi.spyOn(Ajv2020.prototype, "addSchema")];
    const compiled = compileConfiguration(configuration(), { engine });
    const compilations = compileSpy.mock.calls.length;
    expect(compilations).toBeGreaterThan(10);
    const ajvCalls = ajvSpies.map((s) => s.mock.calls.length);

    const form = compiled.forms.get("identity")!;
    for (let i = 0; i < 50; i++) {
      const record = { givenName: `Ada ${i}`, hasOtherName: i % 2 === 0, otherNames: [{ givenName: "B" }], references: [{ postcode: "AB" }], passport: { dateOfIssue: "2030-01-01" } };
      fieldStates(form, record, context());
      validateForm(form, record, context());
      compiled.tabs.forEach((tab) => tab.matches({ status: "Applied" }));
      dueReminders(compiled.reminders, { createdAt: "2025-01-01", tasksComplete: false }, [], "2025-01-08");
    }
    expect(compileSpy.mock.calls.length).toBe(compilations);
    expect(ajvSpies.map((s) => s.mock.calls.length)).toEqual(ajvCalls);
  });
});

describe("compiled configuration cache", () => {
  it("compiles a (tenant, version) once and evicts the least recently used", () => {
    const cache = createCompiledConfigCache(2);
    let compilations = 0;
    const get = (tenant: string, version: number) =>
      cache.getOrCreate(configCacheKey(tenant, version), () => {
        compilations++;
        return compileConfiguration({ ...configuration(), tenant, version });
      });
    const a = get("northbridge", 3);
    expect(get("northbridge", 3)).toBe(a);
    expect(compilations).toBe(1);
    get("southgate", 1);
    get("northbridge", 3); // touch: now most recent
    get("northbridge", 4); // evicts southgate@1
    expect(cache.size).toBe(2);
    expect(cache.get(configCacheKey("southgate", 1))).toBeUndefined();
    expect(cache.get(configCacheKey("northbridge", 3))).toBe(a);
    expect(compilations).toBe(3);
  });

  it("is a plain LRU underneath", () => {
    const lru = createLruCache<number>(2);
    lru.set("a", 1);
    lru.set("b", 2);
    lru.get("a");
    lru.set("c", 3);
    expect([lru.get("a"), lru.get("b"), lru.get("c")]).toEqual([1, undefined, 3]);
    expect(lru.delete("a")).toBe(true);
    lru.clear();
    expect(lru.size).toBe(0);
    expect(() => createLruCache(0)).toThrow(RangeError);
  });
});
