// One checklist or questionnaire page: the generic renderer, its JSON submission to the page's
// action, redraws when an answer changes what applies (the server decides and stores nothing),
// plus what a checklist page adds: the section caption, notices of informational rules (002
// §5.6), values the server derives from other answers, and the funding summary (002 §3.9).
import { Link } from "@remix-run/react";
import { useState } from "react";
import type { FundingSummary as Summary } from "../../../rules/domain/funding-summary";
import { textOf } from "../../lib/format-message";
import { FormRenderer, type RenderedForm } from "../form/FormRenderer";
import { FormPageNotices } from "../form/FormPageNotices";
import type { FormContext } from "../form/form-context";
import { keepFocusAcrossRedraw, useFormPage, type FormPageResult } from "../form/useFormPage";
import { FundingSummary } from "./FundingSummary";

export interface ChecklistPageData {
  page: RenderedForm & { formId: string; title: string };
  notices: Array<{ path: string; message: string }>;
  funding: Summary | null;
  section: { id: string; number: number | null; titleKey: string | null } | null;
  position: { index: number; count: number };
  upload?: FormContext["upload"];
  version: number;
  backUrl: string;
  backLabelKey?: string;
  /** Drawn without controls: the page cannot be answered now (a Locked questionnaire). */
  readOnly?: boolean;
  texts: Record<string, string>;
}

interface ActionResult extends FormPageResult {
  page?: ChecklistPageData["page"];
  notices?: ChecklistPageData["notices"];
  funding?: Summary | null;
  derived?: Record<string, unknown>;
  conflict?: string;
  version?: number;
  refreshed?: boolean;
}

/** Derived values (e.g. the fee after scholarship) that differ from the answers held in the page. */
function derivedChanges(derived: Record<string, unknown> | undefined, answers: Record<string, unknown>): Record<string, unknown> | null {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(derived ?? {})) {
    if (JSON.stringify(value ?? null) !== JSON.stringify(answers[key] ?? null)) changes[key] = value ?? undefined;
  }
  return Object.keys(changes).length ? changes : null;
}

export function ChecklistPage({ data }: { data: ChecklistPageData }) {
  const [notices, setNotices] = useState(data.notices);
  const [funding, setFunding] = useState(data.funding);
  const { texts } = data;
  const t = (key: string, params?: Record<string, string | number>) => textOf(texts, key, params);
  const { page, conflict, waitForUploads, rendererProps } = useFormPage<ActionResult>(data, {
    // Notices (the TB exemption, the passport warning) and the funding summary come from the server.
    serverRedraw: true,
    onSaveAnswer(result) {
      setNotices(result.notices ?? []);
      if (result.funding !== undefined) setFunding(result.funding);
    },
    onRedraw(result, answers) {
      setNotices(result.notices ?? []);
      if (result.funding !== undefined) setFunding(result.funding);
      const changes = derivedChanges(result.derived, answers);
      if (!changes) return null;
      const merged = { ...answers };
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) delete merged[key];
        else merged[key] = value;
      }
      keepFocusAcrossRedraw();
      return merged;
    },
  });
  const { key, ...renderer } = rendererProps;

  return (
    <>
      <Link className="back-link" to={data.backUrl}>
        {t(data.backLabelKey ?? "checklist.app.back")}
      </Link>
      {data.section?.titleKey ? (
        <nav className="breadcrumbs" aria-label={t("checklist.breadcrumbs")}>
          <ol>
            <li>
              <Link to="/checklist/summary#answers">{t("checklist.breadcrumbs.checklist")}</Link>
            </li>
            <li>
              <Link to={`/checklist/summary#section-${data.section.id}`}>{t(data.section.titleKey)}</Link>
            </li>
            <li aria-current="page">{page.title}</li>
          </ol>
        </nav>
      ) : null}
      {data.section?.titleKey ? (
        <span className="caption">
          {t("checklist.section.number", { n: data.section.number ?? "" })}: {t(data.section.titleKey)}
        </span>
      ) : null}
      <h1>{page.title}</h1>
      <p className="hint">{t("checklist.app.pageOf", { n: data.position.index, total: data.position.count })}</p>
      <FormPageNotices conflict={conflict} waitForUploads={waitForUploads} notices={notices} />
      {data.readOnly ? null : <p className="hint">{t("form.requiredNote")}</p>}
      <FormRenderer key={key} {...renderer} readOnly={data.readOnly} submitLabel={t("form.saveContinue")} />
      {funding ? <FundingSummary summary={funding} /> : null}
    </>
  );
}

/** Redrawing the renderer with values the server worked out moves focus; put it back where the user was. */
