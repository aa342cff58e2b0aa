// The stage picker (001 §2; issue 17 item 2; decision 0819): which stages are listed and how they
// are named for a pathway student and for one not on a pathway, and what a move writes for the
// CAS tracker (002 §4.4).
import { beforeAll, describe, expect, it } from "vitest";
import type { PreparedConfig } from "../../../rules";
import { checkStageMove, stageChoices, stageMoveFields } from "../../../rules/cas/stage-move";
import { defaultConfig } from "../../../server/cli/config-source";

let config: PreparedConfig;
beforeAll(async () => {
  config = await defaultConfig();
});

describe("the stages listed", () => {
  it.each([
    ["not on a pathway", {}, { hasUniReview: false, readyLabel: "Uni Processing" }],
    ["on a pathway", { pathway: "Foundation" }, { hasUniReview: true, readyLabel: "Ready for CAS" }],
  ])("for a student %s", (_name, student, expected) => {
    const choices = stageChoices(config, student);
    expect(choices.some((choice) => choice.label === "Uni Review")).toBe(expected.hasUniReview);
    expect(choices.find((choice) => choice.stage === "Ready for CAS")?.label).toBe(expected.readyLabel);
    expect(choices.map((choice) => choice.stage)).toEqual(expect.arrayContaining(["Pre-Deposit", "Post-Deposit", "CAS Issued", "Visa Issued", "Visa Refused", "Deferred", "Closed Lost"]));
  });
});

describe("a move", () => {
  it.each([
    [{ stage: "Post-Deposit" }, "Ready for CAS", null],
    [{ stage: "Post-Deposit" }, "Post-Deposit", "The student is at Post-Deposit already"],
    [{ stage: "Post-Deposit" }, "Pathway Review", "Uni Review is not a stage this student can be moved to"],
    [{ stage: "Post-Deposit", pathway: "Foundation" }, "Pathway Review", null],
    [{ stage: "Post-Deposit" }, "Somewhere", "Somewhere is not a stage this student can be moved to"],
  ])("of %o to %s", (student, to, message) => {
    const check = checkStageMove(config, student, to);
    expect(check.ok ? null : check.message).toBe(message);
  });

  it("writes the stage and when, and the moments the tracker reads", () => {
    const at = "2026-11-22T10:00:00.000Z";
    expect(stageMoveFields("Ready for CAS", at)).toEqual({ stage: "Ready for CAS", stageUpdatedAt: at, "stagesEnteredAt.Ready for CAS": at, "casTracker.casStatusUpdatedAt": at, "casTracker.readyForCASUpdatedAt": at });
    expect(stageMoveFields("Deferred", at)).toEqual({ stage: "Deferred", stageUpdatedAt: at, "stagesEnteredAt.Deferred": at, "casTracker.casStatusUpdatedAt": at });
  });
});
