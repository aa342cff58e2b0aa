// Travel booked (decision 0031): the first upload of the document the university names as the
// travel ticket records on the student's record when travel was booked, which arrival 2 counts
// from and arrival 1 stops at. A projector over uploads (decision 0019), so a crash between the
// upload and the record's write is finished by the replay; running it again finds the moment
// already recorded and writes nothing.
import { travelBookedFields } from "../../rules/cas/arrival";
import type { Projector } from "../records/projectors";
import { updateRecord } from "../records/write-path";

export const travelBookedProjector: Projector = {
  name: "travelBooked",
  collections: ["uploads"],
  outputs: ["students.travel.travelBookedAt"],
  async project(services, tenant, change, config) {
    if (change.op !== "insert") return;
    const upload = await services.repositories.uploads.findById(tenant, change.recordId);
    if (!upload || upload.recordKind !== "students") return;
    const student = await services.repositories.students.findById(tenant, upload.recordId);
    if (!student) return;
    const fields = travelBookedFields(config.areas.casStages.enrolment.travelBookedDocument, student, upload.documentType, upload.createdAt);
    if (Object.keys(fields).length === 0) return;
    await updateRecord(services, tenant, "students", student._id, { $set: { ...fields, updatedAt: change.at } }, {
      actor: change.actorId,
      action: "travel.booked",
      details: { documentType: upload.documentType },
      causedBy: [change._id],
      ...(change.automationChain ? { automationChain: change.automationChain } : {}),
      config,
    });
  },
};
