// One document, "<title> - Upload" (002 §2.5): its dialog first when it has one (002 §2.7, drawn
// by the generic renderer; a notice such as the TB exemption marks it Done), then the upload
// control, then the upload summary (002 §2.11). An information-only document is read and
// acknowledged by ticking instead; closing without ticking leaves it NOT_ACKNOWLEDGED (002 §4.2).
import { Link, useActionData, useFetcher, useSearchParams } from "@remix-run/react";
import { useHydrated } from "../../lib/use-hydrated";
import { useEffect, useMemo, useRef, useState } from "react";
import { textOf } from "../../lib/format-message";
import { ErrorSummary } from "../govuk/ErrorSummary";
import { summaryErrorsOf } from "../form/field-id";
import { FormRenderer, type RenderedForm } from "../form/FormRenderer";
import { FormPageNotices } from "../form/FormPageNotices";
import { useFormPage, type FormPageResult } from "../form/useFormPage";
import { UploadControl, type UploadControlProps, type UploadSummary } from "../upload/UploadControl";

interface Notice {
  path: string;
  message: string;
}

export interface DocumentPageData {
  document: { key: string; label: string; required: boolean; status: string; done: boolean; infoOnly: boolean; infoKey: string | null; link: string | null; hasDetails: boolean };
  dialog: { page: RenderedForm & { formId: string; title: string }; notices: Notice[] } | null;
  upload: { endpoint: string; recordKind: string; recordId: string; documentType: string; rules: UploadControlProps["rules"]; existing: UploadSummary[] };
  backUrl: string;
  version: number;
  texts: Record<string, string>;
}

// Bodies here are plain JSON; Remix types JSON bodies as JsonValue.
type JsonBody = Parameters<ReturnType<typeof useFetcher>["submit"]>[0];
const asJson = (value: Record<string, unknown>) => value as unknown as JsonBody;

interface DialogResult extends FormPageResult {
  page?: RenderedForm & { formId: string; title: string };
  notices?: Notice[];
  saved?: boolean;
  done?: boolean;
  version?: number;
  conflict?: string;
}

type Step = "dialog" | "done" | "upload" | "summary";

export function DocumentPage({ data }: { data: DocumentPageData }) {
  const t = (key: string, params?: Record<string, string | number>) => textOf(data.texts, key, params);
  const { document } = data;
  const title = t("checklist.upload.title", { title: document.label });
  // A rejected document opens on its upload, where the reason shows beside the rejected file.
  // A file posted without JavaScript and refused: its upload again, with why (decision 0069);
  // "Upload more" without JavaScript is a link to the page's upload step.
  // A stored file's Remove without JavaScript: its upload again, asking at that file before deleting.
  const posted = useActionData<{ uploadError?: string; confirmRemoval?: string }>();
  const uploadError = posted?.uploadError;
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  const firstStep: Step = uploadError || posted?.confirmRemoval || search.get("step") === "upload" ? "upload" : data.dialog && !document.hasDetails ? "dialog" : document.status === "SKIPPED" ? "done" : data.upload.existing.length && document.status !== "REJECTED" ? "summary" : "upload";
  const [step, setStep] = useState<Step>(firstStep);
  const [uploaded, setUploaded] = useState<UploadSummary[]>(data.upload.existing);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shownProblem = problem ?? uploadError ?? null;
  const problemErrors = useMemo(() => summaryErrorsOf(shownProblem ? [{ path: "upload", message: shownProblem }] : []), [shownProblem]);
  const [version, setVersion] = useState(data.version);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [step]);

  if (document.infoOnly) return <InfoOnly data={data} title={title} />;

  return (
    <>
      <Link className="back-link" to={data.backUrl}>
        {t("checklist.upload.returnToDocuments")}
      </Link>
      <h1 tabIndex={-1} ref={heading}>
        {title}
      </h1>
      {step === "dialog" && data.dialog ? (
        <Dialog
          data={data}
          version={version}
          onSaved={(result) => {
            if (typeof result.version === "number") setVersion(result.version);
            setStep(result.done ? "done" : "upload");
          }}
        />
      ) : null}
      {step === "done" ? <DoneByDialog data={data} onEdit={() => setStep("dialog")} /> : null}
      {step === "upload" ? (
        <>
          <ErrorSummary errors={problemErrors} title={t("form.errorSummary")} />
          <p>{t("checklist.upload.instructions")}</p>
          <div id="root_upload">
            <UploadControl
              label={document.label}
              target={{ endpoint: data.upload.endpoint, recordKind: data.upload.recordKind, recordId: data.upload.recordId, documentType: data.upload.documentType }}
              rules={data.upload.rules}
              existing={uploaded}
              onUploadedChange={setUploaded}
              onBusyChange={setBusy}
              plain={{ form: "own" }}
              error={uploadError}
              confirmRemoval={posted?.confirmRemoval}
            />
          </div>
          <div className="button-row">
            {hydrated ? (
              <button
                type="button"
                className="button"
                onClick={() => {
                  if (busy) setProblem(t("uploads.wait"));
                  else if (uploaded.length === 0) setProblem(t("checklist.upload.required"));
                  else {
                    setProblem(null);
                    setStep("summary");
                  }
                }}
              >
                {t("checklist.upload.saveContinue")}
              </button>
            ) : (
              <Link className="button" to={data.backUrl}>
                {t("checklist.upload.returnToDocuments")}
              </Link>
            )}
            {data.dialog && hydrated ? (
              <button type="button" className="button button--secondary" onClick={() => setStep("dialog")}>
                {t("checklist.documents.editAnswers")}
              </button>
            ) : null}
          </div>
        </>
      ) : null}
      {step === "summary" ? (
        <>
          <p className="notice" role="status">
            {t("checklist.upload.summary", { n: uploaded.length })}
          </p>
          <ul>
            {uploaded.map((file) => (
              <li key={file.id}>{file.name}</li>
            ))}
          </ul>
          <div className="button-row">
            {hydrated ? (
              <button type="button" className="button button--secondary" onClick={() => setStep("upload")}>
                {t("checklist.upload.uploadMore")}
              </button>
            ) : (
              <Link className="button button--secondary" to="?step=upload">
                {t("checklist.upload.uploadMore")}
              </Link>
            )}
            <Link className="button" to={data.backUrl}>
              {t("checklist.upload.returnToDocuments")}
            </Link>
          </div>
        </>
      ) : null}
    </>
  );
}

function Dialog({ data, version, onSaved }: { data: DocumentPageData; version: number; onSaved(result: DialogResult): void }) {
  const t = (key: string, params?: Record<string, string | number>) => textOf(data.texts, key, params);
  const dialog = data.dialog!;
  const [notices, setNotices] = useState(dialog.notices);
  const { page, conflict, rendererProps } = useFormPage<DialogResult>(
    { page: dialog.page, version, texts: data.texts },
    {
      submitFields: { intent: "dialog" },
      onSaveAnswer(result) {
        if (result.saved) onSaved(result);
        if (result.notices) setNotices(result.notices);
      },
      onRedraw(result) {
        if (result.notices) setNotices(result.notices);
        return null;
      },
    },
  );
  const { key, ...renderer } = rendererProps;
  return (
    <section aria-labelledby="dialog-title">
      <h2 id="dialog-title">{page.title}</h2>
      <FormPageNotices conflict={conflict} waitForUploads={false} notices={notices} />
      <FormRenderer key={key} {...renderer} submitLabel={t("checklist.upload.saveContinue")} />
    </section>
  );
}

function DoneByDialog({ data, onEdit }: { data: DocumentPageData; onEdit(): void }) {
  const t = (key: string) => textOf(data.texts, key);
  const notices = data.dialog?.notices ?? [];
  return (
    <>
      {notices.map((notice) => (
        <p className="notice" role="status" key={notice.message}>
          {notice.message}
        </p>
      ))}
      <p>
        <strong className="tag tag--complete">{t("checklist.taskStatus.Complete")}</strong>
      </p>
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={onEdit}>
          {t("checklist.documents.editAnswers")}
        </button>
        <Link className="button" to={data.backUrl}>
          {t("checklist.upload.returnToDocuments")}
        </Link>
      </div>
    </>
  );
}

function InfoOnly({ data, title }: { data: DocumentPageData; title: string }) {
  const t = (key: string) => textOf(data.texts, key);
  const submit = useFetcher();
  const [ticked, setTicked] = useState(data.document.status === "ACKNOWLEDGED");
  const send = (intent: "acknowledge" | "close") =>
    submit.submit(asJson({ intent, ticked, version: data.version }), { method: "post", encType: "application/json" });
  const info = useMemo(() => (data.document.infoKey ? t(data.document.infoKey) : ""), [data.document.infoKey]);
  return (
    <>
      <Link className="back-link" to={data.backUrl}>
        {t("checklist.upload.returnToDocuments")}
      </Link>
      <h1>{title}</h1>
      {info ? <p>{info}</p> : null}
      {data.document.link ? (
        <p>
          <a href={data.document.link} rel="noopener noreferrer" target="_blank">
            {t("checklist.documents.openLink")}
          </a>
        </p>
      ) : null}
      <div className="form-group checkboxes">
        <div className="checkboxes__item">
          <input id="acknowledge" className="checkboxes__input" type="checkbox" checked={ticked} onChange={(event) => setTicked(event.target.checked)} />
          <label className="checkboxes__label" htmlFor="acknowledge">
            {t("checklist.documents.acknowledge")}
          </label>
        </div>
      </div>
      <div className="button-row">
        <button type="button" className="button" disabled={submit.state !== "idle"} onClick={() => send("acknowledge")}>
          {t("checklist.upload.saveContinue")}
        </button>
        <button type="button" className="button button--secondary" disabled={submit.state !== "idle"} onClick={() => send("close")}>
          {t("checklist.documents.close")}
        </button>
      </div>
    </>
  );
}
