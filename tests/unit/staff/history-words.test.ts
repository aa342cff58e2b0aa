// A history entry in the configuration's words (issue 39; decision 0056), on the default
// configuration: each change named by its question, its values as the page shows them, the
// entry's own codes as labels, and what nothing names left out rather than shown by its key.
import { beforeAll, describe, expect, it } from "vitest";
import type { PreparedConfig } from "../../../rules";
import type { CourseSetting } from "../../../schemas/generated/tenant-config";
import { defaultConfig } from "../../../server/cli/config-source";
import { changeWords, detailWords, reasonWords } from "../../../server/staff/history-words";

let config: PreparedConfig;
beforeAll(async () => {
  config = await defaultConfig();
});

const context = { entity: "offers", documentTypes: new Map([["upload-1", "passport"]]) };

describe("a change in words", () => {
  it("names an offer's answers by their questions, money as pounds, a course by its name, and leaves calculated totals out", () => {
    const course = { id: "NBU-101", name: "BSc Computer Science" };
    const withCourse = config.withCourses([course as unknown as CourseSetting]);
    const words = changeWords(withCourse, "section.save", {
      section: "offer-details",
      changes: [
        { path: "courseId", from: null, to: course.id },
        { path: "fee", from: "16500.00", to: "17000" },
        { path: "feePence", from: 1650000, to: 1700000 },
        { path: "requirementTemplates", from: null, to: ["CV", "Passport"] },
      ],
    }, context);
    expect(words).toEqual([
      { field: "Course", from: "", to: course.name },
      { field: "Tuition fee", from: "£16,500.00", to: "£17,000.00" },
      { field: "Requirements", from: "", to: "CV; Passport" },
    ]);
  });

  it("splits a group given at once into its answers: a choice's label, an amount, a date, yes or no", () => {
    const words = changeWords(config, "section.save", {
      section: "payment",
      changes: [
        { path: "paymentMethod", from: "SLCFunding", to: "Sponsorship" },
        { path: "sponsorshipDetail", from: null, to: { sponsorType: "YourGovernment", isSponsorOrgMultinational: true } },
        { path: "depositDetail", from: { depositAmount: "5000.50", paymentDate: "2026-11-20" }, to: null },
      ],
    }, context);
    expect(words).toEqual([
      { field: "How will you pay your deposit or fees?", from: "Student Loans Company funding", to: "Sponsorship" },
      { field: "Type of sponsor", from: "", to: "Your government" },
      { field: "Is the sponsor a multinational organisation?", from: "", to: "Yes" },
      { field: "Amount paid", from: "£5,000.50", to: "" },
      { field: "Date of payment", from: "20 November 2026", to: "" },
    ]);
  });

  it("names a record's own field as the record-fields list does, its values by the configuration's lists", () => {
    const words = changeWords(config, "import.row", { changes: [{ path: "stage", from: "Not-Triggered", to: "Post-Deposit" }, { path: "feePence", from: null, to: 100 }] }, { ...context, entity: "students" });
    expect(words).toHaveLength(1);
    expect(words[0].field).toBe("CAS stage");
    expect(words[0].from).not.toBe("Not-Triggered");
  });

  it("keeps the words a change was given when it was made (an offer's version)", () => {
    expect(changeWords(config, "offer.version", { changes: [{ path: "Tuition fee", label: "Tuition fee", from: "£1.00", to: "£2.00" }] }, context)).toEqual([{ field: "Tuition fee", from: "£1.00", to: "£2.00" }]);
  });
});

describe("an entry's details and reason in words", () => {
  it("gives a status change's statuses and a review's decision and document by their labels", () => {
    expect(detailWords(config, "offer.status", { from: "Draft", to: "Conditional", notified: "no" }, context)).toMatchObject({ from: "Draft", to: "Conditional", notified: "No" });
    expect(detailWords(config, "document.review", { document: "scan-001.pdf", status: "REJECTED", upload: "upload-1" }, context)).toMatchObject({ status: "Rejected", document: expect.not.stringContaining("scan-001") });
    expect(detailWords(config, "section.save", { section: "offer-details" }, context).section).toBe(config.formTitle("offer-details"));
  });

  it("says an offer's closure reason in the status form's words, and a typed reason as typed", () => {
    expect(reasonWords(config, "stage.move", "Deposit checked")).toBe("Deposit checked");
    expect(reasonWords(config, "stage.move", "  ")).toBeNull();
  });
});
