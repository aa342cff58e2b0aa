// The reminders whose start the product now records where the action happens (decision 0030):
// on the demo data with a pinned clock, each is brought about by the action a person takes (the
// checklist's last save, the interview form asking for an interview, stage moves, a CAS recorded
// as issued late, an arrival recorded, an import making an account, a save completing an
// application), is queued on the days 001 §9 gives from that moment, and stops once its stop
// condition holds (the questionnaire answered, the interview passed, the visa applied for, the
// first password set, the application submitted, the place deferred) or after its single send.
// Each simulated day runs the reminder sweep as the scheduler does.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fixture from "../../fixtures/complete-application.json";
import { sectionData } from "../../../rules";
import { statusAfterSave, statusChangeFields } from "../../../rules/applications/submission";
import { addDays } from "../../../rules/dates/add-days";
import { submitOpenedApplication } from "../../../server/applications/submit-application";
import type { AccountRecord } from "../../../server/auth/accounts";
import { toSignedInUser } from "../../../server/auth/guards";
import type { SignedInUser } from "../../../server/auth/permissions";
import { completeReset, requestReset } from "../../../server/auth/reset";
import { bulkMove, casVisaForm, enrolmentForm } from "../../../server/cas/stage-move";
import { interviewForm } from "../../../server/cas/interview";
import { noteTasksComplete } from "../../../server/checklist/tracker";
import { readEnv } from "../../../server/config/env";
import { importCsv } from "../../../server/import/import-rows";
import { outboxCollection } from "../../../server/messaging";
import { TENANT_CONFIGS_DIR } from "../../../server/paths";
import { savePage, viewOf } from "../../../server/records/record-page";
import type { EntityRecord } from "../../../server/repositories";
import type { ReminderClaim } from "../../../server/reminders/sweep";
import { reminderSubject } from "../../../server/reminders/reminder-subject";
import { sweepTenant } from "../../../server/reminders/sweep";
import { changesOf } from "../../../server/records/write-path";
import { requestForm } from "../../../server/staff/requests";
import { saveUpload } from "../../../server/uploads/uploads";
import { uploadLimits } from "../../../server/uploads/limits";
import { answeredRequestFields, type StaffRequestKind } from "../../../rules/records/staff-requests";
import { seed } from "../../../server/seed";
import { createServices, type Services } from "../../../server/services";
import { testRecords } from "../../support/records";

const TENANT = "northbridge";
const START = "2026-11-23";
const CLOSED = ["Closed Lost", "Closed Other", "Deferred", "Visa Refused"];
const QUESTIONNAIRE = ["questionnaire-1", "questionnaire-2", "questionnaire-3", "questionnaire-4"];
const VISA_APPLIED_OR_LATER = ["Visa applied", "Awaiting visa response", "UKVI request more info", "Visa received", "Visa refusal", "Intends to defer", "Intends to withdraw"];
/** A complete application's answers: all but the last section are given before day 0, the last on day 0. */
const APPLICATION = fixture.sections as Record<string, Record<string, unknown>>;
const LAST_SECTION = Object.keys(APPLICATION)[Object.keys(APPLICATION).length - 1];
const day = (n: number) => addDays(START, n);
/** Actions happen in the morning of a day; the sweep runs at noon. */
const morningOf = (n: number) => new Date(`${day(n)}T09:00:00.000Z`);
const noonOf = (n: number) => new Date(`${day(n)}T12:00:00.000Z`);

let root: string;
let services: Services;
let now = morningOf(0);
let staff: SignedInUser;

const student = async (id: string) => (await services.repositories.students.findById(TENANT, id)) as EntityRecord;
const opened = async (collection: "students" | "applications", record: EntityRecord, user: SignedInUser = staff) => viewOf(services, user, collection, record);

/** Runs the sweep of each day up to and including `last`, from the day after the last one run. */
let swept = -1;
async function sweepThrough(last: number): Promise<void> {
  for (let n = swept + 1; n <= last; n++) {
    now = noonOf(n);
    await sweepTenant(services, TENANT, now);
  }
  swept = last;
}

/** The days (from START) each reminder was queued for a record. */
async function queuedDays(recordId: string, key: string): Promise<number[]> {
  const claims = (await services.repositories.reminders.find(TENANT, { recordId, key })) as ReminderClaim[];
  const start = Date.parse(`${START}T00:00:00.000Z`);
  return claims.map((claim) => Math.round((Date.parse(`${claim.sendDate}T00:00:00.000Z`) - start) / 86_400_000)).sort((a, b) => a - b);
}

// The people of the timeline, chosen from the demo data before day 0.
const ids = { checklist: "", interview: "", stages: "", late: "", arrived: "", imported: "", bypass: "", application: "", applicant: "" };
/** The checklist student's questionnaire answers, taken away before day 0 and given again on day 13. */
let questionnaire: Record<string, unknown> = {};
const IMPORTED_EMAIL = "verify.me@import.example";

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "cas-reminder-inputs-"));
  services = await createServices(readEnv({ DATA_DIR: root, LOG_LEVEL: "silent", NODE_ENV: "test", PUBLIC_URL: "https://cas.example.ac.uk" }), { clock: () => now });
  await seed(services, { configRoot: TENANT_CONFIGS_DIR, demo: true });
  // Several reminders go to one person some days: the daily limit is not what this test is about.
  const current = await services.configs.current(TENANT);
  const config = structuredClone(current.config) as Record<string, Record<string, unknown>>;
  delete config["reminder-delivery"].maxPerPersonPerDay;
  await services.configs.publish(TENANT, config, { by: "test", note: "no daily limit for the test", basedOn: current.version });
  const admin = await services.repositories.users.findByEmailForSignIn(`uniadmin@${TENANT}.example.ac.uk`);
  staff = toSignedInUser(admin as AccountRecord);

  const open = { stage: { $nin: CLOSED }, casBypass: { $ne: true } };
  const complete = await services.repositories.students.find(TENANT, { ...open, "casTracker.isTasksComplete": true, checklistCompletedAt: { $exists: false } }, { sort: { studentNo: 1 } });
  const others = await services.repositories.students.find(TENANT, { ...open, "casTracker.isTasksComplete": { $ne: true }, interviewBookingStatus: { $exists: false }, visaStatus: { $nin: VISA_APPLIED_OR_LATER } }, { sort: { studentNo: 1 } });
  ids.checklist = complete[0]._id;
  ids.interview = others[0]._id;
  ids.stages = others[1]._id;
  ids.late = others[2]._id;
  ids.arrived = others[3]._id;
  // An application the applicant is still filling in, with every section but one answered.
  const application = (await services.repositories.applications.findOne(TENANT, { email: `applicant2@${TENANT}.example.ac.uk` })) as EntityRecord;
  ids.application = application._id;
  const answered = Object.fromEntries(Object.entries(APPLICATION).filter(([form]) => form !== LAST_SECTION).map(([form, data]) => [`sections.${form}`, data]));
  await testRecords(services).applications.update(TENANT, ids.application, { $set: { ...answered, applicationStatus: "InProgress" } });
  // The checklist student's documents and questionnaire are still to do (their checklist itself is complete).
  const record = await student(ids.checklist);
  questionnaire = Object.fromEntries(QUESTIONNAIRE.map((form) => [`sections.${form}`, sectionData(record, form)]));
  await testRecords(services).students.update(TENANT, ids.checklist, { $unset: Object.fromEntries(QUESTIONNAIRE.map((form) => [`sections.${form}`, ""])) });
  await testRecords(services).uploads.deleteWhere(TENANT, { ownerId: { $in: [record._id, String(record.userId)] } });
}, 120_000);

afterAll(async () => {
  await services?.store.close();
  await rm(root, { recursive: true, force: true });
});

describe("reminders counted from what the product records (decision 0030)", () => {
  it("day 0: each action records the moment its reminders count from", async () => {
    now = morningOf(0);
    const at = now.toISOString();
    // The checklist's save path: the checklist is complete, so when is remembered, once.
    await noteTasksComplete(services, await opened("students", await student(ids.checklist)));
    expect((await student(ids.checklist)).checklistCompletedAt).toBe(at);

    // Staff ask for an interview with the interview form.
    const interview = interviewForm(services, await opened("students", await student(ids.interview)));
    await interview.save({ ...interview.start, bookingStatus: "Requested" }, (await student(ids.interview))._version);
    expect((await student(ids.interview)).interviewsRequestedAt).toBe(at);

    // Staff move a student to Ready for CAS.
    const [moved] = await bulkMove(services, staff, TENANT, (await services.configs.current(TENANT)).prepared, [ids.stages], "Ready for CAS", "Checks done");
    expect(moved.moved).toBe(true);
    expect((await student(ids.stages)).stageUpdatedAt).toBe(at);

    // Staff record a CAS issued close to the course start: the student is moved to CAS Issued.
    const late = await student(ids.late);
    const lateForm = casVisaForm(services, await opened("students", late));
    await lateForm.save({ ...lateForm.start, casNumber: "E4G8HJ9K2L3M4N", casIssuedDate: day(0), casIssuedLate: true }, late._version);
    expect([(await student(ids.late)).stage, (await student(ids.late)).casIssuedLate]).toEqual(["CAS Issued", true]);

    // Staff record that a student has arrived.
    const coming = await student(ids.arrived);
    const arrival = enrolmentForm(services, await opened("students", coming));
    await arrival.save({ ...arrival.start, arrivalStatus: "Arrived" }, coming._version);
    expect((await student(ids.arrived)).travel).toEqual(expect.objectContaining({ arrivedAt: at }));

    // The import makes a new student and their account, who has not signed in yet.
    // The second goes straight to the CAS tasks (the university's casBypass column).
    const header = "studentNo,email,familyName,givenName,dob,intakeId,offerId,nationality,withAgent,agentName,offers_courses_title,offers_courses_start_date,offers_courses_end_date,offers_courses_fee,courseFeePaidToDate,isPSEnglish,casBypass";
    const row = `S7770001,${IMPORTED_EMAIL},Verify,Vera,2005-01-05,2027-09,OFF-777,IND,false,,MSc Data Science,2027-09-20,2028-09-19,21500,0,false,false`;
    const bypassRow = "S7770002,straight.to.cas@import.example,Bypass,Bea,2005-02-05,2027-09,OFF-778,IND,false,,MSc Data Science,2027-09-20,2028-09-19,21500,0,false,true";
    const summary = await importCsv(services, TENANT, Readable.from([`${header}\n${row}\n${bypassRow}\n`]), { dryRun: false, source: "CSV", by: "test" });
    expect(summary.created).toBe(2);
    const bypass = (await services.repositories.students.findOne(TENANT, { studentNo: "S7770002" })) as EntityRecord;
    ids.bypass = bypass._id;
    expect(bypass.casBypass).toBe(true);
    const imported = (await services.repositories.students.findOne(TENANT, { studentNo: "S7770001" })) as EntityRecord;
    ids.imported = imported._id;
    expect([imported.userStatus, imported.invitedAt]).toEqual(["NEW", at]);

    // The applicant saves the last section of their application (as the section page does): it is Completed.
    const application = (await services.repositories.applications.findById(TENANT, ids.application)) as EntityRecord;
    const applicant = toSignedInUser((await services.repositories.users.findByIdForSession(String(application.userId))) as AccountRecord);
    const page = await opened("applications", application, applicant);
    const after = { ...application, sections: { ...(application.sections as Record<string, unknown>), [LAST_SECTION]: APPLICATION[LAST_SECTION] } };
    const status = statusAfterSave(page.config, after, { today: page.today, role: applicant.role });
    await savePage(services, page, LAST_SECTION, APPLICATION[LAST_SECTION], application._version, statusChangeFields(application, status, at));
    const saved = (await services.repositories.applications.findById(TENANT, ids.application)) as EntityRecord;
    expect([saved.applicationStatus, saved.applicationStatusUpdatedAt]).toEqual(["Completed", at]);
    ids.applicant = applicant.id;
  });

  it("days 1 to 3: the first sends fall on the table's days from those moments", async () => {
    await sweepThrough(2);
    expect(await queuedDays(ids.interview, "newInterviews")).toEqual([1]);
    expect(await queuedDays(ids.stages, "readyForCas")).toEqual([1]);
    expect(await queuedDays(ids.imported, "verify")).toEqual([2]);
    expect(await queuedDays(ids.application, "submitApplication")).toEqual([2]);
    expect(await queuedDays(ids.application, "continueApplication")).toEqual([]);
    expect(await queuedDays(ids.late, "visa1Late")).toEqual([2]);
    expect(await queuedDays(ids.arrived, "arrival4")).toEqual([1]);
    // Day 3: the student is issued their CAS.
    now = morningOf(3);
    const [moved] = await bulkMove(services, staff, TENANT, (await services.configs.current(TENANT)).prepared, [ids.stages], "CAS Issued", "CAS assigned");
    expect(moved.moved).toBe(true);
  });

  it("days 4 to 12: repeats follow the schedule while nothing stops them", async () => {
    await sweepThrough(12);
    expect(await queuedDays(ids.checklist, "outstandingDocuments")).toEqual([4, 11]);
    expect(await queuedDays(ids.checklist, "preCasInterview")).toEqual([4, 11]);
    expect(await queuedDays(ids.interview, "interviews")).toEqual([4, 11]);
    expect(await queuedDays(ids.stages, "visa1")).toEqual([5, 12]);
    expect(await queuedDays(ids.imported, "verify")).toEqual([2, 4, 8]);
    expect(await queuedDays(ids.application, "submitApplication")).toEqual([2, 7]);
    expect(await queuedDays(ids.late, "visa1Late")).toEqual([2, 9]);
    expect(await queuedDays(ids.arrived, "arrival3")).toEqual([7]);
    expect(await queuedDays(ids.bypass, "casBypassWelcome")).toEqual([7]);
    expect(await queuedDays(ids.bypass, "welcome")).toEqual([]);
    expect(await queuedDays(ids.imported, "welcome")).toEqual([7]);
  });

  it("day 13: each stop condition comes about through the product's own action", async () => {
    now = morningOf(13);
    // The questionnaire is answered (its pages as they were).
    await testRecords(services).students.update(TENANT, ids.checklist, { $set: questionnaire });
    // The interview is booked and passed.
    const interviewed = await student(ids.interview);
    const interview = interviewForm(services, await opened("students", interviewed));
    await interview.save({ ...interview.start, bookingStatus: "Booked", result: "PASSED", score: 8 }, interviewed._version);
    expect((await student(ids.interview)).interviewsRequestedAt).toBe(morningOf(0).toISOString());
    // The visa is applied for, recorded on the CAS and visa form.
    const issued = await student(ids.stages);
    const casVisa = casVisaForm(services, await opened("students", issued));
    await casVisa.save({ ...casVisa.start, visaStatus: "Visa applied" }, issued._version);
    // The student whose CAS came late applies for their visa.
    const lateIssued = await student(ids.late);
    const lateVisa = casVisaForm(services, await opened("students", lateIssued));
    await lateVisa.save({ ...lateVisa.start, visaStatus: "Visa applied" }, lateIssued._version);
    // The student who arrived enrols: when they came is not moved.
    const enrolling = await student(ids.arrived);
    const enrolment = enrolmentForm(services, await opened("students", enrolling));
    await enrolment.save({ ...enrolment.start, arrivalStatus: "Enrolled", enrolledDate: day(13) }, enrolling._version);
    expect((await student(ids.arrived)).travel).toEqual(expect.objectContaining({ arrivedAt: morningOf(0).toISOString() }));
    // The imported student follows their invitation and sets a password.
    expect(await requestReset({ services, clientAddress: "127.0.0.1" }, IMPORTED_EMAIL)).toBe("sent");
    const [mail] = await outboxCollection(services).find({ to: IMPORTED_EMAIL }, { sort: { createdAt: -1 }, limit: 1 });
    const link = new URL(/https?:\/\/\S+resetPassword\?\S+/.exec(String(mail.text))?.[0] ?? "https://none");
    const reset = await completeReset({ services, clientAddress: "127.0.0.1" }, link.searchParams.get("username") ?? "", link.searchParams.get("code") ?? "", "A-long-new-password-1", "A-long-new-password-1");
    expect(reset.kind).toBe("ok");
    expect((await student(ids.imported)).userStatus).toBe("CONFIRMED");
    // The application is submitted.
    const application = (await services.repositories.applications.findById(TENANT, ids.application)) as EntityRecord;
    const applicant = toSignedInUser((await services.repositories.users.findByIdForSession(ids.applicant)) as AccountRecord);
    const submitted = await submitOpenedApplication(services, await opened("applications", application, applicant), application._version);
    expect(submitted.kind).toBe("submitted");
    // The student who went straight to the CAS tasks does not come: their place is closed.
    const [closed] = await bulkMove(services, staff, TENANT, (await services.configs.current(TENANT)).prepared, [ids.bypass], "Closed Lost", "Did not take up the place");
    expect(closed.moved).toBe(true);
    // The checklist student's place is deferred: the documents reminder stops too.
    const [deferred] = await bulkMove(services, staff, TENANT, (await services.configs.current(TENANT)).prepared, [ids.checklist], "Deferred", "Starts next year");
    expect(deferred.moved).toBe(true);
  });

  it("days 13 to 40: nothing is sent after its stop condition, and the checklist's moment is never moved", async () => {
    await sweepThrough(40);
    expect(await queuedDays(ids.checklist, "outstandingDocuments")).toEqual([4, 11]);
    expect(await queuedDays(ids.checklist, "preCasInterview")).toEqual([4, 11]);
    expect(await queuedDays(ids.interview, "interviews")).toEqual([4, 11]);
    expect(await queuedDays(ids.interview, "newInterviews")).toEqual([1]);
    expect(await queuedDays(ids.stages, "visa1")).toEqual([5, 12]);
    expect(await queuedDays(ids.stages, "readyForCas")).toEqual([1]);
    expect(await queuedDays(ids.imported, "verify")).toEqual([2, 4, 8]);
    expect(await queuedDays(ids.application, "submitApplication")).toEqual([2, 7]);
    // The visa applied for starts the next reminder (visa 2, seven days on).
    expect(await queuedDays(ids.stages, "visa2")).toEqual([20, 27, 34]);
    expect(await queuedDays(ids.stages, "visa2Late")).toEqual([]);
    // The late CAS: only the late versions, the first stopping once the visa is applied for.
    expect(await queuedDays(ids.late, "visa1Late")).toEqual([2, 9]);
    expect(await queuedDays(ids.late, "visa1")).toEqual([]);
    expect(await queuedDays(ids.late, "visa2Late")).toEqual([20, 27, 34]);
    expect(await queuedDays(ids.late, "visa2")).toEqual([]);
    expect(await queuedDays(ids.bypass, "casBypassWelcome")).toEqual([7]);
    // Arrival 4 the day after arriving and arrival 3 a week after, once each.
    expect(await queuedDays(ids.arrived, "arrival4")).toEqual([1]);
    expect(await queuedDays(ids.arrived, "arrival3")).toEqual([7]);
    await noteTasksComplete(services, await opened("students", await student(ids.checklist)));
    expect((await student(ids.checklist)).checklistCompletedAt).toBe(morningOf(0).toISOString());
  });
});

describe("staff requests start the reminders that chase them (decision 0031)", () => {
  const asked = { followUp: "", passport: "", deposit: "", programme: "", programmeUser: "" };
  const ASKED_ON = 41;

  /** Staff ask from the person's record with the request's form, as its page saves it (the page itself: tests/integration/http/staff-requests.test.ts). */
  async function ask(kind: StaffRequestKind, userId: string, note: string, application: string | null = null): Promise<void> {
    const collection = application ? "applications" : "students";
    const record = (application ? await services.repositories.applications.findById(TENANT, application) : await services.repositories.students.findOne(TENANT, { userId })) as EntityRecord;
    const page = await opened(collection, record);
    const definition = page.config.areas.casStages.requests[kind];
    expect(definition).toBeDefined();
    const form = requestForm(services, { opened: page, kind, formId: String(definition?.form) });
    await form.save({ note }, record._version);
  }

  it("day 41: each request records when staff asked, with a change entry naming who and why", async () => {
    await sweepThrough(ASKED_ON - 1);
    now = morningOf(ASKED_ON);
    const config = (await services.configs.current(TENANT)).prepared;
    const taken = new Set(Object.values(ids));
    const open = await services.repositories.students.find(TENANT, { stage: { $nin: CLOSED }, invitedAt: { $exists: true } }, { sort: { studentNo: 1 } });
    const free = open.filter((candidate) => !taken.has(candidate._id));
    // Follow-up documents chase a student whose follow-up documents task is still to do.
    for (const candidate of free) {
      const subject = await reminderSubject(services, config, "students", candidate, day(ASKED_ON));
      const task = (subject.tasks as Record<string, string>).followUpDocuments;
      if (["Todo", "InProgress", "InError", "Rejected"].includes(task)) {
        asked.followUp = candidate._id;
        break;
      }
    }
    expect(asked.followUp).not.toBe("");
    asked.passport = free.find((candidate) => candidate._id !== asked.followUp)?._id ?? "";
    // The deposit is asked of a student in Pre-Deposit (the reminder's trigger): staff move one there first.
    asked.deposit = free.find((candidate) => ![asked.followUp, asked.passport].includes(candidate._id))?._id ?? "";
    const [toDeposit] = await bulkMove(services, staff, TENANT, config, [asked.deposit], "Pre-Deposit", "Offer accepted");
    expect(toDeposit.moved).toBe(true);
    // The applicant whose application was submitted on day 13 is asked to change their choices.
    asked.programme = ids.application;
    asked.programmeUser = ids.applicant;

    await ask("followUpDocuments", String((await student(asked.followUp)).userId), "Send your bank letter again, signed");
    await ask("passportRenewal", String((await student(asked.passport)).userId), "Your passport expires before the course ends");
    await ask("deposit", String((await student(asked.deposit)).userId), "The deposit secures your place");
    await ask("programmeChoices", asked.programmeUser, "The MSc you chose is full", asked.programme);

    const at = now.toISOString();
    expect((await student(asked.followUp)).followUpDocumentsRequestedAt).toBe(at);
    expect([(await student(asked.passport)).passportRenewalRequested, (await student(asked.passport)).passportRenewalRequestedAt]).toEqual([true, at]);
    expect((await student(asked.deposit)).depositRequestedAt).toBe(at);
    const requested = (await services.repositories.applications.findById(TENANT, asked.programme)) as EntityRecord;
    expect([requested.programmeChoicesUpdateRequested, requested.programmeChoicesUpdateRequestedAt]).toEqual([true, at]);
    const entries = await changesOf(services).find({ tenant: TENANT, action: { $in: ["request.followUpDocuments", "request.passportRenewal", "request.deposit", "request.programmeChoices"] } });
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.reason]).sort()).toEqual([
      ["request.deposit", staff.id, "The deposit secures your place"],
      ["request.followUpDocuments", staff.id, "Send your bank letter again, signed"],
      ["request.passportRenewal", staff.id, "Your passport expires before the course ends"],
      ["request.programmeChoices", staff.id, "The MSc you chose is full"],
    ]);
  });

  it("days 41 to 49: passport and deposit go at once and once; follow-up documents and programme choices on the table's days", async () => {
    await sweepThrough(49);
    expect(await queuedDays(asked.passport, "passport")).toEqual([ASKED_ON]);
    expect(await queuedDays(asked.deposit, "deposit")).toEqual([ASKED_ON]);
    expect(await queuedDays(asked.followUp, "followUpDocuments")).toEqual([ASKED_ON + 4]);
    expect(await queuedDays(asked.programme, "updateProgrammeChoices")).toEqual([ASKED_ON + 2, ASKED_ON + 7]);
  });

  it("day 50: the applicant updates their programme choices and the student's place is closed; nothing more is sent", async () => {
    now = morningOf(50);
    const application = (await services.repositories.applications.findById(TENANT, asked.programme)) as EntityRecord;
    const applicant = toSignedInUser((await services.repositories.users.findByIdForSession(asked.programmeUser)) as AccountRecord);
    const page = await opened("applications", application, applicant);
    // As the section page saves: the answers, and the request the page answers lowered.
    await savePage(services, page, "programme-choices", sectionData(application, "programme-choices"), application._version, answeredRequestFields(page.config, "applications", application, "programme-choices"));
    expect((await services.repositories.applications.findById(TENANT, asked.programme))?.programmeChoicesUpdateRequested).toBe(false);
    const [closed] = await bulkMove(services, staff, TENANT, (await services.configs.current(TENANT)).prepared, [asked.followUp], "Closed Lost", "Withdrew");
    expect(closed.moved).toBe(true);
    await sweepThrough(90);
    expect(await queuedDays(asked.passport, "passport")).toEqual([ASKED_ON]);
    expect(await queuedDays(asked.deposit, "deposit")).toEqual([ASKED_ON]);
    expect(await queuedDays(asked.followUp, "followUpDocuments")).toEqual([ASKED_ON + 4]);
    expect(await queuedDays(asked.programme, "updateProgrammeChoices")).toEqual([ASKED_ON + 2, ASKED_ON + 7]);
  });

  it("asking again sends the passport email again, once", async () => {
    now = morningOf(91);
    await ask("passportRenewal", String((await student(asked.passport)).userId), "The copy you sent is unreadable");
    await sweepThrough(100);
    expect(await queuedDays(asked.passport, "passport")).toEqual([ASKED_ON, 91]);
  });
});

describe("travel booked: the student uploads their travel ticket (decision 0031)", () => {
  const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 400]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
  let traveller = "";

  it("day 101: the visa is received, so arrival 1 asks for travel plans from the next day", async () => {
    await sweepThrough(100);
    now = morningOf(101);
    const taken = new Set(Object.values(ids));
    const candidates = await services.repositories.students.find(TENANT, { stage: { $nin: CLOSED }, visaStatus: { $nin: VISA_APPLIED_OR_LATER }, "travel.travelBookedAt": { $exists: false } }, { sort: { studentNo: -1 } });
    const chosen = candidates.find((candidate) => !taken.has(candidate._id) && !(candidate.travel as Record<string, unknown> | undefined)?.arrivedAt) as EntityRecord;
    traveller = chosen._id;
    const form = casVisaForm(services, await opened("students", chosen));
    await form.save({ ...form.start, casNumber: "E4G8HJ9K2L3M5P", casIssuedDate: day(90), visaStatus: "Visa received" }, chosen._version);
    expect((await student(traveller)).visaStatus).toBe("Visa received");
    await sweepThrough(108);
    expect(await queuedDays(traveller, "arrival1")).toEqual([102]);
  });

  it("day 109: uploading the travel ticket records travel booked, once; arrival 1 stops and arrival 2 starts a week on", async () => {
    now = morningOf(109);
    const record = await student(traveller);
    const user = toSignedInUser((await services.repositories.users.findByIdForSession(String(record.userId))) as AccountRecord);
    const config = (await services.configs.current(TENANT)).prepared;
    const target = { kind: "students" as const, recordId: traveller, ownerId: String(record.userId) };
    await saveUpload(services, user, target, { name: "ticket.pdf", bytes: PDF, documentType: "passport" }, uploadLimits(config));
    expect(((await student(traveller)).travel as Record<string, unknown> | undefined)?.travelBookedAt).toBeUndefined();
    await saveUpload(services, user, target, { name: "ticket.pdf", bytes: PDF, documentType: "travelTicket" }, uploadLimits(config));
    expect(((await student(traveller)).travel as Record<string, unknown>).travelBookedAt).toBe(now.toISOString());
    const entries = await changesOf(services).find({ tenant: TENANT, recordId: traveller, action: "travel.booked" });
    expect(entries.map((entry) => entry.actorId)).toEqual([user.id]);
    now = morningOf(110);
    await saveUpload(services, user, target, { name: "return.pdf", bytes: PDF, documentType: "travelTicket" }, uploadLimits(config));
    expect(((await student(traveller)).travel as Record<string, unknown>).travelBookedAt).toBe(morningOf(109).toISOString());
    await sweepThrough(123);
    expect(await queuedDays(traveller, "arrival1")).toEqual([102]);
    expect(await queuedDays(traveller, "arrival2")).toEqual([116, 123]);
  });

  it("day 124: the student arrives; arrival 2 stops and the arrival ones start", async () => {
    now = morningOf(124);
    const coming = await student(traveller);
    const arrival = enrolmentForm(services, await opened("students", coming));
    await arrival.save({ ...arrival.start, arrivalStatus: "Arrived" }, coming._version);
    await sweepThrough(140);
    expect(await queuedDays(traveller, "arrival2")).toEqual([116, 123]);
    expect(await queuedDays(traveller, "arrival4")).toEqual([125]);
  });
});
