// /config/impact: how the draft would change the university's records before it is published
// ("143 applications: Identity becomes incomplete (Gender is now mandatory)"), and one click
// away, the list of those records.
import { TASK_BADGE_KEYS, prepareDraft } from "../../rules";
import { draftConfig } from "../../server/config-admin/draft-config";
import { computeImpact, type ImpactGroup } from "../../server/config-admin/impact";
import { tabCountChanges } from "../../server/config-admin/impact-tabs";
import { recordName, repositoryOf } from "../../server/config-admin/records";
import { say } from "../../server/config-admin/texts";
import { automationsChangedBy, impactCount } from "../../server/automations/existing-records";
import { retentionImpact } from "../../server/config-admin/impact-retention";
import { peopleImpact, type AffectedPerson, type PeopleImpact } from "../../server/config-admin/impact-people";
import { scopeOf, scopeStages, withDocumentsScope } from "../../server/config-admin/publish-scope";
import { formatDate, formatPounds } from "../lib/format";
import { configPage, draftState, todayFor, type ConfigContext } from "./config-common.server";

const LISTED_RECORDS = 1_000;
/** People listed per kind of impact; the rest are counted. */
const LISTED_PEOPLE = 200;

const person = (texts: Record<string, string>, who: AffectedPerson): string =>
  who.stage === null ? say(texts, "config.impact.personNoStage", { name: who.name }) : say(texts, "config.impact.person", { name: who.name, stage: who.stage });

interface ImpactLine {
  key: string;
  text: string;
}

/** At most LISTED_PEOPLE lines, and how many more there are. */
function listed<T>(items: readonly T[] | null, line: (item: T, index: number) => ImpactLine): { lines: ImpactLine[]; more: number } | null {
  if (items === null) return null;
  return { lines: items.slice(0, LISTED_PEOPLE).map(line), more: Math.max(0, items.length - LISTED_PEOPLE) };
}

/** Each kind of impact on people in words, with their CAS stage. */
function peopleLines(texts: Record<string, string>, impact: PeopleImpact) {
  const status = (value: keyof typeof TASK_BADGE_KEYS) => say(texts, TASK_BADGE_KEYS[value]);
  return {
    newDocuments: listed(impact.newDocuments, (item) => ({ key: `doc:${item.recordId}`, text: say(texts, "config.impact.documents.new", { person: person(texts, item), documents: item.documents.join(say(texts, "config.describe.listSeparator")) }) })),
    reopenedTasks: listed(impact.reopenedTasks, (item, index) => ({ key: `task:${item.recordId}:${index}`, text: say(texts, "config.impact.documents.reopened", { person: person(texts, item), task: item.task, from: status(item.from), to: status(item.to) }) })),
    reminders: listed(impact.reminders, (item, index) => ({
      key: `reminder:${item.recordId}:${index}`,
      text: say(texts, item.change === "starts" ? "config.impact.reminders.starts" : "config.impact.reminders.stops", { person: person(texts, item), reminder: item.reminder, date: item.dates.map(formatDate).join(say(texts, "config.describe.listSeparator")) }),
    })),
    funding: listed(impact.funding, (item) => ({
      key: `funding:${item.recordId}`,
      text: say(texts, "config.impact.funding.line", {
        person: person(texts, item),
        before: formatPounds(item.before),
        after: formatPounds(item.after),
        difference: say(texts, item.after > item.before ? "config.impact.funding.more" : "config.impact.funding.less", { amount: formatPounds(Math.abs(item.after - item.before)) }),
      }),
    })),
  };
}

function changeWords(texts: Record<string, string>, group: ImpactGroup): string {
  if (group.from === "Complete" && group.to === "InError") return say(texts, "config.impact.becomesIncomplete");
  if (group.from === "InError" && group.to === "Complete") return say(texts, "config.impact.becomesComplete");
  return say(texts, "config.impact.changes", { from: say(texts, TASK_BADGE_KEYS[group.from]), to: say(texts, TASK_BADGE_KEYS[group.to]) });
}

function line(texts: Record<string, string>, group: ImpactGroup): string {
  const records = say(texts, `config.impact.collection.${group.collection}${group.count === 1 ? ".one" : ""}`);
  const reasons = group.reasons.slice(0, 3).map((reason) => reason.text).join(say(texts, "config.describe.listSeparator"));
  return say(texts, reasons ? "config.impact.line" : "config.impact.lineNoReason", { count: group.count.toLocaleString("en-GB"), records, form: group.formTitle, change: changeWords(texts, group), reasons });
}

export async function loadConfigImpact(request: Request, context: ConfigContext) {
  const { access, copy, texts, frame } = await configPage(request, context);
  const url = new URL(request.url);
  const base = { texts, frame, state: draftState(copy), links: { overview: access.href("/config"), self: access.href("/config/impact") } };
  const unscoped = draftConfig(copy).config;
  if (copy.draftVersion === 0 || !unscoped) return { ...base, report: null, selected: null, automations: [], tabs: [], retention: [], people: null, scope: null };
  // The impact with the documents change applied only to students before a stage, as publishing with that choice would make it.
  const stages = scopeStages(unscoped);
  const asked = url.searchParams.get("scope");
  const scope = asked !== null && (asked === "" || stages.some((stage) => stage.value === asked)) ? asked : scopeOf(copy.config);
  const scoped = scope === scopeOf(copy.config) ? null : prepareDraft(withDocumentsScope(copy.config, copy.published.config, copy.published.version, scope), { version: copy.basedOnVersion }).prepared;
  const draft = scoped ?? unscoped;
  const report = await computeImpact(context.services, {
    tenant: access.tenant,
    published: copy.published.prepared,
    draft,
    today: todayFor(context, draft),
    texts,
  });
  const tabs = (await tabCountChanges(context.services, access.tenant, copy.published.prepared, draft)).map((change) => ({
    key: `${change.area}:${change.id}`,
    text: say(texts, change.before === null ? "config.impact.tabs.added" : change.after === null ? "config.impact.tabs.removed" : "config.impact.tabs.changed", {
      area: say(texts, `config.area.${change.area}`),
      tab: change.label,
      before: (change.before ?? 0).toLocaleString("en-GB"),
      after: (change.after ?? 0).toLocaleString("en-GB"),
    }),
  }));
  // The next retention run under the draft beside the published rules (only when the draft changes them).
  const retention = ((await retentionImpact(context.services, access.tenant, copy.published.prepared, draft, todayFor(context, draft))) ?? []).map((line) => ({
    key: line.kind,
    text: draft.text("config.impact.retention.line", { kind: draft.text(`retention.kind.${line.kind}`), published: line.published.toLocaleString("en-GB"), draft: line.draft.toLocaleString("en-GB") }),
  }));
  const groups = report.groups.map((group) => ({
    key: `${group.formId}:${group.from}:${group.to}`,
    text: line(texts, group),
    href: access.href("/config/impact", { form: group.formId, from: group.from, to: group.to }),
  }));
  const wanted = report.groups.find((group) => group.formId === url.searchParams.get("form") && group.from === url.searchParams.get("from") && group.to === url.searchParams.get("to"));
  const automations = await Promise.all(
    automationsChangedBy(copy.published.config, copy.config).map(async ({ id }) => {
      const automation = draft.areas.automations.automations.find((candidate) => candidate.id === id);
      if (!automation) return null;
      if (!automation.enabled) return { id, text: say(texts, "config.impact.automations.off", { name: automation.name }), when: null };
      const count = await impactCount(context.services, access.tenant, draft, automation);
      const records = say(texts, `config.impact.collection.${automation.collection}${count === 1 ? ".one" : ""}`);
      return { id, text: say(texts, "config.impact.automations.line", { name: automation.name, count: count.toLocaleString("en-GB"), records }), when: say(texts, automation.appliesTo === "existing" ? "config.impact.automations.existing" : "config.impact.automations.fromNow") };
    }),
  );
  const people = peopleLines(texts, await peopleImpact(context.services, { tenant: access.tenant, published: copy.published.prepared, draft, today: todayFor(context, draft), texts }));
  // Offered when the draft changes what students are asked for.
  const staged = people.newDocuments !== null || people.reopenedTasks !== null;
  let selected = null;
  if (wanted) {
    const ids = wanted.recordIds.slice(0, LISTED_RECORDS);
    const records = await repositoryOf(context.services, wanted.collection).find(access.tenant, { _id: { $in: ids } });
    const byId = new Map(records.map((record) => [record._id, record]));
    selected = {
      heading: line(texts, wanted),
      total: wanted.count,
      records: ids.map((id) => ({ id, name: byId.has(id) ? recordName(texts, byId.get(id)!) : id })),
    };
  }
  return {
    ...base,
    report: {
      groups,
      hiddenAnswers: report.hiddenAnswers.map((group) => ({
        key: `${group.formId}:${group.field}`,
        text: say(texts, "config.impact.hidden.line", { count: group.count.toLocaleString("en-GB"), records: say(texts, `config.impact.collection.${group.collection}${group.count === 1 ? ".one" : ""}`), form: group.formTitle, field: group.field }),
      })),
      formsCompared: report.formsCompared.length,
      formsWithProblems: report.formsWithProblems,
      recordsRead: report.recordsRead,
      elapsedMs: report.elapsedMs,
    },
    automations: automations.filter((line) => line !== null),
    tabs,
    retention,
    selected,
    people,
    scope: staged ? { chosen: scope, stages } : null,
  };
}
