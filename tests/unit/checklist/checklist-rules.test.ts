// The checklist's pure rules: page order and visibility, derived answers, which documents apply
// and their states, task statuses with Receive CAS locked until the earlier tasks are complete.
// Everything runs on a compiled configuration, the way the pages use it.
import { beforeAll, describe, expect, it } from "vitest";
import { compileConfiguration, type PreparedConfig, type TaskStatus } from "../../../rules";
import { acknowledgementAfterClose, applicableDocuments, documentStatus, isDocumentDone } from "../../../rules/checklist/documents";
import { checklistCompletion, checklistPages } from "../../../rules/checklist/navigation";
import type { StudentView } from "../../../rules/checklist/student-view";
import { documentsTaskStatus, receiveCasStatus, taskRows } from "../../../rules/checklist/tasks";
import { taskScope } from "../../../rules/checklist/student-view";
import { applyDerived } from "../../../rules/forms/derived";
import { isPageVisible } from "../../../rules/forms/page-visibility";
import { composedConfigs, preparedConfig } from "../../../server/cli/config-source";

const context = { today: "2026-11-22", role: "Student", settings: {} as Record<string, unknown>, application: {} };
let northbridge: PreparedConfig;
let document: Record<string, unknown>;

beforeAll(async () => {
  northbridge = await preparedConfig("northbridge");
  [{ config: document }] = await composedConfigs("northbridge");
});

/** The configuration with one area changed, compiled as publishing would. */
function withArea(area: string, change: (value: any) => unknown): PreparedConfig { // any: the test edits plain JSON
  const copy = structuredClone(document) as Record<string, unknown>;
  copy[area] = change(copy[area]);
  return compileConfiguration(copy);
}

const view = (config: PreparedConfig, student: Record<string, unknown> = {}): StudentView => ({ config, student, today: "2026-11-22", role: "Student" });

describe("page visibility (a form's top-level visible)", () => {
  const withVisible = (visible: unknown) => withArea("forms", (forms) => ({ ...forms, whatsapp: { ...forms.whatsapp, visible } })).form("whatsapp");

  it("is true without a condition, follows a boolean, and evaluates JSON-Logic over settings and the record", () => {
    expect(isPageVisible(northbridge.form("whatsapp"), {}, context)).toBe(true);
    expect(isPageVisible(withVisible(false), {}, context)).toBe(false);
    const bySetting = withVisible({ "==": [{ var: "settings.checklist.showOfferEvidence" }, true] });
    expect(isPageVisible(bySetting, {}, context)).toBe(false);
    expect(isPageVisible(bySetting, {}, { ...context, settings: { checklist: { showOfferEvidence: true } } })).toBe(true);
  });

  it("hides Evidence Used to Obtain Offer by default (002 §2.1)", () => {
    expect(isPageVisible(northbridge.form("offer-evidence"), {}, { ...context, settings: northbridge.settings as unknown as Record<string, unknown> })).toBe(false);
  });
});

describe("the pages in order", () => {
  it("starts with the consent page, counts the course step, and ends with the finance page", () => {
    const pages = checklistPages(view(northbridge)).map((page) => page.formId);
    expect(pages[0]).toBe("processing-of-information");
    expect(pages.indexOf("course-details")).toBe(pages.indexOf("student-number-and-course") + 1);
    expect(pages.indexOf("english-test")).toBe(pages.indexOf("course-details") + 1);
    expect(pages.at(-1)).toBe("source-of-funds");
    // Section 1 has ten pages shown (the course step is a step; Evidence Used to Obtain Offer is hidden).
    expect(checklistPages(view(northbridge)).filter((page) => page.sectionId === "personal-information" && !page.stepOf)).toHaveLength(10);
  });

  it("skips hidden pages and disabled sections", () => {
    const config = withArea("documents", (documents) => ({ ...documents, sections: { ...documents.sections, historySection: "inactive" } }));
    const pages = checklistPages(view(config)).map((page) => page.formId);
    expect(pages).not.toContain("offer-evidence");
    expect(pages).not.toContain("prior-study-and-travel");
    expect(pages).toContain("your-responsibilities");
  });

  it("is complete when every page is saved without errors, and says which are missing", () => {
    expect(checklistCompletion([{ formId: "a", saved: true, errorCount: 0 }])).toEqual({ complete: true, missing: [], started: true });
    expect(checklistCompletion([{ formId: "a", saved: true, errorCount: 1 }, { formId: "b", saved: false, errorCount: 0 }])).toEqual({ complete: false, missing: ["a", "b"], started: true });
  });
});

describe("derived answers", () => {
  it("fills the fee after scholarship on the course step, never below zero, and removes it without a fee", () => {
    const course = northbridge.form("course-details");
    expect(applyDerived(course, { courseFee: 16500, courseScholarshipAmount1: 2000 }, context).courseFeeAfterScholarship).toBe(14500);
    expect(applyDerived(course, { courseFee: 1000, courseScholarshipAmount1: 2000 }, context).courseFeeAfterScholarship).toBe(0);
    expect(applyDerived(course, { courseFeeAfterScholarship: 5 }, context)).not.toHaveProperty("courseFeeAfterScholarship");
  });
});

describe("documents", () => {
  it("flattens groups into keys that name their area", () => {
    const keys = (northbridge.areas.documents.byArea.get("generalDocuments") ?? []).map((ref) => ref.key);
    expect(keys).toContain("generalDocuments.studentVisas.studentVisa");
    expect(keys).toContain("generalDocuments.passport");
  });

  it("asks for the TB certificate from nationals of listed countries and for previous-study documents after UK study", () => {
    const keysFor = (student: Record<string, unknown>) => applicableDocuments(northbridge, ["generalDocuments"], student, "2026-11-22").map((ref) => ref.key);
    expect(keysFor({ nationality: "Indian", sections: {} })).toContain("generalDocuments.tbTest");
    expect(keysFor({ nationality: "French", sections: {} })).not.toContain("generalDocuments.tbTest");
    expect(keysFor({ sections: { "prior-study-and-travel": { hasStudiedInUK: true } } })).toContain("generalDocuments.studentVisas.cas");
  });

  it("is done when uploaded, marked Done by its dialog, or acknowledged", () => {
    const [passport] = (northbridge.areas.documents.byArea.get("generalDocuments") ?? []).filter((ref) => ref.key === "generalDocuments.passport");
    expect(documentStatus(passport, undefined, 0)).toBe("AWAITING");
    expect(documentStatus(passport, undefined, 2)).toBe("UPLOADED_OK");
    expect(documentStatus(passport, { status: "SKIPPED" }, 0)).toBe("SKIPPED");
    const info = { ...passport, infoOnly: true };
    expect(documentStatus(info, undefined, 0)).toBe("INFO_ONLY");
    expect(documentStatus(info, { status: acknowledgementAfterClose(true) }, 0)).toBe("ACKNOWLEDGED");
    expect(documentStatus(info, { status: acknowledgementAfterClose(false) }, 0)).toBe("NOT_ACKNOWLEDGED");
    expect(isDocumentDone("NOT_ACKNOWLEDGED")).toBe(false);
    expect(documentsTaskStatus([{ required: true, status: "UPLOADED_OK" }, { required: false, status: "AWAITING" }])).toBe("Complete");
    expect(documentsTaskStatus([{ required: true, status: "AWAITING" }])).toBe("InProgress");
  });
});

describe("tasks", () => {
  const run = (statuses: Record<string, TaskStatus>, config: PreparedConfig = northbridge) =>
    Object.fromEntries(taskRows(config.areas.tasks, taskScope(view(config)), statuses).map((row) => [row.id, row]));

  it("locks documents, questionnaire and Receive CAS until the checklist is complete", () => {
    const rows = run({ checklist: "InProgress" });
    expect(rows.financialDocuments.status).toBe("Locked");
    expect(rows.preCasQuestionnaire.status).toBe("Locked");
    expect(rows.receiveCas.status).toBe("Locked");
    expect(rows.receiveCas.clickable).toBe(false);
    expect(rows.checklist.clickable).toBe(true);
  });

  it("keeps Receive CAS locked until every earlier task is complete", () => {
    expect(run({ checklist: "Complete", financialDocuments: "Complete", generalDocuments: "InProgress", preCasQuestionnaire: "Complete", receiveCas: "Waiting" }).receiveCas.status).toBe("Locked");
    expect(run({ checklist: "Complete", financialDocuments: "Complete", generalDocuments: "Complete", preCasQuestionnaire: "Complete", receiveCas: "Waiting" }).receiveCas.status).toBe("Waiting");
  });

  it("leaves out a task whose section is inactive, and treats it as None for the locks", () => {
    const config = withArea("documents", (documents) => ({ ...documents, sections: { ...documents.sections, finDocSection: "inactive" } }));
    const rows = run({ checklist: "Complete", generalDocuments: "Complete", preCasQuestionnaire: "Complete", receiveCas: "Waiting" }, config);
    expect(Object.keys(rows)).not.toContain("financialDocuments");
    expect(rows.receiveCas.status).toBe("Waiting");
  });

  it("Receive CAS is done once the CAS is issued", () => {
    expect(receiveCasStatus("CAS Issued")).toBe("Complete");
    expect(receiveCasStatus("Ready for CAS")).toBe("Waiting");
  });
});
