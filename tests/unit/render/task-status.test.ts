import { describe, expect, it } from "vitest";
import { canOpenTask, formTaskStatus, TASK_BADGE_KEYS } from "../../../rules/tasks/task-status";

describe("form task status", () => {
  it("is 'To do' until saved, 'Done' when the saved answers pass and 'View/Resolve' when they no longer do", () => {
    expect(formTaskStatus({ locked: false, saved: false, errorCount: 0 })).toBe("InProgress");
    expect(formTaskStatus({ locked: false, saved: true, errorCount: 0 })).toBe("Complete");
    expect(formTaskStatus({ locked: false, saved: true, errorCount: 2 })).toBe("InError");
    expect(formTaskStatus({ locked: true, saved: true, errorCount: 0 })).toBe("Locked");
    expect(TASK_BADGE_KEYS.InError).toBe("tasks.status.inError");
  });

  it("keeps Todo and Locked rows closed unless forced", () => {
    expect(canOpenTask("Locked")).toBe(false);
    expect(canOpenTask("Todo")).toBe(false);
    expect(canOpenTask("Locked", true)).toBe(true);
    expect(canOpenTask("InError")).toBe(true);
    expect(canOpenTask("Complete")).toBe(true);
  });
});
