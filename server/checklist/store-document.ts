// A student's document stored from its page: the state saved with the version check, the tasks'
// completion noted (which may write the record again), and the version the page saves from next.
import type { DocumentState } from "../../rules/checklist/documents";
import type { OpenedRecord } from "../records/record-page";
import type { Services } from "../services";
import { saveDocumentState } from "./documents";
import { noteTasksComplete } from "./tracker";

/** VersionConflictError on a stale version; otherwise the student's version after every write. */
export async function storeDocumentState(services: Services, opened: OpenedRecord, key: string, state: DocumentState, expectedVersion: number): Promise<number> {
  await saveDocumentState(services, opened, key, state, expectedVersion);
  await noteTasksComplete(services, opened);
  const student = await services.repositories.students.findById(opened.tenant, opened.record._id);
  return student?._version ?? expectedVersion;
}
