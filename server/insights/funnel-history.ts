// The funnel's history (issue 37 item 6; decision 0028): when a record's list row first matches a
// funnel step (insights.json `reached`, over the row the list rows projector has just written),
// the record keeps when, under `funnelReachedAt.<step>`, written through the write path. The list
// rows carry it (list-rows.json `funnel_reached`), so a step stays reached after the record moves
// on (an offer made and later withdrawn was still made). A projector (decision 0019): running it
// again over the same change finds the steps stamped and writes nothing.
import type { ListKind } from "../../rules/config/areas/lists";
import { joinFilters } from "../lists/dashboard";
import { rowIdOf } from "../lists/list-rows";
import type { Projector } from "../records/projectors";
import { updateRecord } from "../records/write-path";

const KINDS: readonly ListKind[] = ["applications", "offers", "students"];
const isKind = (collection: string): collection is ListKind => (KINDS as readonly string[]).includes(collection);

export const funnelHistoryProjector: Projector = {
  name: "funnelHistory",
  collections: KINDS,
  outputs: KINDS.map((kind) => `${kind}.funnelReachedAt`),
  async project(services, tenant, change, config) {
    const kind = change.collection;
    if (change.op === "delete" || !isKind(kind)) return;
    const steps = config.areas.insights.funnel.filter((step) => step.kind === kind);
    if (!steps.length) return;
    const record = await services.repositories[kind].findById(tenant, change.recordId);
    if (!record) return;
    const stamped = (record.funnelReachedAt ?? {}) as Record<string, unknown>;
    const rowId = rowIdOf(kind, record._id);
    const reached = [];
    for (const step of steps) {
      if (stamped[step.key]) continue;
      if ((await services.repositories.listRows.count(tenant, joinFilters({ _id: rowId }, step.filter))) > 0) reached.push(step);
    }
    if (!reached.length) return;
    // No version asked for: that the row matched the step is true of the record whatever was written since.
    await updateRecord(services, tenant, kind, record._id, { $set: Object.fromEntries(reached.map((step) => [`funnelReachedAt.${step.key}`, change.at])) }, {
      actor: "system",
      action: "funnel.reached",
      details: { steps: reached.map((step) => config.text(step.labelKey)).join(", ") },
      causedBy: [change._id],
      ...(change.automationChain ? { automationChain: change.automationChain } : {}),
      config,
    });
  },
};
