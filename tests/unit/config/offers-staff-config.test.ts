// The staff side's configuration as data (tenant-configs/_defaults): dashboard tabs, CAS
// pipeline tabs and stage picker, reminder schedules, offer requirement templates and document
// slugs, interview questions, roles, import field mapping and upload limits, checked against
// the specs (001 §2, §3, §4, §6, §9; 000 §2) and run through rules/ the way the server does.
import { beforeAll, describe, expect, it } from "vitest";
import { compileReminder, compileTab, evaluate, timeline, toMongoQuery, validateForm, type ReminderSchedule, type TabDefinition } from "../../../rules";
import { defaultConfig } from "../../../server/cli/config-source";
import type { PreparedConfig } from "../../../rules";
import { orderedItems } from "../../../rules/config/keyed-items";

const TODAY = "2026-11-22";
let config: PreparedConfig;
let raw: Record<string, any>;
beforeAll(async () => {
  config = await defaultConfig();
  const document = config.document as unknown as Record<string, any>; // any: the test reads areas as plain JSON
  // The keyed areas (decision 0035) read as their readers see them: lists in their order.
  const cas = document["cas-stages"];
  raw = { ...document, tabs: orderedItems(document.tabs), "cas-stages": { ...cas, stages: orderedItems(cas.stages), tabs: orderedItems(cas.tabs), moveToStages: orderedItems(cas.moveToStages) } };
});

const tabsFor = (tabs: TabDefinition[], role: string) => tabs.filter((tab) => tab.roles.includes(role));

describe("dashboard tabs (001 §2 Staff dashboard tabs, §6)", () => {
  const offer = (status: string) => ({ p_key: "k", uni: "stg", user_id: "u", offer_id: "o", intake_id: "2027-09", application_id: "a", status, email: "a@b.c", known_by: "A" });
  const application = (application_status: string) => ({ p_key: "k", uni: "stg", user_id: "u", application_id: "a", email: "a@b.c", known_by: "A", application_status });
  const labelsOf = (role: string) => [...new Set(tabsFor(raw.tabs, role).map((tab) => tab.label))];
  const rowsIn = (role: string, label: string, rows: Array<{ collection: string; row: unknown }>) => {
    const tabs = tabsFor(raw.tabs, role).filter((tab) => tab.label === label).map((tab) => compileTab(tab));
    return rows.filter(({ collection, row }) => tabs.some((tab) => tab.definition.collection === collection && tab.matches(row)));
  };

  it("every tab compiles and translates to a MongoDB query", () => {
    for (const tab of raw.tabs as TabDefinition[]) expect(() => toMongoQuery(tab.predicate)).not.toThrow();
  });

  it("staff see the full set with Draft; agents, agency admins and partners the same without Draft", () => {
    const full = ["Leads", "Applied", "Draft", "Conditional", "Unconditional", "Completed", "Closed"];
    for (const role of ["UniAdmin", "Uni", "UniLite", "Admin"]) expect(labelsOf(role)).toEqual(full);
    for (const role of ["Agent", "AgencyAdmin", "Partner"]) expect(labelsOf(role)).toEqual(full.filter((label) => label !== "Draft"));
    expect(labelsOf("UniSecure")).toEqual(["Leads", "Applied", "Draft", "Conditional", "Unconditional"]);
    for (const role of ["Enroly", "ImmigrationProvider", "Student", "Applicant", "Unknown"]) expect(labelsOf(role)).toEqual([]);
  });

  it("groups Pipeline and Outcome", () => {
    const groups = Object.fromEntries((raw.tabs as Array<TabDefinition & { group: string }>).map((tab) => [tab.label, tab.group]));
    expect(groups).toEqual({ Leads: "Pipeline", Applied: "Pipeline", Draft: "Pipeline", Conditional: "Pipeline", Unconditional: "Pipeline", Completed: "Outcome", Closed: "Outcome" });
  });

  it("maps tabs to content", () => {
    const all = [
      ...["Applied", "Draft", "Conditional", "Unconditional", "Withdrawn", "Rejected", "Completed"].map((s) => ({ collection: "offers", row: offer(s) })),
      ...["NEW", "InProgress", "Completed", "Submitted", "Rejected", "Withdrawn", "Cancelled"].map((s) => ({ collection: "applications", row: application(s) })),
    ];
    const statuses = (role: string, label: string) => rowsIn(role, label, all).map(({ collection, row }) => `${collection}:${(row as any).status ?? (row as any).application_status}`);
    expect(statuses("Uni", "Leads")).toEqual(["applications:NEW", "applications:InProgress", "applications:Completed"]);
    expect(statuses("Uni", "Applied")).toEqual(["offers:Applied"]);
    expect(statuses("Agent", "Applied")).toEqual(["offers:Applied", "offers:Draft"]);
    expect(statuses("Uni", "Draft")).toEqual(["offers:Draft"]);
    expect(statuses("Partner", "Conditional")).toEqual(["offers:Conditional"]);
    expect(statuses("Uni", "Unconditional")).toEqual(["offers:Unconditional"]);
    expect(statuses("Uni", "Completed")).toEqual(["offers:Completed"]);
    expect(statuses("AgencyAdmin", "Closed")).toEqual(["offers:Withdrawn", "offers:Rejected", "applications:Rejected", "applications:Withdrawn"]);
  });
});

describe("CAS pipeline tabs and stage picker (001 §2, §4, §6)", () => {
  const STAGES = ["Waiting for Intake", "Not-Triggered", "Not Ready", "Pre-Deposit", "Post-Deposit", "Draft CAS", "Pathway Review", "Ready for CAS", "CAS Issued",
    "Visa Issued", "Visa Refused", "Deferred", "Closed Lost", "Closed Other", "Awaiting Info", "Interview", "Compliance Check"];
  const ROLES = ["Admin", "Enroly", "UniAdmin", "Uni", "UniLite", "UniSecure", "Agent", "AgencyAdmin", "Partner", "ImmigrationProvider"];
  const cas = () => raw["cas-stages"] as { stages: Array<{ value: string }>; tabs: Array<TabDefinition & { width: number; notInvited?: boolean; groups?: Array<{ label: string; predicate: unknown }> }>; moveToStages: Array<{ stage: string; label: unknown; visible: unknown }> };
  const tab = (role: string, label: string) => {
    const found = tabsFor(cas().tabs, role).filter((t) => t.label === label);
    expect(found, `${role} ${label}`).toHaveLength(1);
    return found[0];
  };

  it("lists the 17 stages and compiles every tab", () => {
    expect(cas().stages.map((s) => s.value)).toEqual(STAGES);
    for (const t of cas().tabs) {
      expect(t.collection).toBe("students");
      expect(() => compileTab(t)).not.toThrow();
    }
  });

  // The university's staff see the students they imported and have not invited in a tab of their own (decision 0058).
  const UNIVERSITY_STAFF = ["UniAdmin", "Uni", "UniLite", "UniSecure"];

  it("gives each role the stage tabs, Not Triggered and Waiting for Intake to Admin and Enroly only, Not invited to university staff, flagged not invited", () => {
    const base = ["Pre-Deposit", "Post-Deposit", "Ready for CAS", "CAS Issued", "Visa Issued", "Visa Refused", "Deferred", "Closed Lost"];
    for (const role of ROLES) {
      const labels = tabsFor(cas().tabs, role).map((t) => t.label);
      const extra = role === "Admin" || role === "Enroly" ? ["Not Triggered", "Waiting for Intake"] : UNIVERSITY_STAFF.includes(role) ? ["Not invited"] : [];
      expect(labels.sort()).toEqual([...base, ...extra].sort());
    }
    expect(cas().tabs.filter((t) => t.notInvited).map((t) => t.label)).toEqual(["Not Triggered", "Waiting for Intake", "Not invited"]);
  });

  it("shows every stage in exactly one tab of each role (except the not-invited stages outside Admin and Enroly, and Not-Triggered for university staff)", () => {
    for (const role of ROLES) {
      const tabs = tabsFor(cas().tabs, role).map((t) => compileTab(t));
      for (const stage of STAGES) {
        const count = tabs.filter((t) => t.matches({ stage })).length;
        const hidden = !["Admin", "Enroly"].includes(role) && (stage === "Waiting for Intake" || (stage === "Not-Triggered" && !UNIVERSITY_STAFF.includes(role)));
        expect(count, `${role} ${stage}`).toBe(hidden ? 0 : 1);
      }
    }
  });

  it("groups Interview, Compliance Check, Pathway Review and Awaiting Info under Post-Deposit for Partner and ImmigrationProvider", () => {
    for (const role of ["Partner", "ImmigrationProvider"]) {
      const post = tab(role, "Post-Deposit");
      expect(post.groups?.map((g) => g.label)).toEqual(["Post-Deposit", "Interview", "Compliance Check", "Pathway Review", "Awaiting Info"]);
      expect(compileTab(post).matches({ stage: "Pathway Review" })).toBe(true);
    }
  });

  it("uses widths 175, Admin Pre-Deposit and Post-Deposit 155, Not Triggered and Waiting for Intake 107", () => {
    for (const role of ROLES) {
      for (const t of tabsFor(cas().tabs, role)) {
        const expected = t.notInvited ? 107 : role === "Admin" && ["Pre-Deposit", "Post-Deposit"].includes(t.label) ? 155 : 175;
        expect(t.width, `${role} ${t.label}`).toBe(expected);
      }
    }
  });

  it("shows the deposit date only on Pre-Deposit (never for Enroly) and on the not-invited tabs", () => {
    for (const role of ROLES) {
      for (const t of tabsFor(cas().tabs, role)) {
        const shows = t.columns.includes("deposit_date");
        const expected = t.notInvited || (t.label === "Pre-Deposit" && role !== "Enroly");
        expect(shows, `${role} ${t.label}`).toBe(expected);
      }
    }
  });

  it("shows agent document counts on pre-CAS tabs to agent and uni-type roles, never to Partner and ImmigrationProvider", () => {
    const preCas = ["Not Triggered", "Waiting for Intake", "Not invited", "Pre-Deposit", "Post-Deposit", "Ready for CAS"];
    for (const role of ROLES) {
      for (const t of tabsFor(cas().tabs, role)) {
        const expected = preCas.includes(t.label) && !["Partner", "ImmigrationProvider"].includes(role);
        expect(t.columns.includes("agent_document_count"), `${role} ${t.label}`).toBe(expected);
      }
    }
  });

  it("offers every stage in the stage picker, relabelling Pathway Review and Ready for CAS by pathway", () => {
    const picker = (student: Record<string, unknown>) =>
      cas().moveToStages.filter((m) => Boolean(evaluate(m.visible as any, student))).map((m) => [m.stage, evaluate(m.label as any, student)]);
    expect(cas().moveToStages.map((m) => m.stage).sort()).toEqual([...STAGES].sort());
    const pathway = Object.fromEntries(picker({ stage: "Post-Deposit", pathway: true }));
    expect(pathway["Pathway Review"]).toBe("Uni Review");
    expect(pathway["Ready for CAS"]).toBe("Ready for CAS");
    const direct = Object.fromEntries(picker({ stage: "Post-Deposit", pathway: false }));
    expect(direct["Pathway Review"]).toBeUndefined();
    expect(direct["Ready for CAS"]).toBe("Uni Processing");
    expect(Object.keys(direct)).toHaveLength(16);
  });
});

describe("reminder schedules (001 §9)", () => {
  const KEYS = ["welcome", "casBypassWelcome", "studentDetails", "history", "finance", "outstandingDocuments", "followUpDocuments", "preCasInterview", "interviews",
    "passport", "deposit", "visa1", "visa1Late", "visa2", "visa2Late", "arrival1", "arrival2", "arrival3", "arrival4", "newInterviews", "readyForCas", "deferral",
    "verify", "registerInterest", "startApplication", "continueApplication", "submitApplication", "updateProgrammeChoices", "acceptOffer", "satisfyOfferCondition", "confirmPayment"];
  const schedules = () => raw.reminders as Record<string, ReminderSchedule>;
  const timing = (key: string) => ({ offsets: schedules()[key].offsets, repeatEvery: schedules()[key].repeatEvery ?? null });

  it("has exactly the schedules of the table, each compiling", () => {
    expect(Object.keys(schedules())).toEqual(KEYS);
    for (const key of KEYS) expect(() => compileReminder(schedules()[key])).not.toThrow();
  });

  it("times each schedule as the table says", () => {
    const expected: Record<string, [number[], number | null]> = {
      welcome: [[7], 7], casBypassWelcome: [[7], 7],
      ...Object.fromEntries(["studentDetails", "history", "finance", "outstandingDocuments", "followUpDocuments", "preCasInterview", "interviews"].map((k) => [k, [[4], 7]])),
      passport: [[], null], deposit: [[], null], visa1: [[2], 7], visa1Late: [[2], 7], visa2: [[7], 7], visa2Late: [[7], 7],
      arrival1: [[1], 7], arrival2: [[7], 7], arrival3: [[7], null], arrival4: [[1], null], newInterviews: [[1], null], readyForCas: [[1], null], deferral: [[1], null],
      verify: [[2, 4, 8, 13], null], registerInterest: [[2, 7, 14, 30], null], startApplication: [[2, 7, 14, 30], 30], continueApplication: [[2, 7, 14, 30], 30],
      submitApplication: [[2, 7, 14, 30], 30], updateProgrammeChoices: [[2, 7, 14, 30], null], acceptOffer: [[2, 7], 7], satisfyOfferCondition: [[2, 7], 7], confirmPayment: [[2, 7], 7],
    };
    for (const key of KEYS) expect([timing(key).offsets, timing(key).repeatEvery], key).toEqual(expected[key]);
    expect(timeline(timing("welcome"), 60)).toEqual([7, 14, 21, 28, 35, 42, 49, 56]);
    expect(timeline(timing("startApplication"), 100)).toEqual([2, 7, 14, 30, 60, 90]);
    expect(timeline(timing("registerInterest"), 100)).toEqual([2, 7, 14, 30]);
    expect(timeline(timing("acceptOffer"), 30)).toEqual([2, 7, 14, 21, 28]);
  });

  it("welcome starts when the student is invited and stops when the checklist is complete or the student is closed", () => {
    const welcome = compileReminder(schedules().welcome);
    const invited = { stage: "Pre-Deposit", invitedAt: "2026-11-01T09:00:00Z", tasks: { checklist: "InProgress" } };
    expect(welcome.active({ stage: "Pre-Deposit" })).toBe(false);
    expect(welcome.active(invited)).toBe(true);
    expect(welcome.active({ ...invited, casBypass: true })).toBe(false);
    expect(welcome.active({ ...invited, tasks: { checklist: "Complete" } })).toBe(false);
    expect(welcome.active({ ...invited, stage: "Closed Lost" })).toBe(false);
    expect(compileReminder(schedules().casBypassWelcome).active({ ...invited, casBypass: true })).toBe(true);
  });

  it("chases visas, offers and applications on the right records", () => {
    const visa1 = compileReminder(schedules().visa1);
    const visa1Late = compileReminder(schedules().visa1Late);
    const issued = { stage: "CAS Issued", visaStatus: "CAS received", casStatusUpdatedAt: "2026-11-20" };
    expect([visa1.active(issued), visa1Late.active(issued)]).toEqual([true, false]);
    expect([visa1.active({ ...issued, casIssuedLate: true }), visa1Late.active({ ...issued, casIssuedLate: true })]).toEqual([false, true]);
    expect(visa1.active({ ...issued, visaStatus: "Visa applied" })).toBe(false);
    const accept = compileReminder(schedules().acceptOffer);
    expect(accept.active({ status: "Conditional", lastIssuedAt: "2026-11-20T10:00:00Z" })).toBe(true);
    expect(accept.active({ status: "Conditional", applicantStatus: "Accepted" })).toBe(false);
    const pay = compileReminder(schedules().confirmPayment);
    expect(pay.active({ status: "Unconditional", applicantStatus: "Accepted" })).toBe(true);
    expect(pay.active({ status: "Unconditional", applicantStatus: "Accepted", paymentStatus: "Review" })).toBe(false);
    const start = compileReminder(schedules().startApplication);
    const interest = compileReminder(schedules().registerInterest);
    expect([start.active({ applicationStatus: "NEW" }), interest.active({ applicationStatus: "NEW" })]).toEqual([true, false]);
    expect([start.active({ applicationStatus: "NEW", interestRegisteredAt: "2026-11-01" }), interest.active({ applicationStatus: "NEW", interestRegisteredAt: "2026-11-01" })]).toEqual([false, true]);
  });

  it("keeps triggers and stops within what a database query can express", () => {
    for (const key of KEYS) {
      expect(() => toMongoQuery(schedules()[key].trigger), key).not.toThrow();
      if (schedules()[key].stop !== undefined) expect(() => toMongoQuery(schedules()[key].stop), key).not.toThrow();
    }
  });
});

describe("offer requirement templates and condition document slugs (001 §3, 000 §2)", () => {
  const TEMPLATES = ["Passport", "PhotoID", "AcademicResults", "AcademicCertificate", "AcademicTranscript", "EnglishLanguageResults", "EnglishLanguageCertificate", "CV",
    "ProofOfManagerialExperience", "ProofOfAddress", "ProofOfImmigrationStatus", "LetterOfRecommendation", "PersonalStatement", "Portfolio", "ProofOfNameChange", "NameAffidavit", "BirthCert"];
  const SLUGS = ["passport", "photo-id", "academic-results", "academic-certificate", "academic-transcript", "english-language-results", "english-language-certificate",
    "proof-of-managerial-experience", "proof-of-address", "proof-of-name-change", "name-affidavit", "birth-cert", "cv", "proof-of-immigration-status",
    "letter-of-recommendation", "personal-statement", "portfolio"];
  const DOCUMENT_TYPES = () => (raw.schemas["offers/offer"] as any).$defs.documentType.enum as string[];

  it("has every template, all enabled except Portfolio, all at the level condition", () => {
    const templates = raw["offer-requirement-templates"] as Record<string, { enabled: boolean; level: string; slug: string; documentType: string }>;
    expect(Object.keys(templates)).toEqual(TEMPLATES);
    for (const [id, template] of Object.entries(templates)) {
      expect(template.enabled, id).toBe(id !== "Portfolio");
      expect(template.level).toBe("condition");
      expect(SLUGS).toContain(template.slug);
      expect(DOCUMENT_TYPES()).toContain(template.documentType);
    }
  });

  it("maps every condition page slug to a document type, with a custom requirement fallback", () => {
    const map = raw["offer-documents"] as { form: string; documents: Record<string, { documentType: string }>; custom: { documentType: string } };
    for (const slug of SLUGS) expect(DOCUMENT_TYPES(), slug).toContain(map.documents[slug]?.documentType);
    expect(map.documents["birth-certificate"].documentType).toBe("birthCert");
    expect(map.custom.documentType).toBe("customRequirement");
    expect(config.hasForm(map.form)).toBe(true);
  });
});

describe("interview questions (001 §3, §9)", () => {
  it("has 10 standard and 13 trap questions with the default timings, valid for the interview-settings form", () => {
    // Keyed by id, asked in their order (decision 0093).
    type Question = { id: string; order: number; questionType: string; duration: number; retakes: number; thinkingTime: number; question: string };
    const questions = orderedItems((raw["interview-questions"] as { questions: Record<string, Question> }).questions);
    const standard = questions.filter((q) => q.questionType === "Standard");
    expect(standard).toHaveLength(10);
    expect(questions.filter((q) => q.questionType === "Trap")).toHaveLength(13);
    for (const q of questions) expect([q.duration, q.retakes]).toEqual([30, 0]);
    const work = standard.findIndex((q) => /work ambitions/i.test(q.question));
    expect(work).toBeGreaterThan(0);
    expect(standard.map((q) => q.thinkingTime)).toEqual(standard.map((_, i) => (i === 0 ? 30 : i === work ? 60 : 45)));
    expect(questions.filter((q) => q.questionType === "Trap").every((q) => q.thinkingTime === 45)).toBe(true);
    const { errors } = validateForm(config.form("interview-settings"), { questions: questions.map(({ id: _id, order: _order, ...q }) => q) }, { today: TODAY, role: "UniAdmin", settings: config.settings as unknown as Record<string, unknown> });
    expect(errors).toEqual([]);
  });
});

describe("roles, import field mapping, uploads, settings", () => {
  it("lists every role with staff access levels for university staff", () => {
    const roles = raw.roles as { roles: Record<string, { accessLevels?: string[] }>; accessLevels: Record<string, unknown> };
    expect(Object.keys(roles.roles).sort()).toEqual(
      ["Admin", "UniAdmin", "Uni", "UniSecure", "UniLite", "Agent", "Enroly", "AgencyAdmin", "Partner", "ImmigrationProvider", "Unknown", "Student", "Applicant", "TempApplicant"].sort(),
    );
    expect(Object.keys(roles.accessLevels)).toEqual(["Admissions", "CAS process", "Full access"]);
    for (const role of ["UniAdmin", "Uni", "UniSecure", "UniLite"]) expect(roles.roles[role].accessLevels?.length).toBeGreaterThan(0);
  });

  it("marks the mandatory and disabled import fields of 001 §3 and defaults an unknown offer to \"1\"", () => {
    const { entries } = raw["import-field-mapping"] as { entries: Record<string, { setupLevel: string; defaultValue?: unknown; validationType: string; format: string }> };
    const level = (name: string) => Object.keys(entries).filter((field) => entries[field].setupLevel === name).sort();
    expect(level("Mandatory")).toEqual(["courseFeePaidToDate", "dob", "email", "familyName", "givenName", "intakeId", "isPSEnglish", "offerId", "offers_courses_end_date",
      "offers_courses_fee", "offers_courses_start_date", "offers_courses_title", "studentNo"]);
    expect(level("Disabled")).toEqual(["admissionsOffice", "offers_courses_accepted", "offers_courses_faculty", "otherName"]);
    expect(entries.offerId.defaultValue).toBe("1");
    const formats = Object.keys((raw["import-field-mapping"] as any).formats);
    for (const [field, entry] of Object.entries(entries)) {
      expect(["STRING", "DATE", "BOOLEAN", "NUMBER"], field).toContain(entry.validationType);
      expect(formats, field).toContain(entry.format);
    }
    // Both are three-letter codes in the university's file; a nationality is stored as the adjective (decision 0825).
    expect(entries.countryOfBirth.format).toBe("country:alpha3");
    expect(entries.nationality.format).toBe("nationality:alpha3");
  });

  it("keeps the upload limits as data", () => {
    expect(raw.uploads).toMatchObject({ extensions: ["pdf", "jpg", "jpeg", "png", "gif", "bmp"], maxFileSizeMb: 5, minFileSizeBytes: 1, maxFiles: 20, legacyMaxFiles: 3, overlayFadeMs: 200, animationTickMs: 350 });
  });

  it("has the default university settings of 001 §3", () => {
    const s = raw.settings;
    expect(s).toMatchObject({ universityCode: "STG", teamName: "CAS team", defaultIntake: "all", configName: "defaultConf", offerEnabled: true, scholarships: [],
      documentDownloads: { enabled: true, errorMessage: "" }, offerLetter: { heading: "{conditionType} offer to study {courseName} starting {intakeIdLabel}", signedBy: "Admissions Team" } });
    for (const key of ["licenceNumber", "schoolName", "address", "city", "postcode"]) expect(typeof s.sponsor[key]).toBe("string");
    for (const key of ["enabled", "studentNumberEnabled", "partialApplyJourney"]) expect(typeof s.apply[key]).toBe("boolean");
  });
});
