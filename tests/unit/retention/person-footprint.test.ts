// The one map of a person's data (issue 42; decision 0041): every collection the store knows, and
// every collection the code opens, is classified, so a new collection cannot escape erasure; the
// fields Insights counts by are never among those anonymisation removes.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { anonymisingUpdate, FOOTPRINT, type FootprintCollection } from "../../../server/retention/person-footprint";
import { COLLECTIONS } from "../../../server/store/port";

const ROOT = path.resolve(import.meta.dirname, "../../..");

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourcesUnder(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** Every collection name the code opens on the store: `.collection("x")` or `.collection<T>("x")`. */
function collectionsOpenedByCode(): Set<string> {
  const opened = new Set<string>();
  for (const file of [...sourcesUnder(path.join(ROOT, "server")), ...sourcesUnder(path.join(ROOT, "app"))]) {
    for (const match of readFileSync(file, "utf8").matchAll(/\.collection(?:<[^>()]*(?:<[^>]*>)?[^>()]*>)?\(\s*"([A-Za-z]+)"/g)) opened.add(match[1]);
  }
  return opened;
}

describe("the map of a person's data", () => {
  it("classifies every collection of the store's registry", () => {
    const unclassified = COLLECTIONS.filter((name) => !(name in FOOTPRINT));
    expect(COLLECTIONS.length).toBeGreaterThan(30);
    expect(unclassified).toEqual([]);
  });

  it("classifies every collection the server and app code open, read from the sources", () => {
    const opened = collectionsOpenedByCode();
    expect(opened).toContain("applications");
    expect(opened).toContain("signIns");
    expect([...opened].filter((name) => !(name in FOOTPRINT))).toEqual([]);
  });

  it("says for each collection that holds people how they are found and what erasure does", () => {
    for (const [name, footprint] of Object.entries(FOOTPRINT) as [FootprintCollection, (typeof FOOTPRINT)[FootprintCollection]][]) {
      expect(footprint.why.length, name).toBeGreaterThan(10);
      if (!footprint.holdsPeople) continue;
      // Only derived data and the imports (whose files are searched) are reached other than by a field.
      if (!["derived", "files"].includes(footprint.onErase)) expect(footprint.reach.length, name).toBeGreaterThan(0);
      expect(footprint.personal.filter((field) => footprint.keep.includes(field)), name).toEqual([]);
    }
    expect(FOOTPRINT.uploads).toMatchObject({ files: { area: "uploads", keyField: "storageKey" } });
    expect(FOOTPRINT.accessLog).toMatchObject({ reach: [{ field: "personId", holds: "personId" }] });
  });

  it("anonymises an application: the person's fields gone, their id replaced, what Insights counts kept", () => {
    const application = { userId: "person-1", email: "amira@example.com", givenName: "Amira", familyName: "Khan", dob: "2005-01-02", sections: { passport: { number: "X1" } }, applicationStatus: "Rejected", intakeId: "2027-09", nationality: "Indian", feeStatus: "OVERSEAS", courseId: "C1" };
    const update = anonymisingUpdate("applications", application, { id: "person-1", replacementId: "anonymous-1" }, "2028-01-10T12:00:00.000Z");
    expect(update.$set).toEqual({ anonymisedAt: "2028-01-10T12:00:00.000Z", userId: "anonymous-1" });
    expect(Object.keys(update.$unset ?? {}).sort()).toEqual(["dob", "email", "familyName", "givenName", "sections"]);
  });

  it("scrubs a history entry: a staff author stays, the person as author is replaced", () => {
    const byStaff = anonymisingUpdate("auditLog", { actorId: "officer-1", details: { changes: [] }, entityId: "record-1" }, { id: "person-1", replacementId: "anonymous-1" }, "2028-01-10T12:00:00.000Z");
    expect(byStaff).toEqual({ $set: { anonymisedAt: "2028-01-10T12:00:00.000Z" }, $unset: { details: "" } });
    const byPerson = anonymisingUpdate("auditLog", { actorId: "person-1", entityId: "person-1" }, { id: "person-1", replacementId: "anonymous-1" }, "2028-01-10T12:00:00.000Z");
    expect(byPerson.$set).toEqual({ anonymisedAt: "2028-01-10T12:00:00.000Z", actorId: "anonymous-1", entityId: "anonymous-1" });
  });
});
