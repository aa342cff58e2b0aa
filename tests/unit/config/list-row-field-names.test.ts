// A configured list-row field may not take a name the list rows projector writes itself: the
// projector would overwrite it, and a tab or filter on it would silently read the projector's value
// instead of the configured one. The schema already refuses names that are not lower snake case
// (inTabs, reachedSteps, recordId); "kind" and "search" pass it and are refused by name.
import { beforeAll, describe, expect, it } from "vitest";
import { checkConfiguration, compileConfiguration } from "../../../rules";
import { PROJECTOR_ROW_FIELDS } from "../../../rules/config/areas/lists";
import { composedConfigs } from "../../../server/cli/config-source";
import { rowValues } from "../../../server/lists/list-rows";
import type { EntityRecord } from "../../../server/repositories";

type Json = Record<string, any>; // any: the tests edit configuration as plain JSON

let base: Json;
beforeAll(async () => {
  [{ config: base }] = await composedConfigs("northbridge");
});

const problemsFor = (name: string) => {
  const config = structuredClone(base);
  config["list-rows"].students.fields[name] = { var: "student.email" };
  return checkConfiguration(config).filter((problem) => problem.location.includes(name));
};

describe("Validate and the list rows' own fields", () => {
  it.each(["kind", "search"])("refuses a configured field named %s, naming it", (name) => {
    expect(problemsFor(name)).toEqual([{ location: expect.stringContaining(`students.fields.${name}`), problem: `"${name}" is written on every row by the list itself: choose another name` }]);
  });

  it("refuses the projector's camel-case names by the field-name pattern", () => {
    const config = structuredClone(base);
    config["list-rows"].students.fields.inTabs = { var: "student.email" };
    expect(checkConfiguration(config)).toContainEqual({ location: "list-rows.students.fields", problem: 'must match pattern "^[a-z][a-z0-9_]*$"' });
  });

  it("passes a field with a name of its own", () => {
    expect(problemsFor("contact_email")).toEqual([]);
  });

  it("names every field the projector writes on a row", () => {
    const config = compileConfiguration(base);
    const record = { _id: "s1", tenant: base.tenant, _version: 1, userId: "u1" } as unknown as EntityRecord;
    const configured = new Set(config.areas.listRows.students.fieldNames);
    const written = Object.keys(rowValues(config, "students", record, { record } as never)).filter((name) => !configured.has(name));
    expect(written.length).toBeGreaterThan(0);
    for (const name of written) expect(PROJECTOR_ROW_FIELDS.has(name), name).toBe(true);
  });
});
