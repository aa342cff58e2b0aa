// No configuration change loses a stored answer (issue 38, item 1): a save stores what the person
// sent and keeps, untouched, the stored answers they could not see because configuration hid them
// or the current version lacks the question. Only answers their own answers hid, or that they
// cleared, go.
import { beforeAll, describe, expect, it } from "vitest";
import { compileConfiguration, evaluatePage, type PreparedConfig } from "../../../rules";
import { composedConfigs } from "../../../server/cli/config-source";

type Json = Record<string, any>; // any: the tests edit configuration as plain JSON

const TODAY = "2026-11-26";
const CONTACT = "contact-and-address";
const BRP = "biometric-residence-permit";

let base: Json;
beforeAll(async () => {
  [{ config: base }] = await composedConfigs("northbridge");
});

function configWith(change: (config: Json) => void = () => {}): PreparedConfig {
  const copy = structuredClone(base);
  change(copy);
  return compileConfiguration(copy, { version: 2 });
}

const storedContact = { homeAddress: "1 High Street", city: "Leeds", country: "United Kingdom", postcode: "LS1 1AA", phoneNumber: "+44 113 496 0000" };

/** What a save of `submitted` on the form would store for a record holding `stored`. */
function saveOf(config: PreparedConfig, formId: string, stored: Json, submitted: Json): Json {
  return evaluatePage(config, formId, { record: { sections: { [formId]: stored } }, data: submitted, today: TODAY, role: "Student" }).storable;
}

const withoutPostcode = ({ postcode: _postcode, ...rest }: Json) => rest;

describe("a save keeps the answers configuration hid", () => {
  it("keeps an answer whose question a never-true condition hides, and shows it again when the condition is lifted", () => {
    const hidden = configWith((c) => (c.forms[CONTACT].fields.postcode.visible = { "===": [1, 2] }));
    const stored = saveOf(hidden, CONTACT, storedContact, { ...withoutPostcode(storedContact), city: "York" });
    expect(stored).toEqual({ ...storedContact, city: "York" });

    const shownAgain = evaluatePage(configWith(), CONTACT, { record: { sections: { [CONTACT]: stored } }, today: TODAY, role: "Student" });
    expect(shownAgain.answers.postcode).toBe("LS1 1AA");
  });

  it("keeps an answer to a question this version does not have (a rollback to before it was added)", () => {
    const older = configWith((c) => {
      delete c.forms[CONTACT].fields.postcode;
      delete c.schemas["checklist/contact-and-address"].properties.postcode;
    });
    const stored = saveOf(older, CONTACT, storedContact, { ...withoutPostcode(storedContact), city: "York" });
    expect(stored.postcode).toBe("LS1 1AA");
    expect(stored.city).toBe("York");
  });

  it("never takes a value sent for a question configuration hides: the stored one stays", () => {
    const hidden = configWith((c) => (c.forms[CONTACT].fields.postcode.visible = false));
    expect(saveOf(hidden, CONTACT, storedContact, { ...storedContact, postcode: "EVIL 1" }).postcode).toBe("LS1 1AA");
    expect(saveOf(hidden, CONTACT, withoutPostcode(storedContact), { ...storedContact, postcode: "EVIL 1" })).not.toHaveProperty("postcode");
  });
});

describe("a save still removes what the person removed", () => {
  it("removes the follow-up answers after the person answers No", () => {
    const stored = { hasDocument: true, dateOfIssue: "2022-03-27", validUntil: "2025-03-27" };
    expect(saveOf(configWith(), BRP, stored, { hasDocument: false })).toEqual({ hasDocument: false });
  });

  it("removes an answer the person cleared", () => {
    expect(saveOf(configWith(), CONTACT, storedContact, { ...storedContact, postcode: "  " })).toEqual(withoutPostcode(storedContact));
  });

  it("removes the follow-ups a person hid even when configuration hides them too afterwards", () => {
    // The follow-up was shown to the person before this submission, so their "No" is what hid it.
    const stored = { hasDocument: true, dateOfIssue: "2022-03-27", validUntil: "2025-03-27" };
    const saved = saveOf(configWith(), BRP, stored, { hasDocument: false });
    expect(saveOf(configWith((c) => (c.forms[BRP].fields.dateOfIssue.visible = false)), BRP, saved, { hasDocument: true, validUntil: "2025-03-27" })).toEqual({ hasDocument: true, validUntil: "2025-03-27" });
  });
});

describe("pages opened without a submission", () => {
  it("show no dormant answer as storable: only a save carries them", () => {
    const hidden = configWith((c) => (c.forms[CONTACT].fields.postcode.visible = false));
    const page = evaluatePage(hidden, CONTACT, { record: { sections: { [CONTACT]: storedContact } }, today: TODAY, role: "Student" });
    expect(page.storable).not.toHaveProperty("postcode");
  });
});
