// The application's section statuses (000 §2: Unknown, To do, Done, Ready, Locked, Requested;
// issue 16 item 6; decision 0818): one case per status, then the task list as the applicant sees
// it at Pennine, whose final confirmation waits on the terms and conditions.
import { beforeAll, describe, expect, it } from "vitest";
import { TASK_BADGE_KEYS, applicationTaskGroups, type PreparedConfig } from "../../../rules";
import { sectionTaskStatus } from "../../../rules/tasks/task-status";
import { preparedConfig } from "../../../server/cli/config-source";
import fixture from "../../fixtures/complete-application.json";

describe("a section's status", () => {
  const base = { locked: false, lockable: false, saved: false, errorCount: 0, requested: false };
  it.each([
    ["To do: never saved", base, "InProgress", "To do"],
    ["Done: saved and every rule holds", { ...base, saved: true }, "Complete", "Done"],
    ["View/Resolve: saved, but a rule no longer holds", { ...base, saved: true, errorCount: 2 }, "InError", "View/Resolve"],
    ["Locked: waits on another section", { ...base, lockable: true, locked: true }, "Locked", "Locked"],
    ["Ready: was waiting, may now be started", { ...base, lockable: true }, "Ready", "Ready"],
    ["Requested: the university rejected a document on it", { ...base, saved: true, requested: true }, "Requested", "Requested"],
    ["Unknown: its answers cannot be worked out", { ...base, saved: true, errorCount: null }, "Unknown", "Unknown"],
  ] as const)("%s", async (_case, input, status, badge) => {
    expect(sectionTaskStatus(input)).toBe(status);
    const config = await preparedConfig("pennine");
    expect(config.text(TASK_BADGE_KEYS[status])).toBe(badge);
  });
});

describe("Pennine's task list", () => {
  let config: PreparedConfig;
  beforeAll(async () => {
    config = await preparedConfig("pennine");
  });
  const options = { today: "2026-11-22", role: "Applicant" };
  const statusOf = (record: Record<string, unknown>, formId: string, extra: object = {}) =>
    applicationTaskGroups(config, "application", record, { ...options, ...extra })
      .flatMap((group) => group.rows)
      .find((row) => row.formId === formId)?.status;
  const sections = fixture.sections as Record<string, unknown>;

  it("keeps the final confirmation Locked until the terms are agreed, then Ready, then Done", () => {
    const { ["terms-conditions"]: _terms, ["accuracy-of-data"]: _accuracy, ...rest } = sections;
    expect(statusOf({ sections: rest }, "accuracy-of-data")).toBe("Locked");
    expect(statusOf({ sections: { ...rest, "terms-conditions": sections["terms-conditions"] } }, "accuracy-of-data")).toBe("Ready");
    expect(statusOf({ sections }, "accuracy-of-data")).toBe("Complete");
  });

  it("says Requested on the section whose document the university rejected", () => {
    expect(statusOf({ sections }, "identity", { rejectedDocumentTypes: new Set(["passport"]) })).toBe("Requested");
    expect(statusOf({ sections }, "identity", { rejectedDocumentTypes: new Set(["cv"]) })).toBe("Complete");
  });

  it("says Unknown for a section whose stored answers are not answers at all, and lists the rest as they are", () => {
    const broken = { sections: { ...sections, identity: "imported: see passport scan" } };
    expect(statusOf(broken, "identity")).toBe("Unknown");
    expect(statusOf(broken, "referral")).toBe("Complete");
  });
});
