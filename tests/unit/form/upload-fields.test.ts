// An upload question posted without JavaScript (issue 40 item 9, decision 0069): the form's upload
// questions are found by its render plan (path, control name, document type), and the answer the
// server gives one is the reference the upload control gives it with JavaScript.
import { beforeAll, describe, expect, it } from "vitest";
import type { PreparedConfig } from "../../../rules";
import { documentReferenceOf, uploadQuestionsOf, withAnswerAt } from "../../../rules/forms/upload-fields";
import { defaultConfig } from "../../../server/cli/config-source";

let config: PreparedConfig;
beforeAll(async () => {
  config = await defaultConfig();
});

describe("a form's upload questions", () => {
  it("are named by their path, the control name the file input posts under and their document type", () => {
    expect(uploadQuestionsOf(config.form("identity").renderPlan)).toEqual([
      { path: "passportDocument", controlName: "root_passportDocument", documentType: "passport" },
      { path: "idDocument", controlName: "root_idDocument", documentType: "photoId" },
    ]);
  });

  it("inside a list, are one for each item the answers hold", () => {
    const plan = config.form("education-history").renderPlan;
    expect(uploadQuestionsOf(plan).map((question) => question.path)).toEqual(["latestEntry.academicTranscriptDocument"]);
    expect(uploadQuestionsOf(plan, { previousEntries: [{ qualification: "A" }, { qualification: "B" }] })).toEqual([
      { path: "latestEntry.academicTranscriptDocument", controlName: "root_latestEntry_academicTranscriptDocument", documentType: "academicTranscript" },
      { path: "previousEntries.0.academicTranscriptDocument", controlName: "root_previousEntries_0_academicTranscriptDocument", documentType: "academicTranscript" },
      { path: "previousEntries.1.academicTranscriptDocument", controlName: "root_previousEntries_1_academicTranscriptDocument", documentType: "academicTranscript" },
    ]);
  });

  it("are none on a form without one", () => {
    expect(uploadQuestionsOf(config.form("referral").renderPlan)).toEqual([]);
  });
});

describe("the answer an upload question holds", () => {
  it("is the reference to the files stored, the first file's id its key", () => {
    expect(documentReferenceOf([{ id: "u1", name: "front.pdf", url: "/uploads/u1" }, { id: "u2", name: "back.pdf", url: "/uploads/u2" }])).toEqual({
      sKey: "u1",
      s3Keys: ["u1", "u2"],
      urls: ["/uploads/u1", "/uploads/u2"],
      linkText: "front.pdf, back.pdf",
    });
  });

  it("is none when no file is stored, so the rules ask for one", () => {
    expect(documentReferenceOf([])).toBeUndefined();
  });

  it("is set at its path, its parent made as needed, or taken away", () => {
    expect(withAnswerAt({ a: 1 }, "passport.scan", "x")).toEqual({ a: 1, passport: { scan: "x" } });
    expect(withAnswerAt({ a: 1, passport: { no: "A1" } }, "passport.scan", "x")).toEqual({ a: 1, passport: { no: "A1", scan: "x" } });
    expect(withAnswerAt({ a: 1, scan: "old" }, "scan", undefined)).toEqual({ a: 1 });
    expect(withAnswerAt({ list: [{ n: 1 }, { n: 2 }] }, "list.1.scan", "x")).toEqual({ list: [{ n: 1 }, { n: 2, scan: "x" }] });
  });
});
