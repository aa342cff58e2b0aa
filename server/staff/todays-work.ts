// The staff home's "what needs doing today" (issue 39; decision 0060): for each kind of work a
// role may open (its navigation), how many records wait, each figure a link to the list that
// shows exactly those records. The list figures are counted by the list's own queries
// (countOfList), so a figure and its list never disagree.
import type { PreparedConfig } from "../../rules";
import { visibleTabs } from "../../rules/lists/list-query";
import { jobOf, recentImports } from "../import/import-jobs";
import { countOfList, type TabSet } from "../lists/dashboard";
import { inbox } from "../conversations/conversations";
import { MESSAGES_HREF, navigationFor } from "../navigation";
import { failedReminders } from "../reminders/deliver";
import type { SignedInUser } from "../auth/permissions";
import type { Services } from "../services";
import { universityDateTime, universityToday } from "../time";
import { addDays } from "../../rules/dates/add-days";

/** One figure: its words (a catalogue key and its values) and the list it opens. */
export interface WorkLink {
  textKey: string;
  params: Record<string, string | number>;
  href: string;
}

/** A kind of work, under its heading; only kinds with something waiting are listed. */
export interface WorkGroup {
  key: "documents" | "stageTooLong" | "messages" | "failedReminders" | "imports";
  headingKey: string;
  links: WorkLink[];
}

const PIPELINE_HREF = "/cas";
const REMINDERS_HREF = "/reminders/failed";
const IMPORTS_HREF = "/imports";

/** As many failed reminders as their page lists (reminders.failed). */
const FAILED_REMINDERS_SHOWN = 200;
/** How far back an import with problems still counts as today's work: a week of the university's days. */
const IMPORT_DAYS = 7;
/** The imports looked through for problems (newest first). */
const IMPORTS_LOOKED_AT = 50;

const href = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/** A figure per pipeline tab of the role: the tab's rows under one filter, linked with it. */
async function perPipelineTab(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig, filter: Record<string, string>, filterKey: string): Promise<WorkLink[]> {
  const tabSet: TabSet = "pipeline";
  const links: WorkLink[] = [];
  for (const tab of visibleTabs(config.areas.casStages.tabs, user.role)) {
    const query = { tab: tab.key, ...filter };
    const count = await countOfList(services, user, tenant, config, Object.fromEntries(Object.entries(query).map(([name, value]) => [name, [value]])), tabSet, [filterKey]);
    if (count) links.push({ textKey: "home.work.inTab", params: { count, tab: tab.label }, href: href(PIPELINE_HREF, query) });
  }
  return links;
}

async function importsWithProblems(services: Services, tenant: string, config: PreparedConfig, today: string): Promise<WorkLink[]> {
  const since = addDays(today, -IMPORT_DAYS);
  const links: WorkLink[] = [];
  for (const job of (await recentImports(services, tenant, IMPORTS_LOOKED_AT)).map(jobOf)) {
    if (job.createdAt.slice(0, 10) < since) break;
    const when = universityDateTime(job.createdAt, config);
    const link = `${IMPORTS_HREF}/${encodeURIComponent(job.id)}`;
    const result = job.result ?? job.preview;
    if (job.status === "failed") links.push({ textKey: "home.work.importStopped", params: { file: job.fileName, when }, href: link });
    else if (result?.missingColumns.length) links.push({ textKey: "home.work.importMissingColumns", params: { file: job.fileName, when }, href: link });
    else if (result?.failed) links.push({ textKey: "home.work.importFailedRows", params: { file: job.fileName, when, count: result.failed, total: result.total }, href: link });
  }
  return links;
}

/** What waits for this staff member today at their university, by kind; empty when nothing does. */
export async function todaysWork(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig): Promise<WorkGroup[]> {
  const opens = new Set(navigationFor(user).map((link) => link.href));
  const today = universityToday(services.clock(), config);
  const groups: WorkGroup[] = [];
  const add = (key: WorkGroup["key"], links: WorkLink[]) => {
    if (links.length) groups.push({ key, headingKey: `home.work.${key}`, links });
  };
  if (opens.has(PIPELINE_HREF)) {
    add("documents", await perPipelineTab(services, user, tenant, config, { documentsAwaitingReview: "yes" }, "documentsAwaitingReview"));
    // In their stage past its follow-up date: the date is today or before (decision 0060).
    add("stageTooLong", await perPipelineTab(services, user, tenant, config, { stageFollowUpTo: today }, "stageFollowUp"));
  }
  if (opens.has(MESSAGES_HREF)) {
    const waiting = (await inbox(services, user, tenant, config)).length;
    if (waiting) add("messages", [{ textKey: "home.work.conversations", params: { count: waiting }, href: MESSAGES_HREF }]);
  }
  if (opens.has(REMINDERS_HREF)) {
    const failed = (await failedReminders(services, tenant, FAILED_REMINDERS_SHOWN)).length;
    if (failed) add("failedReminders", [{ textKey: "home.work.remindersFailed", params: { count: failed }, href: REMINDERS_HREF }]);
  }
  if (opens.has(IMPORTS_HREF)) add("imports", await importsWithProblems(services, tenant, config, today));
  return groups;
}
