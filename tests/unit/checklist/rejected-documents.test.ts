// A document the university rejected (issue 17 item 4; decision 0821): the student's document
// is Rejected until they upload another, and so is its task, so they find the reason.
import { describe, expect, it } from "vitest";
import { documentStatus } from "../../../rules/checklist/documents";
import { documentsTaskStatus } from "../../../rules/checklist/tasks";

describe("a document's status", () => {
  it.each([
    [0, 0, "AWAITING"],
    [1, 0, "UPLOADED_OK"],
    [1, 1, "REJECTED"],
    [2, 1, "UPLOADED_OK"],
  ])("with %s files, %s rejected, is %s", (files, rejected, status) => {
    expect(documentStatus({ infoOnly: false }, undefined, files, rejected)).toBe(status);
  });
});

describe("a documents task", () => {
  it("is Rejected while one of its documents is, whether required or not", () => {
    expect(documentsTaskStatus([{ required: true, status: "UPLOADED_OK" }, { required: false, status: "REJECTED" }])).toBe("Rejected");
    expect(documentsTaskStatus([{ required: true, status: "UPLOADED_OK" }, { required: false, status: "AWAITING" }])).toBe("Complete");
    expect(documentsTaskStatus([{ required: true, status: "AWAITING" }])).toBe("InProgress");
  });
});
