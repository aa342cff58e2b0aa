// The views each audience reads (issue 36 item 3; decision 0015): one function per record kind,
// each from an allow-list of fields per audience. The university's own fields (internal notes,
// closure reasons, assessors' notes, import conflicts, who reviewed a document, where it is
// stored) reach staff only; a field no list names reaches no one.
import { beforeAll, describe, expect, it } from "vitest";
import { evaluatePage, withoutHiddenAnswers, type PreparedConfig } from "../../../rules";
import { ROLES, scopeFor } from "../../../server/auth/permissions";
import { defaultConfig } from "../../../server/cli/config-source";
import { formPageOf } from "../../../server/forms/page";
import type { EntityRecord, UploadRecord } from "../../../server/repositories";
import { compileAllowList, pickAllowed } from "../../../server/views/allow-list";
import {
  AUDIENCES,
  AUDIENCE_OF_ROLE,
  applicationView,
  audienceOf,
  casRecordView,
  documentView,
  historyEntryView,
  offerRecordView,
  personView,
  readableMessageAudiences,
  visibleDocuments,
  type Audience,
} from "../../../server/views";

const OUTSIDE: readonly Audience[] = ["agent", "partner", "applicant"];
const stamp = { tenant: "northbridge", _version: 3, createdAt: "2026-11-01T09:00:00.000Z", updatedAt: "2026-11-20T09:00:00.000Z" };

describe("picking allowed fields", () => {
  const record = {
    status: "Conditional",
    note: "internal",
    payment: { method: "Deposit", internalNote: "internal" },
    conditions: [
      { id: "Passport", noteText: "internal" },
      { id: "CV", noteText: "internal" },
    ],
    documents: { passport: { status: "APPROVED", by: "staff-1" }, cv: { status: "REJECTED", by: "staff-2" } },
  };

  it("keeps named fields, fields inside objects, a field of every item and of every key, and nothing else", () => {
    const picked = pickAllowed(record, compileAllowList(["status", "payment.method", "conditions[].id", "documents.*.status"]));
    expect(picked).toEqual({
      status: "Conditional",
      payment: { method: "Deposit" },
      conditions: [{ id: "Passport" }, { id: "CV" }],
      documents: { passport: { status: "APPROVED" }, cv: { status: "REJECTED" } },
    });
  });

  it("keeps a whole field when the list names it, as a copy", () => {
    const picked = pickAllowed(record, compileAllowList(["payment", "payment.method"]));
    expect(picked).toEqual({ payment: record.payment });
    expect(picked.payment).not.toBe(record.payment);
  });

  it("leaves out a field of the wrong shape (a list where an object is named)", () => {
    expect(pickAllowed({ payment: ["x"], conditions: { id: "x" } }, compileAllowList(["payment.method", "conditions[].id"]))).toEqual({});
  });

  it("leaves out an object none of whose named fields is there", () => {
    expect(pickAllowed(record, compileAllowList(["status", "payment.reference"]))).toEqual({ status: "Conditional" });
  });
});

describe("audiences", () => {
  it("gives every role one, staff only to roles that read every record of their university", () => {
    for (const role of ROLES) {
      const audience = audienceOf({ role });
      expect(AUDIENCES).toContain(audience);
      const tenantWide = ["offer", "student", "document"].every((entity) => ["tenant", "any"].includes(scopeFor({ role, tenant: role === "Admin" ? null : "northbridge" }, "read", entity) ?? ""));
      expect(audience === "staff", role).toBe(tenantWide);
    }
  });

  it("puts agents and agencies with agents, partners and immigration providers with partners, applicants and students with the person", () => {
    expect([AUDIENCE_OF_ROLE.Agent, AUDIENCE_OF_ROLE.AgencyAdmin]).toEqual(["agent", "agent"]);
    expect([AUDIENCE_OF_ROLE.Partner, AUDIENCE_OF_ROLE.ImmigrationProvider]).toEqual(["partner", "partner"]);
    expect([AUDIENCE_OF_ROLE.Applicant, AUDIENCE_OF_ROLE.Student, AUDIENCE_OF_ROLE.TempApplicant]).toEqual(["applicant", "applicant", "applicant"]);
  });
});

describe("an offer", () => {
  const offer: EntityRecord = {
    _id: "offer-1",
    ...stamp,
    status: "Rejected",
    conditionType: "Conditional",
    courseName: "MSc Data Science",
    intakeId: "2027-09",
    paymentStatus: "Review",
    givenName: "Amara",
    courses: [{ fee: 1650000, feeTotal: 1650000, scholarships: [] }],
    bannerText: { startText: "Welcome", endText: "Bye" },
    statusReason: "FraudulentApplication",
    statusInternalNote: "Checked with the agent by phone",
    conditions: [{ requirementId: "Passport", requirementText: "Passport", status: "Exempt", conditionText: "Your passport", noteText: "Seen at interview" }],
    sections: { "payment-review": { status: "Review", statusInternalNote: "Bank letter looks edited" } },
    payment: { statusInternalNote: "Bank letter looks edited" },
    tags: ["compliance"],
    email: "amara@example.com",
  };

  it("reaches staff with its internal note, closure reason and the assessor's note", () => {
    const view = offerRecordView("staff", offer);
    expect(view).toMatchObject({ statusReason: "FraudulentApplication", statusInternalNote: "Checked with the agent by phone" });
    expect(view.conditions).toEqual([{ requirementId: "Passport", requirementText: "Passport", status: "Exempt", conditionText: "Your passport", noteText: "Seen at interview" }]);
  });

  it("reaches agents, partners and the applicant without them, nor the payment review, tags or anything unlisted", () => {
    for (const audience of OUTSIDE) {
      const view = offerRecordView(audience, offer);
      expect(view, audience).toMatchObject({ _id: "offer-1", status: "Rejected", courseName: "MSc Data Science", paymentStatus: "Review" });
      expect(view.conditions, audience).toEqual([{ requirementId: "Passport", requirementText: "Passport", status: "Exempt", conditionText: "Your passport" }]);
      for (const field of ["statusReason", "statusInternalNote", "sections", "payment", "tags", "email", "_version", "tenant"]) expect(view, `${audience}: ${field}`).not.toHaveProperty(field);
    }
  });

  it("gives the applicant their letter's parts (greeting, fees, the university's words), and agents and partners not", () => {
    expect(offerRecordView("applicant", offer)).toMatchObject({ givenName: "Amara", courses: offer.courses, bannerText: offer.bannerText });
    for (const audience of ["agent", "partner"] as const) for (const field of ["givenName", "courses", "bannerText"]) expect(offerRecordView(audience, offer)).not.toHaveProperty(field);
  });
});

describe("a CAS record", () => {
  const student: EntityRecord = {
    _id: "student-1",
    ...stamp,
    stage: "CAS Issued",
    casStatus: "Issued",
    casTracker: { casNumber: "E4G7H2J9K1L3M5N8", isTasksComplete: true },
    visaStatus: "Applied",
    importConflicts: { nationality: { imported: "Indian", current: "Chinese" } },
    riskRating: "HIGH",
    tags: ["compliance"],
    assignedStaffId: "staff-1",
    sections: { "passport-details": { passportNumber: "A12345678" } },
  };

  it("reaches every audience as its stage and statuses only", () => {
    for (const audience of AUDIENCES) {
      expect(casRecordView(audience, student), audience).toEqual({ _id: "student-1", stage: "CAS Issued", casStatus: "Issued", casTracker: { casNumber: "E4G7H2J9K1L3M5N8" }, visaStatus: "Applied" });
    }
  });
});

describe("an application", () => {
  it("reaches every audience as its status, course and when it changed", () => {
    const application: EntityRecord = { _id: "application-1", ...stamp, applicationStatus: "SUBMITTED", courseName: "MSc Data Science", tags: ["x"], sections: { identity: { givenName: "Amara" } } };
    for (const audience of AUDIENCES) expect(applicationView(audience, application)).toEqual({ id: "application-1", status: "SUBMITTED", course: "MSc Data Science", updatedAt: stamp.updatedAt });
  });
});

describe("a document", () => {
  const upload = (over: Partial<UploadRecord>): UploadRecord => ({
    _id: "upload-1", tenant: "northbridge", _version: 1, ownerId: "person-1", recordKind: "offers", recordId: "offer-1", documentType: "passport", originalName: "passport.pdf",
    storageKey: "secret-key", size: 1200, mimeType: "application/pdf", status: "UPLOADED_OK", uploadedBy: "person-1", createdAt: "2026-11-20T09:00:00.000Z", ...over,
  });

  it("kept to staff (STAFF_ONLY) is shown to staff and the person, not to agents or partners", () => {
    const kept = upload({ userAccess: "STAFF_ONLY" });
    expect(AUDIENCES.filter((audience) => documentView(audience, kept) !== null)).toEqual(["staff", "applicant"]);
    expect(visibleDocuments("agent", [kept, upload({ _id: "upload-2" })]).map((entry) => entry._id)).toEqual(["upload-2"]);
  });

  it("for the agent too (AGENT_ONLY) is not shown to partners", () => {
    expect(AUDIENCES.filter((audience) => documentView(audience, upload({ userAccess: "AGENT_ONLY" })) !== null)).toEqual(["staff", "agent", "applicant"]);
  });

  it("never carries where it is stored or who reviewed it; a rejection carries the reason the person reads", () => {
    const rejected = upload({ review: { status: "REJECTED", reason: "Not readable", at: "2026-11-21T09:00:00.000Z", by: "staff-1" } });
    for (const audience of AUDIENCES) {
      const view = documentView(audience, rejected);
      expect(view, audience).toEqual({ id: "upload-1", name: "passport.pdf", size: 1200, type: "application/pdf", url: "/uploads/upload-1", rejection: "Not readable", documentType: "passport", createdAt: "2026-11-20T09:00:00.000Z", reviewStatus: "REJECTED" });
      expect(JSON.stringify(view)).not.toMatch(/secret-key|staff-1/);
    }
  });
});

describe("a record's history", () => {
  const byStaff = (action: string, details: Record<string, unknown>) => ({ action, details, madeByStaff: true });

  it("reaches staff whole", () => {
    const details = { from: "Conditional", to: "Rejected", reason: "FraudulentApplication", notified: "no" };
    expect(historyEntryView("staff", byStaff("offer.status", details))).toEqual(details);
    expect(historyEntryView("staff", byStaff("automation.run", { automation: "Chase deposit" }))).toEqual({ automation: "Chase deposit" });
  });

  it("reaches outside audiences without reasons, and without the university's own actions", () => {
    for (const audience of OUTSIDE) {
      expect(historyEntryView(audience, byStaff("offer.status", { from: "Conditional", to: "Rejected", reason: "FraudulentApplication", notified: "no" }))).toEqual({ from: "Conditional", to: "Rejected" });
      expect(historyEntryView(audience, byStaff("stage.move", { from: "CAS Issued", to: "Visa Applied", reason: "Called the student" }))).toEqual({ from: "CAS Issued", to: "Visa Applied" });
      for (const action of ["payment.review", "document.review", "automation.run", "student.tags", "import.conflict", "list.export", "something.new"]) {
        expect(historyEntryView(audience, byStaff(action, { reason: "x" })), `${audience}: ${action}`).toBeNull();
      }
    }
  });

  it("shows outside audiences the values of a change only when someone outside the university made it", () => {
    const changes = [{ path: "proofOfPayment.statusInternalNote", from: "", to: "Looks edited" }];
    expect(historyEntryView("agent", byStaff("section.save", { section: "proof-of-payment", changes }))).toEqual({ section: "proof-of-payment" });
    expect(historyEntryView("agent", { action: "section.save", details: { section: "identity", changes }, madeByStaff: false })).toEqual({ section: "identity", changes });
    expect(historyEntryView("agent", byStaff("requirement.update", { requirement: "Passport", changes }))).toEqual({ requirement: "Passport" });
  });
});

describe("the person", () => {
  it("names the member of staff looking after them to staff only", () => {
    const person = { id: "p1", name: "Amara Okafor", email: "amara@example.com", nationality: "Nigerian", studentNumber: null, dob: "1999-04-12", feeStatus: "OVERSEAS", agent: "Ade Agent", assignedTo: "Umar Staff" };
    expect(personView("staff", person)).toEqual(person);
    for (const audience of OUTSIDE) expect(personView(audience, person)).toEqual({ ...person, assignedTo: null });
  });
});

describe("a conversation's messages", () => {
  const access = [
    { key: "student", label: "Student", side: "team" as const, internal: false },
    { key: "internal", label: "Internal note", side: "team" as const, internal: true },
  ];

  it("keeps internal notes to staff, whatever the university's conversations area gives a role", () => {
    expect(readableMessageAudiences("staff", access).map((audience) => audience.key)).toEqual(["student", "internal"]);
    for (const audience of OUTSIDE) expect(readableMessageAudiences(audience, access).map((entry) => entry.key)).toEqual(["student"]);
  });
});

describe("a form page", () => {
  let config: PreparedConfig;
  beforeAll(async () => {
    config = await defaultConfig();
  });
  const offer = { _id: "offer-1", status: "Conditional", sections: { "proof-of-payment": { proofOfPayment: { fileName: "receipt.pdf", status: "Review", statusInternalNote: "Bank letter looks edited" } } } };
  const proofPage = (role: string) => formPageOf(evaluatePage(config, "proof-of-payment", { record: offer, today: "2026-11-22", role }), { showErrors: false });

  it("carries no value of a field the form hides from the viewer's role (the internal note on the proof of payment)", () => {
    expect(proofPage("Applicant").formData).toEqual({ proofOfPayment: { fileName: "receipt.pdf" } });
    expect(JSON.stringify(proofPage("Agent"))).not.toContain("Bank letter looks edited");
  });

  it("carries it to staff, who see the field", () => {
    expect(proofPage("Uni").formData).toEqual({ proofOfPayment: { fileName: "receipt.pdf", status: "Review", statusInternalNote: "Bank letter looks edited" } });
  });

  it("leaves answers to visible fields as they were, the ones the rules would reject included", () => {
    const evaluation = evaluatePage(config, "proof-of-payment", { record: offer, data: { proofOfPayment: { fileName: "receipt.exe" } }, today: "2026-11-22", role: "Applicant" });
    expect(withoutHiddenAnswers(evaluation.states, evaluation.answers)).toEqual({ proofOfPayment: { fileName: "receipt.exe" } });
  });
});
