// The account's status on the person's CAS student records (decision 0030): the verify reminder
// ("finish signing in for the first time") reads `userStatus` on the record, as its trigger must be
// a store filter over the record. The import copies the new account's status there; when the
// person sets their first password, each of their records that carries a status is brought up to
// date through the write path.
import { updateRecord } from "../records/write-path";
import type { Services } from "../services";

/** The field of the CAS student record that holds the account's status. */
export const RECORD_ACCOUNT_STATUS = "userStatus";

export async function noteAccountStatus(services: Services, account: { _id: string; tenant?: string | null }, status: string): Promise<void> {
  if (!account.tenant) return;
  const records = await services.repositories.students.find(account.tenant, { userId: account._id, [RECORD_ACCOUNT_STATUS]: { $exists: true, $ne: status } }, { projection: { _id: 1 } });
  for (const record of records) {
    try {
      await updateRecord(services, account.tenant, "students", record._id, { $set: { [RECORD_ACCOUNT_STATUS]: status } }, { actor: account._id, action: "account.status" });
    } catch (error) {
      // The password is set whatever happens here: a record left behind only keeps its verify reminder going.
      services.logger.error({ err: error, recordId: record._id }, "account status not copied to the record");
    }
  }
}
