// One checklist or questionnaire page: the generic renderer, its JSON submission to the page's
// action, redraws when an answer changes what applies (the server decides and stores nothing),
// plus what a checklist page adds: the section caption, notices of informational rules (002
// §5.6), values the server derives from other answers, and the funding summary (002 §3.9).
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import type { FundingSummary as Summary } from "../../../rules/domain/funding-summary";
import { textOf } from "../../lib/format-message";
import { FormRenderer, type RenderedForm } from "../form/FormRenderer";
import type { FormContext } from "../form/form-context";
import { useToasts } from "../Toasts";
import { FundingSummary } from "./FundingSummary";

export interface ChecklistPageData {
  page: RenderedForm & { formId: string; title: string };
  notices: Array<{ path: string; message: string }>;
  funding: Summary | null;
  section: { number: number | null; titleKey: string | null } | null;
  position: { index: number; count: number };
  upload?: FormContext["upload"];
  version: number;
  backUrl: string;
  backLabelKey?: string;
  currentYear: number;
  texts: Record<string, string>;
}

interface ActionResult {
  page?: ChecklistPageData["page"];
  notices?: ChecklistPageData["notices"];
  funding?: Summary | null;
  derived?: Record<string, unknown>;
  conflict?: string;
  version?: number;
  refreshed?: boolean;
}

const REDRAW_DELAY_MS = 300;

// Form answers are plain JSON (the renderer only produces JSON values); Remix types JSON bodies as JsonValue.
type JsonBody = Parameters<ReturnType<typeof useFetcher>["submit"]>[0];
const asJson = (value: Record<string, unknown>) => value as unknown as JsonBody;

/** Derived values (e.g. the fee after scholarship) that differ from the answers held in the page. */
function derivedChanges(derived: Record<string, unknown> | undefined, answers: Record<string, unknown>): Record<string, unknown> | null {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(derived ?? {})) {
    if (JSON.stringify(value ?? null) !== JSON.stringify(answers[key] ?? null)) changes[key] = value ?? undefined;
  }
  return Object.keys(changes).length ? changes : null;
}

export function ChecklistPage({ data }: { data: ChecklistPageData }) {
  const save = useFetcher<ActionResult>();
  const redraw = useFetcher<ActionResult>();
  const [page, setPage] = useState(data.page);
  const [notices, setNotices] = useState(data.notices);
  const [funding, setFunding] = useState(data.funding);
  const [version, setVersion] = useState(data.version);
  // Bumped when the server's derived values must replace the renderer's own copy of the answers.
  const [generation, setGeneration] = useState(0);
  const answers = useRef<Record<string, unknown>>(data.page.formData);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const uploading = useRef(false);
  const [waitForUploads, setWaitForUploads] = useState(false);
  const { texts } = data;
  const t = (key: string, params?: Record<string, string | number>) => textOf(texts, key, params);
  const upload = useMemo(
    () =>
      data.upload
        ? {
            ...data.upload,
            onBusyChange: (busy: boolean) => {
              uploading.current = busy;
              if (!busy) setWaitForUploads(false);
            },
          }
        : undefined,
    [data.upload],
  );

  const toasts = useToasts();
  useEffect(() => {
    if (!save.data?.page) return;
    // A save that answered with the page (errors or a conflict) did not move on: no toast.
    toasts.showAfterNavigation(null);
    setPage({ ...save.data.page, formData: answers.current });
    setNotices(save.data.notices ?? []);
    if (save.data.funding !== undefined) setFunding(save.data.funding);
    if (typeof save.data.version === "number") setVersion(save.data.version);
  }, [save.data]);
  useEffect(() => {
    const result = redraw.data;
    if (!result?.page) return;
    setNotices(result.notices ?? []);
    if (result.funding !== undefined) setFunding(result.funding);
    const changes = derivedChanges(result.derived, answers.current);
    if (changes) {
      const merged = { ...answers.current };
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) delete merged[key];
        else merged[key] = value;
      }
      answers.current = merged;
      // Redrawing the renderer with the new values moves focus; put it back where the user was.
      const active = typeof document !== "undefined" ? (document.activeElement as HTMLInputElement | null) : null;
      const focus = active?.id ? { id: active.id, start: active.selectionStart, end: active.selectionEnd } : null;
      setGeneration((n) => n + 1);
      requestAnimationFrame(() => {
        const element = focus ? (document.getElementById(focus.id) as HTMLInputElement | null) : null;
        element?.focus();
        if (element && focus?.start !== null && focus?.start !== undefined && typeof element.setSelectionRange === "function") {
          try {
            element.setSelectionRange(focus.start, focus.end ?? focus.start);
          } catch {
            // inputs without a text selection (e.g. radios) keep the caret where it is
          }
        }
      });
    }
    setPage((current) => ({ ...result.page!, formData: answers.current, errors: current.errors }));
  }, [redraw.data]);

  const errors = page.errors;
  useEffect(() => {
    const base = document.title.replace(/^Error: /, "");
    document.title = errors.length ? `${t("form.errorTitlePrefix")}${base}` : base;
  }, [errors, texts]);

  return (
    <>
      <Link className="back-link" to={data.backUrl}>
        {t(data.backLabelKey ?? "checklist.app.back")}
      </Link>
      {data.section?.titleKey ? (
        <span className="caption">
          {t("checklist.section.number", { n: data.section.number ?? "" })}: {t(data.section.titleKey)}
        </span>
      ) : null}
      <h1>{page.title}</h1>
      <p className="hint">{t("checklist.app.pageOf", { n: data.position.index, total: data.position.count })}</p>
      {save.data?.conflict ? (
        <div className="notification notification--warning" role="alert">
          {save.data.conflict}
        </div>
      ) : null}
      {waitForUploads ? (
        <div className="notification notification--warning" role="alert">
          {t("uploads.wait")}
        </div>
      ) : null}
      <div aria-live="polite">
        {notices.map((notice) => (
          <p className="notice" key={`${notice.path}:${notice.message}`}>
            {notice.message}
          </p>
        ))}
      </div>
      <p className="hint">{t("form.requiredNote")}</p>
      <FormRenderer
        key={`${page.formId}:${generation}`}
        schema={page.schema}
        uiSchema={page.uiSchema}
        formData={answers.current}
        errors={errors}
        texts={texts}
        currentYear={data.currentYear}
        upload={upload}
        submitLabel={t("form.saveContinue")}
        busy={save.state !== "idle"}
        onChange={(formData) => {
          // rjsf reports its initial data while rendering; only the user's changes need a redraw.
          if (JSON.stringify(formData) === JSON.stringify(answers.current)) return;
          answers.current = formData;
          if (typeof window === "undefined") return;
          clearTimeout(timer.current);
          timer.current = setTimeout(
            () => redraw.submit(asJson({ data: formData, intent: "refresh" }), { method: "post", encType: "application/json" }),
            REDRAW_DELAY_MS,
          );
        }}
        onSubmit={(formData) => {
          answers.current = formData;
          clearTimeout(timer.current);
          if (uploading.current) {
            setWaitForUploads(true);
            return;
          }
          toasts.showAfterNavigation(t("form.saved"));
          save.submit(asJson({ data: formData, version }), { method: "post", encType: "application/json" });
        }}
      />
      {funding ? <FundingSummary summary={funding} texts={texts} /> : null}
    </>
  );
}
