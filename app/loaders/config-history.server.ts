// /config/history: the published versions (number, when, who, note), a comparison of any two
// in words, and rollback: a draft made from an earlier version, then checked and published on the
// overview like any other draft.
import { redirect } from "@remix-run/node";
import { configAccess } from "../../server/config-admin/access";
import { changesBetween } from "../../server/config-admin/changes";
import { formatWhen } from "../../server/config-admin/format";
import { listVersions } from "../../server/config-admin/history";
import { prepareRollback, versionConfig } from "../../server/config-admin/publishing";
import { configTexts, say } from "../../server/config-admin/texts";
import { failure, field, frameOf, submittedValues, type ConfigContext } from "./config-common.server";
import { readForm } from "../../server/http/form-body";

const SHOWN_CHANGES = 300;

function versionParam(value: string | null): number | null {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : null;
}

export async function loadConfigHistory(request: Request, context: ConfigContext) {
  const access = await configAccess(request, context);
  const [texts, frame] = await Promise.all([configTexts(context.services, access.tenant), frameOf(context, access)]);
  const current = (await context.services.configs.current(access.tenant)).prepared;
  const timeZone = current.timeZone;
  const versions = (await listVersions(context.services, access.tenant)).map((version) => ({ ...version, when: formatWhen(version.publishedAt, timeZone) }));
  const url = new URL(request.url);
  const latest = versions[0]?.version ?? 0;
  const to = versionParam(url.searchParams.get("to")) ?? latest;
  const from = versionParam(url.searchParams.get("from")) ?? Math.max(1, to - 1);
  const [fromConfig, toConfig] = await Promise.all([versionConfig(context.services, access.tenant, from), versionConfig(context.services, access.tenant, to)]);
  const changes = fromConfig && toConfig ? changesBetween(fromConfig, toConfig, texts, current) : null;
  return {
    texts,
    frame,
    versions,
    latest,
    compare: { from, to, changes: changes?.slice(0, SHOWN_CHANGES).map((change) => change.text) ?? null, count: changes?.length ?? 0 },
    links: { self: access.href("/config/history"), tenant: access.namesTenant ? access.tenant : null },
    published: versionParam(url.searchParams.get("published")),
    rolledBack: versionParam(url.searchParams.get("rolledBack")),
  };
}

export async function configHistoryAction(request: Request, context: ConfigContext) {
  const access = await configAccess(request, context);
  const texts = await configTexts(context.services, access.tenant);
  const form = await readForm(request);
  const intent = field(form, "intent");
  const values = submittedValues(form);
  if (intent !== "rollback") return failure(400, intent, [{ field: "", message: say(texts, "config.error.unknownAction") }], values);
  const version = versionParam(field(form, "version"));
  const expectedLatest = versionParam(field(form, "expectedLatest"));
  if (version === null || expectedLatest === null) return failure(422, intent, [{ field: "", message: say(texts, "config.history.unknownVersion") }], values);
  const outcome = await prepareRollback(context.services, access.tenant, { by: access.user.id, version, expectedLatest });
  switch (outcome.kind) {
    case "prepared":
      return redirect(access.href("/config", { rollback: version }));
    case "unknownVersion":
      return failure(404, intent, [{ field: "", message: say(texts, "config.history.unknownVersion") }], values);
    case "draftExists":
      return failure(409, intent, [{ field: "", message: say(texts, "config.history.draftExists") }], values);
    case "publishConflict":
      return failure(409, intent, [{ field: "", message: say(texts, "config.publish.conflict", { version: outcome.latest }) }], values);
  }
}
