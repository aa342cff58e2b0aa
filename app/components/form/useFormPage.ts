// What every form page does around the renderer, in one place: JSON submission to the page's
// action ('Save & Continue'), redraws when an answer changes which questions apply (the server
// decides and stores nothing), the version the page was loaded with, holding a save while files
// upload, the 'Error: ' title prefix, and the 'saved' toast on the next page.
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { textOf } from "../../lib/format-message";
import { useToasts } from "../Toasts";
import { useErrorTitle } from "../../lib/error-title";
import type { FormContext } from "./form-context";
import type { RenderedForm } from "./FormRenderer";
import { evaluateClientPage, type ClientPageRef } from "../../../rules/pages/client-page";
import { checkInBrowser } from "./browser-checks";
import { useClientModel } from "./form-module";

export type FormPageContent = RenderedForm & { formId: string; title: string; client?: ClientPageRef | null };

/** What a page's action answers: the page redrawn (with errors on a refused save), or a conflict. */
export interface FormPageResult {
  page?: FormPageContent;
  conflict?: string;
  version?: number;
  /** A save that stays on the page (a group's save button) succeeded. */
  saved?: boolean;
  /** The stored file whose Remove was pressed without JavaScript: the page asks at it before deleting. */
  confirmRemoval?: string;
}

const REDRAW_DELAY_MS = 300;

// Form answers are plain JSON (the renderer only produces JSON values); Remix types JSON bodies as JsonValue.
type JsonBody = Parameters<ReturnType<typeof useFetcher>["submit"]>[0];
const asJson = (value: Record<string, unknown>) => value as unknown as JsonBody;

export interface FormPageHooks<R extends FormPageResult> {
  /** Extra members of every save's body (e.g. `{ intent: "dialog" }`). */
  submitFields?: Record<string, unknown>;
  /** After any answer to a save that did not navigate away (errors, a conflict, or stored and staying). */
  onSaveAnswer?(result: R): void;
  /** After a redraw; may return answers to replace the renderer's copy (values the server worked out). */
  onRedraw?(result: R, answers: Record<string, unknown>): Record<string, unknown> | null;
  /** The page still asks the server after a change (notices, calculated answers) even with its rules in the browser. */
  serverRedraw?: boolean;
  /** The catalogue key of the toast on the next page after a save (default "form.saved"); null for none (a save that is asked about first). */
  savedKey?: string | ((formData: Record<string, unknown>) => string | null);
}

/** Keeps the focused control focused (and its caret) when the renderer is drawn anew. */
export function keepFocusAcrossRedraw() {
  const active = document.activeElement as HTMLInputElement | null;
  const focus = active?.id ? { id: active.id, start: active.selectionStart, end: active.selectionEnd } : null;
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

/** Values the rules derived (e.g. the fee after scholarship) that differ from the answers held in the page. */
function derivedChanges(derived: Record<string, unknown>, answers: Record<string, unknown>): string[] {
  return Object.keys({ ...derived, ...answers }).filter((key) => JSON.stringify(derived[key] ?? null) !== JSON.stringify(answers[key] ?? null));
}

/**
 * Widgets that show their value as given: a derived value drawn by one is shown without drawing
 * the form again, so a list the student is choosing from stays open (the course's campus follows
 * the course name; decision 0042). Others (money boxes) keep their own text and are drawn again.
 */
const DRAWN_AS_GIVEN = new Set(["text", "hidden"]);
const widgetOf = (uiSchema: unknown, key: string): unknown => ((uiSchema as Record<string, Record<string, unknown> | undefined> | undefined)?.[key] ?? {})["ui:widget"];

export function useFormPage<R extends FormPageResult>(
  initial: { page: FormPageContent; version: number; upload?: FormContext["upload"]; texts: Record<string, string> },
  hooks: FormPageHooks<R> = {},
) {
  const save = useFetcher<R>();
  const redraw = useFetcher<R>();
  // Posted without JavaScript: the action's answer (errors with the answers kept, or a conflict) is the page.
  const posted = useActionData() as R | undefined;
  const start = posted?.page ? { ...posted.page, client: initial.page.client } : initial.page;
  const [page, setPage] = useState(start);
  const [version, setVersion] = useState(typeof posted?.version === "number" ? posted.version : initial.version);
  // Bumped when answers the server worked out must replace the renderer's own copy.
  const [generation, setGeneration] = useState(0);
  const answers = useRef<Record<string, unknown>>(start.formData);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const uploading = useRef(false);
  const [waitForUploads, setWaitForUploads] = useState(false);
  const toasts = useToasts();
  const { texts } = initial;
  // The page's own rules, once the form's module has loaded (until then the server redraws).
  const model = useClientModel(page.client);

  const confirmRemoval = posted?.confirmRemoval;
  const upload = useMemo(
    () =>
      initial.upload
        ? {
            ...initial.upload,
            confirmRemoval,
            onBusyChange: (busy: boolean) => {
              uploading.current = busy;
              if (!busy) setWaitForUploads(false);
            },
          }
        : undefined,
    [initial.upload, confirmRemoval],
  );

  useEffect(() => {
    // The actions answer plain JSON, so what arrives is exactly R.
    const result = save.data as R | undefined;
    if (!result) return;
    if (typeof result.version === "number") setVersion(result.version);
    // A save that answered did not move on: a toast now if it was stored, none if refused.
    toasts.showAfterNavigation(null);
    if (result.page) {
      if (result.saved) toasts.show(textOf(texts, "form.saved"));
      setPage((current) => ({ ...result.page!, client: current.client, formData: answers.current }));
    }
    hooks.onSaveAnswer?.(result);
    // Only a new answer from the server matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [save.data]);

  useEffect(() => {
    const result = redraw.data as R | undefined;
    if (!result?.page) return;
    const replaced = hooks.onRedraw?.(result, answers.current);
    if (replaced) {
      answers.current = replaced;
      setGeneration((n) => n + 1);
    }
    setPage((current) => ({ ...result.page!, client: current.client, formData: answers.current, errors: current.errors }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [redraw.data]);

  const errors = page.errors;
  useErrorTitle(errors.length > 0, texts);

  const submitSave = (formData: Record<string, unknown>, stay: boolean) => {
    answers.current = formData;
    clearTimeout(timer.current);
    if (uploading.current) {
      setWaitForUploads(true);
      return;
    }
    const send = () => {
      const savedKey = typeof hooks.savedKey === "function" ? hooks.savedKey(formData) : (hooks.savedKey ?? "form.saved");
      if (!stay) toasts.showAfterNavigation(savedKey === null ? null : textOf(texts, savedKey));
      save.submit(asJson({ ...hooks.submitFields, data: formData, version, ...(stay ? { stay: true } : {}) }), { method: "post", encType: "application/json" });
    };
    // A value the browser can already tell is wrong is said at once; the rest goes to the server.
    void checkInBrowser(model, formData).then((problems) => {
      if (problems.length === 0) return send();
      setPage((current) => ({ ...current, errors: problems }));
    });
  };

  const rendererProps = {
    key: `${page.formId}:${generation}`,
    hidden: { _version: String(version) },
    schema: page.schema,
    uiSchema: page.uiSchema,
    formData: answers.current,
    errors,
    upload,
    busy: save.state !== "idle",
    onChange(formData: Record<string, unknown>) {
      // rjsf reports its initial data while rendering; only the user's changes need a redraw.
      if (JSON.stringify(formData) === JSON.stringify(answers.current)) return;
      answers.current = formData;
      if (typeof window === "undefined") return;
      if (model) {
        // The page's own rules, here and now: questions appear and go as the answer changes.
        const client = evaluateClientPage(model, formData);
        setPage((current) => ({ ...current, schema: client.schema, uiSchema: client.uiSchema }));
        const changed = derivedChanges(client.answers, formData);
        if (changed.length > 0) {
          answers.current = client.answers;
          if (changed.some((key) => !DRAWN_AS_GIVEN.has(String(widgetOf(client.uiSchema, key))))) {
            keepFocusAcrossRedraw();
            setGeneration((n) => n + 1);
          }
        }
        if (!model.serverRedraw && !hooks.serverRedraw) return;
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(() => redraw.submit(asJson({ data: answers.current, intent: "refresh" }), { method: "post", encType: "application/json" }), REDRAW_DELAY_MS);
    },
    onSubmit(formData: Record<string, unknown>) {
      submitSave(formData, false);
    },
    onSaveGroup() {
      submitSave(answers.current, true);
    },
  };

  return { page, version, conflict: ((save.data as R | undefined) ?? posted)?.conflict, waitForUploads, rendererProps };
}
