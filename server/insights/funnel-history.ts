// The funnel's history (issue 37 item 6; decision 0028): when a record's list row first matches a
// funnel step (insights.json `reached`, over the row the list rows projector has just written),
// `funnelHistory` keeps when, by row. So a step stays reached after the record moves on (an offer
// made and later withdrawn was still made). Kept beside the rows, not on the record: a write to
// the record would move its version under the person who just saved it. A projector (decision
// 0019): running it again over the same change finds the steps kept and writes nothing.
import type { ListKind } from "../../rules/config/areas/lists";
import { joinFilters } from "../lists/dashboard";
import { rowIdOf } from "../lists/list-rows";
import type { Projector } from "../records/projectors";
import type { Services } from "../services";
import { DuplicateKeyError } from "../store/port";
import { funnelHistoryOf, historyIdOf } from "./funnel-history-store";

const KINDS: readonly ListKind[] = ["applications", "offers", "students"];
const isKind = (collection: string): collection is ListKind => (KINDS as readonly string[]).includes(collection);

export const funnelHistoryProjector: Projector = {
  name: "funnelHistory",
  collections: KINDS,
  outputs: ["funnelHistory"],
  async project(services, tenant, change, config) {
    const kind = change.collection;
    if (!isKind(kind)) return;
    const rowId = rowIdOf(kind, change.recordId);
    const id = historyIdOf(tenant, rowId);
    const history = funnelHistoryOf(services);
    if (change.op === "delete") {
      await history.deleteOne({ _id: id });
      return;
    }
    const kept = (await history.findOne({ _id: id }))?.reached ?? {};
    const reached: string[] = [];
    for (const step of config.areas.insights.funnel) {
      if (step.kind !== kind || kept[step.key]) continue;
      if ((await services.repositories.listRows.count(tenant, joinFilters({ _id: rowId }, step.filter))) > 0) reached.push(step.key);
    }
    if (!reached.length) return;
    const stamps = Object.fromEntries(reached.map((key) => [`reached.${key}`, change.at]));
    if (await history.updateOne({ _id: id }, { $set: stamps })) return;
    try {
      await history.insertOne({ _id: id, tenant, kind, rowId, reached: Object.fromEntries(reached.map((key) => [key, change.at])) });
    } catch (error) {
      // Another projection of the same record came first: add to what it kept.
      if (!(error instanceof DuplicateKeyError)) throw error;
      await history.updateOne({ _id: id }, { $set: stamps });
    }
  },
};
