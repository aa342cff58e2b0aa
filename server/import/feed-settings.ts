// An import feed as the Config screen edits it (issue 18 item 6; decision 0829): the feed goes
// into the draft configuration (published like every other change); its key or password goes
// straight to the secret store, encrypted, and is never shown again.
import cron from "node-cron";
import type { ImportFeed, ImportFieldMappingArea } from "../../rules/types";
import type { PreparedConfig } from "../../rules";
import { patternProblems } from "../../rules/patterns/configured-pattern";
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
const NEW_FEED = { enabled: true, source: "SFTP", port: 22, auth: "key", schedule: "*/15 * * * *" };

/** A feed's key or password is stored under a name of its own, kept when the feed is renamed. */
const secretNameOf = (feed: ImportFeed | null, id: string) => feed?.secretName ?? `feed-${id}`;

export const feedsOf = (config: Config): ImportFeed[] => ((config[AREA] as ImportFieldMappingArea | undefined)?.feeds ?? []) as ImportFeed[];

/** The feed form over a new feed (null) or one of the draft's. */
export function feedForm(services: Services, config: PreparedConfig, draft: FeedDraft, feed: ImportFeed | null): StaffForm {
  const area = draft.config[AREA] as ImportFieldMappingArea;
  return {
    formId: config.document[AREA].feedForm,
    subject: {},
    start: { feed: feed ?? NEW_FEED },
    async checkStored(answers) {
      const answered = answers.feed as ImportFeed | undefined;
      if (!answered) return [];
      const edited = { ...answered, secretName: secretNameOf(feed, answered.id) };
      const problems: Array<{ path: string; message: string }> = [];
      if (edited.id && edited.id !== feed?.id && feedsOf(draft.config).some((other) => other.id === edited.id)) problems.push({ path: "feed.id", message: config.text("imports.feed.idTaken", { id: edited.id }) });
      if (edited.filePattern && patternProblems(edited.filePattern).length > 0) problems.push({ path: "feed.filePattern", message: config.text("imports.feed.filePatternInvalid") });
      if (edited.schedule && !cron.validate(edited.schedule)) problems.push({ path: "feed.schedule", message: config.text("imports.feed.scheduleInvalid") });
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
      const answered = answers.feed as ImportFeed;
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
