// /config/import-feeds: the university's SFTP feeds (issue 18 item 6; decision 0829): listed with
// whether their key or password is stored, checked against the server without importing, and
// added or changed with the import-feed form into the draft. Secrets go to the secret store.
import type { AppLoadContext } from "@remix-run/node";
import type { PreparedConfig } from "../../rules";
import { notFound } from "../../server/auth/guards";
import { feedForm, feedsOf } from "../../server/import/feed-settings";
import { scheduleWords } from "../../rules/import/feed-schedule";
import { checkFeedConnection, type ConnectionCheck } from "../../server/import/sftp-feed";
import { outboundWords } from "../../server/http/outbound";
import { hasSecret } from "../../server/secrets/secret-store";
import { staffFormPage, staffFormTexts, type StaffFormScope } from "../../server/forms/staff-form";
import { submitStaffForm } from "./staff-form.server";
import { configPage, field, todayFor, workingConfig, type ConfigPage } from "./config-common.server";
import { readForm } from "../../server/http/form-body";

const FEED_FORM = (config: PreparedConfig) => config.document["import-field-mapping"].feedForm;

const TEXTS = ["config.importFeeds.", "form.errorSummary"];

/** A feed's schedule in words (decision 0061); one the words cannot say, as its cron expression, saying so. */
function scheduleText(config: PreparedConfig, cron: string): string {
  const words = scheduleWords(cron);
  const dayName = words.params.day === "" ? "" : config.text(`config.importFeeds.day.${words.params.day}`);
  return config.text(`config.importFeeds.every.${words.key}`, { ...words.params, dayName });
}

async function feedRows(context: AppLoadContext, page: ConfigPage, config: PreparedConfig) {
  return Promise.all(
    feedsOf(page.copy.config).map(async (feed) => ({
      id: feed.id,
      source: feed.source,
      server: `${feed.username}@${feed.host}:${feed.port}`,
      folder: feed.remoteFolder,
      pattern: feed.filePattern,
      schedule: scheduleText(config, feed.schedule),
      enabled: feed.enabled,
      secretStored: await hasSecret(context.services, page.access.tenant, feed.secretName),
      href: page.access.href(`/config/import-feeds/${encodeURIComponent(feed.id)}`),
    })),
  );
}

async function feedsPage(context: AppLoadContext, page: ConfigPage, check: { feedId: string; message: string; ok: boolean } | null) {
  const config = workingConfig(page, FEED_FORM);
  return {
    texts: config.texts(...TEXTS),
    feeds: await feedRows(context, page, config),
    links: { back: page.access.href("/config/areas/import-field-mapping"), add: page.access.href("/config/import-feeds/new"), action: page.access.href("/config/import-feeds") },
    check,
  };
}

export async function loadImportFeeds(request: Request, context: AppLoadContext) {
  return feedsPage(context, await configPage(request, context), null);
}

function checkMessage(config: PreparedConfig, feed: { host: string; port: number; remoteFolder: string }, result: ConnectionCheck): string {
  if (result.ok) return config.text(result.files.length ? "config.importFeeds.checkOk" : "config.importFeeds.checkOkNone", { host: feed.host, folder: feed.remoteFolder, count: result.files.length, files: result.files.slice(0, 10).join(", ") });
  if (result.failed === "connect") return outboundWords(config, result.outbound);
  return config.text(`config.importFeeds.checkFailed.${result.failed}`, { host: feed.host, port: feed.port, folder: feed.remoteFolder });
}

/** 'Check the connection': signs in and lists the folder with the draft's feed; nothing is imported. */
export async function checkImportFeed(request: Request, context: AppLoadContext) {
  const page = await configPage(request, context);
  const feedId = field(await readForm(request), "feedId");
  const feed = feedsOf(page.copy.config).find((candidate) => candidate.id === feedId);
  if (!feed) throw notFound();
  const result = await checkFeedConnection(context.services, page.access.tenant, feed);
  return feedsPage(context, page, { feedId, ok: result.ok, message: checkMessage(workingConfig(page, FEED_FORM), feed, result) });
}

async function openFeed(request: Request, context: AppLoadContext, feedId: string | undefined) {
  const page = await configPage(request, context);
  const config = workingConfig(page, FEED_FORM);
  const feed = feedId === undefined ? null : (feedsOf(page.copy.config).find((candidate) => candidate.id === feedId) ?? null);
  if (feedId !== undefined && !feed) throw notFound();
  const scope: StaffFormScope = { user: page.access.user, config, today: todayFor(context, config) };
  const form = feedForm(context.services, config, { tenant: page.access.tenant, config: page.copy.config, draftVersion: page.copy.draftVersion, basedOnVersion: page.copy.basedOnVersion, by: page.access.user.id }, feed);
  return { page, scope, feed, form };
}

export async function loadImportFeed(request: Request, context: AppLoadContext, feedId: string | undefined) {
  const { page, scope, feed, form } = await openFeed(request, context, feedId);
  const formPage = staffFormPage(scope, form);
  const texts = staffFormTexts(scope, formPage, ["form.", "imports.feed.", "config.importFeeds.backToFeeds"]);
  return { page: formPage, caption: feed?.id ?? scope.config.text("config.importFeeds.newTitle"), version: page.copy.draftVersion, backUrl: page.access.href("/config/import-feeds"), backLabel: texts["config.importFeeds.backToFeeds"], texts };
}

export async function submitImportFeed(request: Request, context: AppLoadContext, feedId: string | undefined) {
  const { page, scope, form } = await openFeed(request, context, feedId);
  return submitStaffForm(request, scope, form, page.access.href("/config/import-feeds"));
}
