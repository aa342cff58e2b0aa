// When each user last signed in, shown to the university's user admins (issue 20 item 8). Kept
// apart from the account (one document per user, `signIns`), so signing in never changes the
// account's version under an admin's edit.
import type { Services } from "../services";

interface SignInRecord {
  _id: string;
  _version: number;
  at: string;
}

const signIns = (services: Pick<Services, "store">) => services.store.collection<SignInRecord>("signIns");

export async function recordSignIn(services: Pick<Services, "store" | "clock">, userId: string): Promise<void> {
  const at = services.clock().toISOString();
  if (!(await signIns(services).updateOne({ _id: userId }, { $set: { at } }))) {
    await signIns(services).insertOne({ _id: userId, at }).catch(() => signIns(services).updateOne({ _id: userId }, { $set: { at } }));
  }
}

/** The last sign-in of each of these users, by user id. */
export async function lastSignIns(services: Pick<Services, "store">, userIds: readonly string[]): Promise<Map<string, string>> {
  const found = await signIns(services).find({ _id: { $in: [...userIds] } });
  return new Map(found.map((record) => [record._id, record.at]));
}
