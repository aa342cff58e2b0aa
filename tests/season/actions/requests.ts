// The university asks a student or applicant for something from their record (decision 0031):
// follow-up documents, a new passport copy, the deposit, updated programme choices; and the
// student uploads their travel ticket. Each starts a 001 §9 reminder.
import { requestForm } from "../../../server/staff/requests";
import { STAFF_REQUEST_KINDS, isStaffRequestKind } from "../../../rules/records/staff-requests";
import { configOf, open, submitStaffForm } from "../app";
import { note, type Person } from "../world";
import { applicationOf, done, fromForm, openStudent, refused, services, staff, studentRecord, uploadTo, type ActionImpl } from "./support";

export const staffRequest: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    const kind = params.kind;
    if (!isStaffRequestKind(kind)) return refused(`no request ${String(kind)}`);
    const { collection, at } = STAFF_REQUEST_KINDS[kind];
    const record = collection === "students" ? await studentRecord(ctx, p) : await applicationOf(ctx, p);
    if (!record) return refused(`no ${collection} record`);
    // A retry after a kill finds the request already stored today.
    if (ctx.retry && String(record[at] ?? "").slice(0, 10) === ctx.date) return done();
    const opened = await open(services(ctx), staff(ctx, p.tenant, "uniadmin"), collection, record);
    const formId = (await configOf(services(ctx), p.tenant)).areas.casStages.requests[kind]?.form;
    if (!formId) return refused(`${p.tenant} does not offer the request ${kind}`);
    return fromForm(await submitStaffForm(opened, requestForm(services(ctx), { opened, kind, formId }), { note: `Asked on day ${ctx.day}` }, record._version));
  },
  apply(_world, person, params, _outcome, when) {
    const p = person as Person;
    const kind = String(params.kind);
    if (kind === "programmeChoices") {
      const application = p.application as NonNullable<Person["application"]>;
      application.programmeChoicesRequestedAt = when.at;
      // The request is a change to the application: the record's last update (continue your application counts from it).
      application.updatedAt = when.at;
    } else {
      const student = p.student as NonNullable<Person["student"]>;
      student.requests = { ...student.requests, [kind]: when.at };
    }
    note(p, when.day, `staff ask them for ${kind}`);
  },
};

export const uploadTravelTicket: ActionImpl = {
  async run(ctx, person) {
    const p = person as Person;
    const found = await openStudent(ctx, p, null);
    if (!found || !p.userId) return refused("no CAS record");
    const documentType = (await configOf(services(ctx), p.tenant)).areas.casStages.enrolment.travelBookedDocument;
    if (!documentType) return refused(`${p.tenant} names no travel document`);
    return uploadTo(ctx, found.opened.user, p.tenant, { kind: "students", recordId: found.record._id, ownerId: p.userId }, `ticket-${p.key}.pdf`, documentType);
  },
  apply(_world, person, _params, _outcome, when) {
    const p = person as Person;
    const student = p.student as NonNullable<Person["student"]>;
    student.travelBookedAt ??= when.at;
    note(p, when.day, "uploads their travel ticket");
  },
};
