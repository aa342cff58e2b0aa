// /config: the layout (university, navigation) and the overview: what is published, the draft
// and its changes in words, Validate, Publish, Discard, and the areas to edit.
import { data, redirect } from "@remix-run/node";
import { optionalConfigAccess } from "../../server/config-admin/access";
import { changesBetween } from "../../server/config-admin/changes";
import { FIXED_MEMBERS, formsOf } from "../../server/config-admin/edits";
import { formsByJourney } from "../../server/config-admin/journeys";
import { formatWhen } from "../../server/config-admin/format";
import { latestVersion, userName } from "../../server/config-admin/history";
import { placeOf, placePath } from "../../server/config-admin/locations";
import { discardDraft, publishDraft, validateDraft, versionsUndone } from "../../server/config-admin/publishing";
import { changesDocuments, scopeOf, scopeStages } from "../../server/config-admin/publish-scope";
import { configTexts, say } from "../../server/config-admin/texts";
import type { Problem } from "../../rules";
import { officerPathOf } from "../../server/config-admin/area-editor";
import { configPage, workingConfig, draftState, draftVersionOf, field, submittedValues, type ConfigContext, type ConfigFailure, type ConfigPage, type FieldError } from "./config-common.server";
import { readForm } from "../../server/http/form-body";
import { listUniversities } from "../../server/tenants/universities";

const SHOWN_CHANGES = 100;

interface ShownProblem extends Problem {
  href: string | null;
}

export interface OverviewResult extends ConfigFailure {
  problems?: ShownProblem[];
  /** 'Validate' with no draft: there is nothing to validate (issue 20 item 5). */
  noDraft?: boolean;
}

function answer(status: number, intent: string, errors: FieldError[], values: Record<string, string>, problems?: ShownProblem[]) {
  return data<OverviewResult>({ intent, errors, values, ...(problems ? { problems } : {}) }, { status });
}

function problemsWithLinks(page: ConfigPage, problems: readonly Problem[]): ShownProblem[] {
  return problems.map((problem) => {
    const place = placeOf(page.copy.config, problem.location);
    return { ...problem, href: place ? page.access.href(placePath(place)) : null };
  });
}

export async function loadConfigOverview(request: Request, context: ConfigContext) {
  const access = await optionalConfigAccess(request, context);
  if (!access) {
    const tenants = await listUniversities(context.services);
    return { kind: "choose" as const, tenants: tenants.map((tenant) => ({ key: tenant.key, name: tenant.name })), texts: await configTexts(context.services, null) };
  }
  const page = await configPage(request, context);
  const { copy, texts, frame } = page;
  const working = workingConfig(page);
  const url = new URL(request.url);
  const changes = copy.draftVersion > 0 ? changesBetween(copy.published.config, copy.config, texts, copy.published.prepared) : [];
  const listed = Object.entries(formsOf(copy.config)).map(([id, form]) => ({ id, title: typeof form?.title === "string" ? form.title : id, kind: typeof form?.kind === "string" ? form.kind : "" }));
  const journeys = formsByJourney(copy.config, listed).map((journey) => ({
    kind: journey.kind,
    forms: journey.forms.map((form) => ({ ...form, href: access.href(`/config/forms/${encodeURIComponent(form.id)}`), previewHref: access.href(`/config/forms/${encodeURIComponent(form.id)}/preview`) })),
  }));
  const areas = Object.keys(copy.config)
    .filter((area) => area !== "forms" && !FIXED_MEMBERS.includes(area))
    .sort()
    .map((area) => {
      const officer = officerPathOf(working, area);
      return { area, href: access.href(officer.path), jsonOnly: officer.json, jsonHref: access.href(`/config/areas/${encodeURIComponent(area)}`) };
    });
  const published = (await latestVersion(context.services, access.tenant))!;
  const timeZone = copy.published.prepared.timeZone;
  const rollback =
    copy.rollbackTo === null
      ? null
      : {
          to: copy.rollbackTo,
          note: say(texts, "config.history.rollbackNote", { version: copy.rollbackTo }),
          undoes: (await versionsUndone(context.services, access.tenant, copy.rollbackTo, copy.basedOnVersion)).map((version) => ({ version: version.version, when: formatWhen(version.publishedAt, timeZone), by: version.publisher, note: version.note })),
        };
  return {
    kind: "overview" as const,
    texts,
    frame,
    state: draftState(copy),
    published: { version: published.version, when: formatWhen(published.publishedAt, copy.published.prepared.timeZone), publisher: await userName(context.services, published.publishedBy), note: published.note },
    draft: copy.draft ? { when: formatWhen(copy.draft.updatedAt, copy.published.prepared.timeZone), updatedBy: await userName(context.services, copy.draft.updatedBy) } : null,
    changes: changes.slice(0, SHOWN_CHANGES).map((change) => change.text),
    changeCount: changes.length,
    journeys,
    areas,
    links: {
      impact: access.href("/config/impact"),
      history: access.href("/config/history"),
      reminders: access.href("/config/reminders"),
    },
    rollback,
    // Who a documents change applies to (decision 0075): offered when the draft changes the documents or tasks, or already has a scope.
    scope: copy.draftVersion > 0 && (changesDocuments(copy.published.config, copy.config) || scopeOf(copy.config) !== "") ? { chosen: scopeOf(copy.config), stages: scopeStages(copy.published.prepared) } : null,
    notice: url.searchParams.get("discarded") ? "config.draft.discarded" : url.searchParams.get("rollback") ? "config.rollback.prepared" : null,
  };
}

export async function configOverviewAction(request: Request, context: ConfigContext) {
  const page = await configPage(request, context);
  const { access, copy, texts } = page;
  const form = await readForm(request);
  const intent = field(form, "intent");
  const values = submittedValues(form);
  if (intent === "validate") {
    if (copy.draftVersion === 0) return data<OverviewResult>({ intent, errors: [], values, noDraft: true }, { status: 200 });
    const problems = problemsWithLinks(page, await validateDraft(copy.config));
    return answer(200, intent, [], values, problems);
  }
  if (intent === "discard") {
    const outcome = await discardDraft(context.services, access.tenant, draftVersionOf(form));
    if (outcome === "draftConflict") return answer(409, intent, [{ field: "", message: say(texts, "config.draft.conflict") }], values);
    return redirect(access.href("/config", { discarded: "1" }));
  }
  if (intent === "publish") {
    const note = field(form, "note").trim();
    if (!note) return answer(422, intent, [{ field: "note", message: say(texts, "config.publish.noteMissing") }], values);
    const scope = form.has("scope") ? field(form, "scope") : undefined;
    if (scope !== undefined && scope !== "" && !scopeStages(copy.published.prepared).some((stage) => stage.value === scope)) {
      return answer(422, intent, [{ field: "scope", message: say(texts, "config.publish.scopeUnknown") }], values);
    }
    const outcome = await publishDraft(context.services, access.tenant, { by: access.user.id, note, draftVersion: draftVersionOf(form), words: texts, scope });
    switch (outcome.kind) {
      case "published":
        return redirect(access.href("/config/history", copy.rollbackTo === null ? { published: outcome.version } : { rolledBack: outcome.version }));
      case "problems":
        return answer(
          422,
          intent,
          [{ field: "problems", message: say(texts, "config.publish.hasProblems", { count: outcome.problems.length }) }],
          values,
          problemsWithLinks(page, outcome.problems),
        );
      case "noDraft":
        return answer(422, intent, [{ field: "", message: say(texts, "config.publish.noDraft") }], values);
      case "draftConflict": {
        const newer = { by: await userName(context.services, outcome.savedBy), at: formatWhen(outcome.savedAt, copy.published.prepared.timeZone) };
        return answer(409, intent, [{ field: "", message: say(texts, "config.publish.newerDraft", newer) }], values);
      }
      case "publishConflict":
        return answer(409, intent, [{ field: "", message: say(texts, "config.publish.conflict", { version: outcome.latest }) }], values);
    }
  }
  return answer(400, intent, [{ field: "", message: say(texts, "config.error.unknownAction") }], values);
}
