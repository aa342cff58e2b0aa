// The checklist's pure rules: page order and visibility, derived answers, which documents apply
// and their states, task statuses with Receive CAS locked until the earlier tasks are complete.
import { beforeAll, describe, expect, it } from "vitest";
import checklist from "../../../tenant-configs/_defaults/checklist.json";
import documents from "../../../tenant-configs/_defaults/documents.json";
import tasks from "../../../tenant-configs/_defaults/checklist-tasks.json";
import { acknowledgementAfterClose, applicableDocuments, documentStatus, documentsOf, isDocumentDone } from "../../../rules/checklist/documents";
import { checklistCompletion, checklistPages, nextPage } from "../../../rules/checklist/navigation";
import { checklistTasks, documentsTaskStatus, receiveCasStatus } from "../../../rules/checklist/tasks";
import type { ChecklistDefinition, DocumentsDefinition, TasksDefinition } from "../../../rules/checklist/types";
import { applyDerived } from "../../../rules/forms/derived";
import { isPageVisible } from "../../../rules/forms/page-visibility";
import { evaluate, type FormDefinition, type TaskStatus } from "../../../rules";
import { preparedConfig } from "../../../server/cli/config-source";
import type { PreparedConfig } from "../../../server/tenant-config/prepared";

const definition = checklist as unknown as ChecklistDefinition;
const context = { today: "2026-11-22", role: "Student", settings: {} as Record<string, unknown>, application: {} };
let northbridge: PreparedConfig;

beforeAll(async () => {
  northbridge = await preparedConfig("northbridge");
});

describe("page visibility (a form's top-level visible)", () => {
  const form = (visible?: unknown) => ({ id: "p", schema: {}, fields: {}, ...(visible === undefined ? {} : { visible }) }) as FormDefinition;

  it("is true without a condition, follows a boolean, and evaluates JSON-Logic over settings and the record", () => {
    expect(isPageVisible(form(), {}, context)).toBe(true);
    expect(isPageVisible(form(false), {}, context)).toBe(false);
    const bySetting = form({ "==": [{ var: "settings.checklist.showOfferEvidence" }, true] });
    expect(isPageVisible(bySetting, {}, context)).toBe(false);
    expect(isPageVisible(bySetting, {}, { ...context, settings: { checklist: { showOfferEvidence: true } } })).toBe(true);
  });

  it("hides Evidence Used to Obtain Offer by default (002 §2.1)", () => {
    expect(isPageVisible(northbridge.form("offer-evidence").definition, {}, { ...context, settings: northbridge.rules.settings })).toBe(false);
  });
});

describe("the pages in order", () => {
  const all = () => true;

  it("starts with the consent page, counts the course step, and ends with the finance page", () => {
    const pages = checklistPages(definition, all, all).map((page) => page.formId);
    expect(pages[0]).toBe("processing-of-information");
    expect(pages.indexOf("course-details")).toBe(pages.indexOf("student-number-and-course") + 1);
    expect(pages.at(-1)).toBe("source-of-funds");
    // Section 1 has eleven pages (the course step is a step of Student Number and Course).
    expect(checklistPages(definition, all, all).filter((page) => page.sectionId === "personal-information" && !page.stepOf)).toHaveLength(11);
  });

  it("skips hidden pages and disabled sections", () => {
    const pages = checklistPages(
      definition,
      (condition) => Boolean(evaluate(condition, { sections: { historySection: "inactive" } })),
      (formId) => formId !== "offer-evidence",
    ).map((page) => page.formId);
    expect(pages).not.toContain("offer-evidence");
    expect(pages).not.toContain("prior-study-and-travel");
    expect(pages).toContain("your-responsibilities");
  });

  it("goes to the next page, and to none after the last", () => {
    const pages = checklistPages(definition, all, (formId) => formId !== "offer-evidence");
    expect(nextPage(pages, "course-details")?.formId).toBe("english-test");
    expect(nextPage(pages, "source-of-funds")).toBeNull();
  });

  it("is complete when every page is saved without errors, and says which are missing", () => {
    expect(checklistCompletion([{ formId: "a", saved: true, errorCount: 0 }])).toEqual({ complete: true, missing: [], started: true });
    expect(checklistCompletion([{ formId: "a", saved: true, errorCount: 1 }, { formId: "b", saved: false, errorCount: 0 }])).toEqual({ complete: false, missing: ["a", "b"], started: true });
  });
});

describe("derived answers", () => {
  it("fills the fee after scholarship on the course step, never below zero, and removes it without a fee", () => {
    const course = northbridge.form("course-details").definition;
    expect(applyDerived(course, { courseFee: 16500, courseScholarshipAmount1: 2000 }, context).courseFeeAfterScholarship).toBe(14500);
    expect(applyDerived(course, { courseFee: 1000, courseScholarshipAmount1: 2000 }, context).courseFeeAfterScholarship).toBe(0);
    expect(applyDerived(course, { courseFeeAfterScholarship: 5 }, context)).not.toHaveProperty("courseFeeAfterScholarship");
  });
});

describe("documents", () => {
  const config = documents as unknown as DocumentsDefinition;

  it("flattens groups into keys that name their area", () => {
    const keys = documentsOf(config, ["generalDocuments"]).map((ref) => ref.key);
    expect(keys).toContain("generalDocuments.studentVisas.studentVisa");
    expect(keys).toContain("generalDocuments.passport");
  });

  it("asks for the TB certificate from nationals of listed countries and for previous-study documents after UK study", () => {
    const keysFor = (student: Record<string, unknown>) => applicableDocuments(config, ["generalDocuments"], student).map((ref) => ref.key);
    expect(keysFor({ nationality: "Indian", sections: {} })).toContain("generalDocuments.tbTest");
    expect(keysFor({ nationality: "French", sections: {} })).not.toContain("generalDocuments.tbTest");
    expect(keysFor({ sections: { "prior-study-and-travel": { hasStudiedInUK: true } } })).toContain("generalDocuments.studentVisas.cas");
  });

  it("is done when uploaded, marked Done by its dialog, or acknowledged", () => {
    const [passport] = documentsOf(config, ["generalDocuments"]).filter((ref) => ref.key === "generalDocuments.passport");
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
  const definition = tasks as unknown as TasksDefinition;
  const scope = { sections: (documents as { sections: Record<string, unknown> }).sections, settings: {}, student: {} };
  const run = (statuses: Record<string, TaskStatus>) => Object.fromEntries(checklistTasks(definition, scope, (task) => statuses[task.id] ?? "Todo").map((row) => [row.id, row]));

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
    const rows = checklistTasks(definition, { ...scope, sections: { ...scope.sections, finDocSection: "inactive" } }, (task) =>
      task.id === "receiveCas" ? "Waiting" : "Complete",
    );
    expect(rows.map((row) => row.id)).not.toContain("financialDocuments");
    expect(rows.find((row) => row.id === "receiveCas")?.status).toBe("Waiting");
  });

  it("Receive CAS is done once the CAS is issued", () => {
    expect(receiveCasStatus("CAS Issued")).toBe("Complete");
    expect(receiveCasStatus("Ready for CAS")).toBe("Waiting");
  });
});
