// Subject-access requests (issue 42 item 3; decision 0039): recorded with the day received and
// the day due (one calendar month on), released with who and when; the staff list reads them.
import { randomUUID } from "node:crypto";
import type { PreparedConfig } from "../../rules";
import { isOverdue, receivedDay, subjectAccessDue } from "../../rules/privacy/subject-access";
import type { SignedInUser } from "../auth/permissions";
import type { TenantDocument } from "../repositories/tenant-scoped";
import type { Services } from "../services";
import { accountName } from "./names";

export interface SubjectAccessRequest extends TenantDocument {
  personId: string;
  receivedOn: string;
  dueOn: string;
  recordedBy: string;
  recordedAt: string;
  releasedBy?: string;
  releasedAt?: string;
}

export interface SubjectAccessRow {
  id: string;
  personId: string;
  person: string;
  receivedOn: string;
  dueOn: string;
  overdue: boolean;
  released: { who: string; at: string } | null;
}

const requestsOf = (services: Pick<Services, "store">) => services.store.collection<SubjectAccessRequest>("subjectAccessRequests");

export type RecordOutcome = { request: SubjectAccessRequest } | { errors: Array<{ field: string; message: string }> };

/** Records a request received for the person on the day the form gives (day, month, year). */
export async function recordSubjectAccess(services: Services, config: PreparedConfig, user: SignedInUser, tenant: string, personId: string, form: FormData, today: string): Promise<RecordOutcome> {
  const field = (name: string) => String(form.get(name) ?? "");
  const received = receivedDay({ day: field("received-day"), month: field("received-month"), year: field("received-year") }, today);
  if ("problem" in received) return { errors: [{ field: "received-day", message: config.text(received.problem === "future" ? "privacy.sar.errors.receivedFuture" : "privacy.sar.errors.received") }] };
  const request = await requestsOf(services).insertOne({
    _id: randomUUID(),
    tenant,
    personId,
    receivedOn: received.day,
    dueOn: subjectAccessDue(received.day),
    recordedBy: user.id,
    recordedAt: services.clock().toISOString(),
  } as never);
  return { request };
}

export function subjectAccessRequest(services: Pick<Services, "store">, tenant: string, id: string): Promise<SubjectAccessRequest | null> {
  return requestsOf(services).findOne({ tenant, _id: id });
}

/** Records the release of an open request (who, when); a released one stays as it was. */
export async function releaseSubjectAccess(services: Services, user: SignedInUser, tenant: string, id: string): Promise<boolean> {
  return (await requestsOf(services).updateOne({ tenant, _id: id, releasedAt: { $exists: false } }, { $set: { releasedBy: user.id, releasedAt: services.clock().toISOString() } })) !== null;
}

/** The university's requests for the staff list: open ones by due date first, then released ones, newest first. */
export async function subjectAccessRows(services: Services, tenant: string, today: string): Promise<{ open: SubjectAccessRow[]; released: SubjectAccessRow[] }> {
  const requests = await requestsOf(services).find({ tenant }, { sort: { dueOn: 1 } });
  const names = new Map<string, string>();
  for (const id of new Set(requests.flatMap((request) => [request.personId, request.releasedBy ?? ""]).filter(Boolean))) names.set(id, await accountName(services, id));
  const rowOf = (request: SubjectAccessRequest): SubjectAccessRow => ({
    id: request._id,
    personId: request.personId,
    person: names.get(request.personId) ?? "",
    receivedOn: request.receivedOn,
    dueOn: request.dueOn,
    overdue: isOverdue(request, today),
    released: request.releasedAt ? { who: names.get(request.releasedBy ?? "") ?? "", at: request.releasedAt } : null,
  });
  return {
    open: requests.filter((request) => !request.releasedAt).map(rowOf),
    released: requests
      .filter((request) => request.releasedAt)
      .sort((a, b) => String(b.releasedAt).localeCompare(String(a.releasedAt)))
      .map(rowOf),
  };
}
