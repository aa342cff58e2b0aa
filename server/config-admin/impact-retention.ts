// The impact of a retention change (issue 42 item 2; decision 0041): before a university publishes
// a change to its `retention` area, how many records the next run would delete or anonymise per
// kind under the draft and under the published rules, from the sweep's own dry-run plan.
import { isDeepStrictEqual } from "node:util";
import type { PreparedConfig } from "../../rules";
import type { RetentionKind } from "../../rules/retention/expiry";
import { planRetention } from "../retention/sweep";
import type { Services } from "../services";

export interface RetentionImpact {
  kind: RetentionKind;
  published: number;
  draft: number;
}

/** Per kind, what the next run would remove under each set of rules; null when the draft leaves the retention area as it is. */
export async function retentionImpact(services: Services, tenant: string, published: PreparedConfig, draft: PreparedConfig, today: string): Promise<RetentionImpact[] | null> {
  if (isDeepStrictEqual(published.areas.retention, draft.areas.retention)) return null;
  const [now, then] = await Promise.all([planRetention(services, tenant, published.areas.retention, today), planRetention(services, tenant, draft.areas.retention, today)]);
  const drafted = new Map(then.map((plan) => [plan.kind, plan.expired.length]));
  return now.map((plan) => ({ kind: plan.kind, published: plan.expired.length, draft: drafted.get(plan.kind) ?? 0 }));
}
