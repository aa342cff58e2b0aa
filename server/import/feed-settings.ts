// An import feed as the Config screen edits it (issue 18 item 6; decision 0829): the feed goes
// into the draft configuration (published like every other change); its key or password goes
// straight to the secret store, encrypted, and is never shown again. Its schedule and file names
// are asked in words and by example, and written as the cron expression and the regular
// expression here (issue 39; decision 0061).
import cron from "node-cron";
import type { ImportFeed, ImportFieldMappingArea } from "../../rules/types";
import type { PreparedConfig } from "../../rules";
import { patternProblems } from "../../rules/patterns/configured-pattern";
import { cronOf, exampleProblem, patternFromExample, wordsOfCron, type ScheduleWords } from "../../rules/import/feed-schedule";
import { DraftConflictError } from "../config-admin/drafts";
import { replaceArea, type Config } from "../config-admin/edits";
import { drafts, type WorkingCopy } from "../config-admin/working-copy";
import { addressProblemWords, hostProblem, outboundOptions } from "../http/outbound";
import type { StaffForm } from "../forms/staff-form";
import { hasSecret, putSecret } from "../secrets/secret-store";
import type { Services } from "../services";
import { VersionConflictError } from "../store/port";

const AREA = "import-field-mapping";

/** The working copy (the draft, or the published configuration when there is none) and who edits it. */
export type FeedDraft = Pick<WorkingCopy, "tenant" | "config" | "draftVersion" | "basedOnVersion"> & { by: string };

/** What a new feed starts with: pulled every 15 minutes over port 22 with a key. */
const NEW_FEED: Partial<ImportFeed> & { schedule: string } = { enabled: true, source: "SFTP", port: 22, auth: "key", schedule: "*/15 * * * *" };

/** How the form asks for the files: by an example name, or the regular expression itself. */
interface FilesWords {
  how?: "example" | "advanced";
  example?: string;
  pattern?: string;
}

/** The files of a feed in the form's words: its example when the pattern was written from it, else the pattern (advanced). */
function filesWordsOf(feed: Partial<ImportFeed>): FilesWords {
  if (!feed.filePattern) return { how: "example" };
  if (feed.fileExample && patternFromExample(feed.fileExample) === feed.filePattern) return { how: "example", example: feed.fileExample };
  return { how: "advanced", pattern: feed.filePattern };
}

/** The feed the answers describe: its schedule and file pattern written from the words. */
function feedOfAnswers(answers: Record<string, unknown>): ImportFeed {
  const feed = { ...(answers.feed as ImportFeed) };
  const when = (answers.when ?? {}) as ScheduleWords;
  const files = (answers.files ?? {}) as FilesWords;
  feed.schedule = cronOf(when) ?? "";
  if (files.how === "example") {
    feed.fileExample = (files.example ?? "").trim();
    feed.filePattern = patternFromExample(feed.fileExample);
  } else {
    delete feed.fileExample;
    feed.filePattern = (files.pattern ?? "").trim();
  }
  return feed;
}

/** A feed's key or password is stored under a name of its own, kept when the feed is renamed. */
const secretNameOf = (feed: ImportFeed | null, id: string) => feed?.secretName ?? `feed-${id}`;

export const feedsOf = (config: Config): ImportFeed[] => ((config[AREA] as ImportFieldMappingArea | undefined)?.feeds ?? []) as ImportFeed[];

/** The feed form over a new feed (null) or one of the draft's. */
export function feedForm(services: Services, config: PreparedConfig, draft: FeedDraft, feed: ImportFeed | null): StaffForm {
  const area = draft.config[AREA] as ImportFieldMappingArea;
  return {
    formId: config.document[AREA].feedForm,
    subject: {},
    start: { feed: feed ?? NEW_FEED, when: wordsOfCron((feed ?? NEW_FEED).schedule), files: filesWordsOf(feed ?? NEW_FEED) },
    async checkStored(answers) {
      if (!answers.feed) return [];
      const answered = feedOfAnswers(answers);
      const edited = { ...answered, secretName: secretNameOf(feed, answered.id) };
      const problems: Array<{ path: string; message: string }> = [];
      const files = (answers.files ?? {}) as FilesWords;
      if (edited.id && edited.id !== feed?.id && feedsOf(draft.config).some((other) => other.id === edited.id)) problems.push({ path: "feed.id", message: config.text("imports.feed.idTaken", { id: edited.id }) });
      if (files.how === "example" && exampleProblem(files.example ?? "") === "folder") problems.push({ path: "files.example", message: config.text("imports.feed.exampleFolder") });
      else if (edited.filePattern && patternProblems(edited.filePattern).length > 0) problems.push({ path: files.how === "example" ? "files.example" : "files.pattern", message: config.text("imports.feed.filePatternInvalid") });
      // The words always make an expression node-cron takes; one typed (advanced) is checked by node-cron itself.
      if (edited.schedule && !cron.validate(edited.schedule)) problems.push({ path: "when.cron", message: config.text("imports.feed.scheduleInvalid") });
      // An address the guard refuses whatever it resolves to; a name is checked at every connection (decision 0016).
      const address = edited.host && typeof edited.port === "number" ? hostProblem(edited.host, edited.port, outboundOptions(services.env)) : null;
      if (address) problems.push({ path: "feed.host", message: addressProblemWords(config, address) });
      const secret = typeof answers.secret === "string" ? answers.secret : "";
      if (secret && !services.env.SECRETS_KEY) problems.push({ path: "secret", message: config.text("imports.feed.secretUnavailable") });
      else if (!secret && edited.secretName && !(await hasSecret(services, draft.tenant, edited.secretName))) problems.push({ path: "secret", message: config.text("imports.feed.secretRequired") });
      return problems;
    },
    async save(answers, version) {
      if (version !== draft.draftVersion) throw new VersionConflictError("configDrafts", draft.tenant, version, draft.draftVersion);
      const answered = feedOfAnswers(answers);
      const edited = { ...answered, secretName: secretNameOf(feed, answered.id) };
      const others = feedsOf(draft.config);
      const feeds = feed ? others.map((other) => (other.id === feed.id ? edited : other)) : [...others, edited];
      try {
        await drafts(services).save(draft.tenant, replaceArea(draft.config, AREA, { ...area, feeds }), { by: draft.by, at: services.clock().toISOString(), expectedVersion: version, basedOnVersion: draft.basedOnVersion });
      } catch (error) {
        if (error instanceof DraftConflictError) throw new VersionConflictError("configDrafts", draft.tenant, version, error.currentVersion);
        throw error;
      }
      if (typeof answers.secret === "string" && answers.secret) await putSecret(services, draft.tenant, edited.secretName, answers.secret);
    },
  };
}
