// CAS students: the checklist and questionnaire pages, the documents the tasks ask for, and the
// staff's work on the record: stage moves one by one and together, the CAS and visa, enrolment,
// interviews, tags, and settling an import conflict.
import { evaluatePage, sectionData } from "../../../rules";
import { checklistPages, questionnairePages } from "../../../rules/checklist/navigation";
import { documentAreas, documentRows } from "../../../rules/checklist/documents";
import { bulkMove, casVisaForm, enrolmentForm, stageMoveForm } from "../../../server/cas/stage-move";
import { interviewForm } from "../../../server/cas/interview";
import { settleImportConflict } from "../../../server/import/conflicts";
import { tagStudents } from "../../../server/tags/tags";
import { noteTasksComplete, studentView } from "../../../server/checklist/tracker";
import { saveDocumentState, uploadsByType } from "../../../server/checklist/documents";
import { savePage } from "../../../server/records/record-page";
import { VersionConflictError } from "../../../server/store/port";
import { checklistAnswers } from "../answers";
import { configOf, open, submitStaffForm } from "../app";
import { PENNINE_AUTOMATIONS } from "../configure";
import { settleStudentStage, tagBy } from "../model-rules";
import { note, personByKey, reach, type Person } from "../world";
import { done, refused, fromForm, staff, services, courseOf, studentRecord, uploadTo, openStudent, type ActionImpl } from "./support";

// CAS students


export const checklistPage: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    const found = await openStudent(ctx, p, null);
    if (!found) return refused("no CAS record");
    const formId = String(params.formId);
    const view = studentView(found.opened);
    if (![...checklistPages(view).map((page) => page.formId), ...questionnairePages(view)].includes(formId)) return refused(`${formId} is not a page of their checklist`);
    const config = found.opened.config;
    const data = checklistAnswers(p, formId, await courseOf(ctx, p.tenant, p.courseId));
    const evaluation = evaluatePage(config, formId, { record: found.record, data, today: found.opened.today, role: found.opened.user.role });
    if (evaluation.errors.length) return refused(evaluation.errors.map((error) => `${error.path}: ${error.message}`).join("; "));
    if (ctx.retry && JSON.stringify(sectionData(found.record, formId)) === JSON.stringify(evaluation.storable)) return done();
    try {
      await savePage(services(ctx), found.opened, formId, evaluation.storable, found.record._version);
    } catch (error) {
      if (error instanceof VersionConflictError) return refused("stale version (409)");
      throw error;
    }
    await noteTasksComplete(services(ctx), found.opened);
    return done();
  },
  apply(world, person, params, _outcome, when) {
    const p = person as Person;
    const student = p.student as NonNullable<Person["student"]>;
    const formId = String(params.formId);
    if (world.questionnairePages[p.tenant].includes(formId)) student.questionnaire[formId] = when.at;
    else student.pages[formId] = when.at;
    if (formId === "gender-birth-nationality") student.fields.nationality = p.nationality;
    if (!student.checklistCompletedAt && world.checklistPages[p.tenant].every((page) => student.pages[page])) student.checklistCompletedAt = when.at;
    note(p, when.day, `saves the checklist page ${formId}`);
  },
};

export const studentDocuments: ActionImpl = {
  async run(ctx, person) {
    const p = person as Person;
    const found = await openStudent(ctx, p, null);
    if (!found || !p.userId) return refused("no CAS record");
    const config = found.opened.config;
    const uploaded: string[] = [];
    let record = found.record;
    for (const task of config.areas.tasks.tasks) {
      if (task.kind !== "documents" || task.id === "followUpDocuments") continue;
      const uploads = await uploadsByType(services(ctx), { tenant: p.tenant, record });
      for (const row of documentRows(config, documentAreas(config, task), record, uploads, found.opened.today)) {
        if (row.done || !row.required) continue;
        if (row.infoOnly) {
          const opened = await open(services(ctx), found.opened.user, "students", record);
          record = await saveDocumentState(services(ctx), opened, row.key, { status: "ACKNOWLEDGED" }, record._version);
          continue;
        }
        const outcome = await uploadTo(ctx, found.opened.user, p.tenant, { kind: "students", recordId: record._id, ownerId: p.userId }, `${row.key}-${p.key}.pdf`, row.key);
        if (outcome.status !== "done") return outcome;
        uploaded.push(row.key);
      }
    }
    await noteTasksComplete(services(ctx), await open(services(ctx), found.opened.user, "students", record));
    return done({ uploaded });
  },
  apply(_world, person, _params, outcome, when) {
    const p = person as Person;
    const student = p.student as NonNullable<Person["student"]>;
    for (const documentType of outcome.data.uploaded as string[]) {
      if (student.documents.some((document) => document.documentType === documentType)) continue;
      student.documents.push({ uploadId: "", documentType, at: when.at, byAgent: false });
    }
    student.documentsDone = true;
    note(p, when.day, `uploads their documents (${(outcome.data.uploaded as string[]).join(", ") || "none needed"})`);
  },
};

export const stageMove: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    const found = await openStudent(ctx, p, String(params.by ?? "uni"));
    if (!found) return refused("no CAS record");
    if (ctx.retry && found.record.stage === params.to) return done();
    return fromForm(await submitStaffForm(found.opened, stageMoveForm(services(ctx), found.opened), { stage: params.to, reason: String(params.reason ?? "Next step in the CAS process") }, found.record._version));
  },
  apply(world, person, params, _outcome, when) {
    const p = person as Person;
    settleStudentStage(world, p, String(params.to), when);
    note(p, when.day, `staff move them to ${String(params.to)}`);
  },
};

export const bulkStageMove: ActionImpl = {
  async run(ctx, _person, params, action) {
    const world = ctx.world;
    // Those still in the tab the staff member ticked them in (a move earlier in the day may have taken one on).
    const people = (params.people as string[]).map((key) => personByKey(world, key)).filter((person) => (params.from as string[]).includes(person.student?.stage ?? ""));
    const ids: string[] = [];
    const byId = new Map<string, string>();
    for (const person of people) {
      const record = await studentRecord(ctx, person);
      if (record && !(ctx.retry && record.stage === params.to)) {
        ids.push(record._id);
        byId.set(record._id, person.key);
      }
    }
    const user = staff(ctx, action.tenant, String(params.by ?? "uniadmin"));
    const config = await configOf(services(ctx), action.tenant);
    const outcomes = ids.length ? await bulkMove(services(ctx), user, action.tenant, config, ids, String(params.to), "Moved together from the pipeline") : [];
    const refusedOnes = outcomes.filter((outcome) => !outcome.moved);
    if (refusedOnes.length) return refused(refusedOnes.map((outcome) => `${byId.get(outcome.id)}: ${outcome.problem}`).join("; "));
    return done();
  },
  apply(world, _person, params, _outcome, when) {
    for (const key of params.people as string[]) {
      const p = personByKey(world, key);
      if (!(params.from as string[]).includes(p.student?.stage ?? "")) continue;
      settleStudentStage(world, p, String(params.to), when);
      note(p, when.day, `staff move them to ${String(params.to)} with others from the pipeline list`);
    }
  },
};

export const recordCas: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    const found = await openStudent(ctx, p, "uni");
    if (!found) return refused("no CAS record");
    if (ctx.retry && found.record.casNumber === params.casNumber) return done();
    const form = casVisaForm(services(ctx), found.opened);
    return fromForm(await submitStaffForm(found.opened, form, { ...form.start, casNumber: params.casNumber, casIssuedDate: found.opened.today, ...(params.late ? { casIssuedLate: true } : {}) }, found.record._version));
  },
  apply(world, person, params, _outcome, when) {
    const p = person as Person;
    const student = p.student as NonNullable<Person["student"]>;
    student.casNumber = String(params.casNumber);
    if (params.late) student.casIssuedLate = true;
    if (!["CAS Issued", "Visa Issued", "Visa Refused", "Deferred", "Closed Lost", "Closed Other"].includes(student.stage)) settleStudentStage(world, p, "CAS Issued", when);
    note(p, when.day, "staff record their CAS");
  },
};

export const recordVisa: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    const found = await openStudent(ctx, p, "uni");
    if (!found) return refused("no CAS record");
    if (ctx.retry && found.record.visaStatus === params.visaStatus) return done();
    const form = casVisaForm(services(ctx), found.opened);
    return fromForm(await submitStaffForm(found.opened, form, { ...form.start, visaStatus: params.visaStatus }, found.record._version));
  },
  apply(world, person, params, _outcome, when) {
    const p = person as Person;
    const student = p.student as NonNullable<Person["student"]>;
    const visaStatus = String(params.visaStatus);
    if (student.visaStatus !== visaStatus) student.visaStatusChangedAt = when.at;
    student.visaStatus = visaStatus;
    if (visaStatus === "Visa received") {
      if (student.stage !== "Visa Issued") settleStudentStage(world, p, "Visa Issued", when);
      reach(p, "visaIssued", when.date);
    }
    if (visaStatus === "Visa refusal" && student.stage !== "Visa Refused") settleStudentStage(world, p, "Visa Refused", when);
    note(p, when.day, `staff record the visa status ${visaStatus}`);
  },
};

export const recordEnrolment: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    const found = await openStudent(ctx, p, "uni");
    if (!found) return refused("no CAS record");
    if (ctx.retry && found.record.arrivalStatus === params.arrivalStatus) return done();
    const form = enrolmentForm(services(ctx), found.opened);
    const answers: Record<string, unknown> = { arrivalStatus: params.arrivalStatus, enrolledDate: params.enrolledDate ?? ctx.date };
    if (params.arrivalStatus !== "Enrolled") answers.leftDate = ctx.date;
    return fromForm(await submitStaffForm(found.opened, form, answers, found.record._version));
  },
  apply(_world, person, params, _outcome, when) {
    const p = person as Person;
    const student = p.student as NonNullable<Person["student"]>;
    student.arrivalStatus = String(params.arrivalStatus);
    // Recorded as arrived or enrolled (or withdrawn or completed after enrolling): they came.
    if (["Arrived", "Enrolled", "Withdrawn", "Completed"].includes(student.arrivalStatus)) student.arrivedAt ??= when.at;
    student.enrolledDate = String(params.enrolledDate ?? when.date);
    if (student.arrivalStatus !== "Enrolled") student.leftDate = when.date;
    if (["Enrolled", "Withdrawn", "Completed"].includes(student.arrivalStatus)) reach(p, "enrolled", when.date);
    if (student.arrivalStatus !== "Enrolled") p.done = true;
    note(p, when.day, `staff record them as ${student.arrivalStatus}`);
  },
};

export const recordInterview: ActionImpl = {
  async run(ctx, person) {
    const p = person as Person;
    const found = await openStudent(ctx, p, "uni");
    if (!found) return refused("no CAS record");
    const form = interviewForm(services(ctx), found.opened);
    return fromForm(await submitStaffForm(found.opened, form, { ...form.start, bookingStatus: "Requested" }, found.record._version));
  },
  apply(_world, person, _params, _outcome, when) {
    const p = person as Person;
    const student = p.student as NonNullable<Person["student"]>;
    student.interviewBooked = true;
    student.interviewRequestedAt ??= when.at;
    note(p, when.day, "staff ask them to book an interview");
  },
};

export const tag: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    const record = await studentRecord(ctx, p);
    if (!record) return refused("no CAS record");
    await tagStudents(services(ctx), staff(ctx, p.tenant, "uniadmin"), p.tenant, [record._id], String(params.tag), true);
    return done();
  },
  apply(_world, person, params, _outcome, when) {
    const p = person as Person;
    const student = p.student as NonNullable<Person["student"]>;
    if (!student.tags.includes(String(params.tag))) student.tags.push(String(params.tag));
    note(p, when.day, `staff tag them ${String(params.tag)}`);
  },
};

export const settleConflict: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    const record = await studentRecord(ctx, p);
    if (!record) return refused("no CAS record");
    const field = String(params.field);
    const standing = (record.importConflicts as Record<string, unknown> | undefined)?.[field];
    if (!standing) return ctx.retry ? done() : refused(`no conflict on ${field} to settle`);
    const settled = await settleImportConflict(services(ctx), staff(ctx, p.tenant, "uniadmin"), p.tenant, record, field, params.choice === "take" ? "take" : "keep");
    return settled ? done() : refused("the conflict could not be settled");
  },
  apply(world, person, params, _outcome, when) {
    const p = person as Person;
    const student = p.student as NonNullable<Person["student"]>;
    const field = String(params.field);
    const conflict = student.conflicts[field];
    if (conflict && params.choice === "take") student.fields[field] = conflict.imported;
    if (conflict && student.importedFields) student.importedFields[field] = conflict.imported;
    delete student.conflicts[field];
    if (conflict && field === "nationality") tagBy(world, p, PENNINE_AUTOMATIONS.settled);
    note(p, when.day, `staff settle the import conflict on ${field} (${String(params.choice)})`);
  },
};
