// One form page: the renderer, its submission as JSON to the page's action, and redraws when an
// answer changes which fields apply (the server decides; it stores nothing on a redraw).
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { FormRenderer, type RenderedForm } from "./form/FormRenderer";
import type { FormContext } from "./form/form-context";
import { useToasts } from "./Toasts";
import { textOf } from "../lib/format-message";

export interface SectionPageData {
  page: RenderedForm & { formId: string; title: string; upload: { documentType: string } | null };
  upload?: FormContext["upload"];
  version: number;
  backUrl: string;
  currentYear: number;
  texts: Record<string, string>;
}

interface ActionResult {
  page?: SectionPageData["page"];
  conflict?: string;
  version?: number;
  refreshed?: boolean;
}

const REDRAW_DELAY_MS = 300;

// Form answers are plain JSON (the renderer only produces JSON values); Remix types JSON bodies as JsonValue.
type JsonBody = Parameters<ReturnType<typeof useFetcher>["submit"]>[0];
const asJson = (value: Record<string, unknown>) => value as unknown as JsonBody;

export function SectionPage({ data }: { data: SectionPageData }) {
  const save = useFetcher<ActionResult>();
  const redraw = useFetcher<ActionResult>();
  const [page, setPage] = useState(data.page);
  const [version, setVersion] = useState(data.version);
  const answers = useRef<Record<string, unknown>>(data.page.formData);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const uploading = useRef(false);
  const [waitForUploads, setWaitForUploads] = useState(false);
  const { texts } = data;
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
    // A save that answered with the page (errors or a conflict) did not move on: no toast.
    if (save.data?.page) toasts.showAfterNavigation(null);
    if (save.data?.page) setPage({ ...save.data.page, formData: answers.current });
    if (typeof save.data?.version === "number") setVersion(save.data.version);
  }, [save.data]);
  useEffect(() => {
    if (redraw.data?.page) setPage((current) => ({ ...redraw.data!.page!, formData: answers.current, errors: current.errors }));
  }, [redraw.data]);

  const errors = page.errors;
  useEffect(() => {
    const base = document.title.replace(/^Error: /, "");
    document.title = errors.length ? `${textOf(texts, "form.errorTitlePrefix")}${base}` : base;
  }, [errors, texts]);

  return (
    <>
      <Link className="back-link" to={data.backUrl}>
        {textOf(texts, "application.backToTasks")}
      </Link>
      <h1>{page.title}</h1>
      {save.data?.conflict ? (
        <div className="notification notification--warning" role="alert">
          {save.data.conflict}
        </div>
      ) : null}
      {waitForUploads ? (
        <div className="notification notification--warning" role="alert">
          {textOf(texts, "uploads.wait")}
        </div>
      ) : null}
      <p className="hint">{textOf(texts, "form.requiredNote")}</p>
      <FormRenderer
        key={page.formId}
        schema={page.schema}
        uiSchema={page.uiSchema}
        formData={page.formData}
        errors={errors}
        texts={texts}
        currentYear={data.currentYear}
        upload={upload}
        submitLabel={textOf(texts, "form.saveContinue")}
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
          toasts.showAfterNavigation(textOf(texts, "form.saved"));
          save.submit(asJson({ data: formData, version }), { method: "post", encType: "application/json" });
        }}
      />
    </>
  );
}
