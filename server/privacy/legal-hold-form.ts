// The legal hold on a person's record page (issue 42 item 1; decision 0039): placed and released
// with a reason by staff who may (UniAdmin, Uni: the ceiling is the permission matrix's
// `update:legal-hold`), shown with who, when and why. The holds themselves: server/retention/legal-holds.
import type { PreparedConfig } from "../../rules";
import type { SignedInUser } from "../auth/permissions";
import { legalHoldsOf, placeLegalHold, releaseLegalHold, type LegalHold } from "../retention/legal-holds";
import type { Services } from "../services";
import { accountName } from "./names";

export interface HoldLine {
  who: string;
  at: string;
  reason: string;
  released: { who: string; at: string; reason: string } | null;
}

export interface LegalHoldLines {
  /** The hold in force, if any. */
  current: HoldLine | null;
  earlier: HoldLine[];
}

const REASON_LIMIT = 1_000;

async function lineOf(services: Services, hold: LegalHold): Promise<HoldLine> {
  return {
    who: await accountName(services, hold.heldBy),
    at: hold.heldAt,
    reason: hold.reason,
    released: hold.releasedAt ? { who: await accountName(services, hold.releasedBy ?? ""), at: hold.releasedAt, reason: hold.releaseReason ?? "" } : null,
  };
}

export async function legalHoldLines(services: Services, tenant: string, personId: string): Promise<LegalHoldLines> {
  const holds = await legalHoldsOf(services, tenant, personId);
  const current = holds.find((hold) => !hold.releasedAt);
  return { current: current ? await lineOf(services, current) : null, earlier: await Promise.all(holds.filter((hold) => hold.releasedAt).map((hold) => lineOf(services, hold))) };
}

export type HoldOutcome = { done: string } | { errors: Array<{ field: string; message: string }> };

/** Places (intent "hold") or releases (intent "release") the person's hold; a reason is required for either. */
export async function changeLegalHold(services: Services, config: PreparedConfig, user: SignedInUser, tenant: string, personId: string, form: FormData): Promise<HoldOutcome> {
  const release = form.get("intent") === "release";
  const field = release ? "releaseReason" : "reason";
  const reason = String(form.get(field) ?? "").trim().slice(0, REASON_LIMIT);
  if (!reason) return { errors: [{ field, message: config.text(release ? "privacy.hold.errors.releaseReason" : "privacy.hold.errors.reason") }] };
  const current = (await legalHoldsOf(services, tenant, personId)).find((hold) => !hold.releasedAt);
  if (release) {
    if (current) await releaseLegalHold(services, tenant, current._id, { by: user.id, reason });
    return { done: config.text("privacy.hold.released") };
  }
  // A second hold while one is in force would need two releases: the one in force stands.
  if (!current) await placeLegalHold(services, tenant, { personId, reason, by: user.id });
  return { done: config.text("privacy.hold.placed") };
}
