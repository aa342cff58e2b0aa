// A page's loader sends the words its components name (issue 41). The student's record page sent
// 521 texts, whole areas of the catalogue, most of its data; it now sends the keys it shows where it
// shows a few of a large area. A key a component names that no prefix sends would reach the page
// as a raw key: this reads the page's components for the keys they name and fails on each.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PERSON_TEXT_PREFIXES } from "../../../app/loaders/person.server";
import { ROOT_TEXT_PREFIXES } from "../../../app/root.server";
import { defaultCatalogue } from "../../../server/default-catalogue";
import { PROJECT_ROOT } from "../../../server/paths";
import { textsWithPrefix } from "../../../server/messages";
import { textKeysNamedBy, uncoveredKeys } from "../../support/page-text-keys";

const KEYS = Object.keys(defaultCatalogue);
const route = (file: string) => path.join(PROJECT_ROOT, "app", "routes", file);
// A section opened on the record page is drawn in the words its answers bring (the form's and the uploads').
const RECORD_PAGE_OWN_WORDS = ["app/components/staff/ReadOnlyAnswers.tsx"];

describe("the words a page's components name", () => {
  it("are found in the components a route imports, whole keys and the prefixes of keys built from data", () => {
    const named = textKeysNamedBy(route("students.$userId.tsx"), KEYS);
    // PersonPage names this key; AccessLog, imported by it, names the next; the history builds its actions' keys.
    expect(named.keys.get("privacy.sar.personHeading")).toBe("app/components/staff/PersonPage.tsx");
    expect(named.keys.get("privacy.accessLog.heading")).toBe("app/components/privacy/AccessLog.tsx");
    expect(named.prefixes.get("audit.action.")).toBe("app/components/staff/PersonPage.tsx");
    // A type-only import brings no component: server/ is never read.
    expect([...named.keys.values(), ...named.prefixes.values()].every((file) => file.startsWith("app/"))).toBe(true);
  });

  it("finds what a narrowed list leaves out", () => {
    const named = textKeysNamedBy(route("students.$userId.tsx"), KEYS, RECORD_PAGE_OWN_WORDS);
    const withoutHold = PERSON_TEXT_PREFIXES.filter((prefix) => prefix !== "privacy.hold.");
    expect(uncoveredKeys(named, [...ROOT_TEXT_PREFIXES, ...withoutHold])).toContain("privacy.hold.heading (app/components/privacy/LegalHold.tsx)");
  });

  it("leave out a module drawn in words of its own, and what it imports", () => {
    const whole = textKeysNamedBy(route("students.$userId.tsx"), KEYS);
    const named = textKeysNamedBy(route("students.$userId.tsx"), KEYS, RECORD_PAGE_OWN_WORDS);
    expect(whole.prefixes.get("form.month.")).toBe("app/components/form/widgets/MonthYearWidget.tsx");
    expect(named.prefixes.has("form.month.")).toBe(false);
    expect([...named.keys.values()].some((file) => file.startsWith("app/components/form/"))).toBe(false);
  });

  it("are all sent by the student's record page's loader", () => {
    const named = textKeysNamedBy(route("students.$userId.tsx"), KEYS, RECORD_PAGE_OWN_WORDS);
    expect(uncoveredKeys(named, [...ROOT_TEXT_PREFIXES, ...PERSON_TEXT_PREFIXES])).toEqual([]);
    // And the narrowing is real: a fraction of the catalogue areas it used to send whole.
    expect(Object.keys(textsWithPrefix(defaultCatalogue, ...PERSON_TEXT_PREFIXES)).length).toBeLessThan(340);
  });
});
