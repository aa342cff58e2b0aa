// The multi-file upload control (000 §2, §4, §5, §8): drag and drop (overlay fading in 200 ms)
// or choose files; each file checked, sent on its own with a progress bar, and retried,
// cancelled or (after 'Permanently Delete File?') deleted. The server checks every file again.
// Without JavaScript (issue 40 item 9, decision 0069) the same control is a plain file input with
// an "Upload file" button: in its own multipart form posting to the page, or inside the page's
// form, posting the whole form with the file; the server stores it as it stores the script's. Each
// stored file then has a "Remove" button posting the same way (the script's Delete needs JavaScript),
// which brings the page back asking 'Permanently Delete File?' at that file, with Delete and Keep file.
import { useEffect, useId, useReducer, useRef, useState, type DragEvent } from "react";
import { textOf } from "../../lib/format-message";
import { isBusy, precheck, uploadedItems, uploadItemsReducer, type UploadItem, type UploadRules } from "./upload-items";
import { ErrorMessage } from "../govuk/FormGroup";
import { useTexts } from "../../lib/texts";
import { useHydrated } from "../../lib/use-hydrated";
import { CONFIRM_REMOVE_UPLOAD_FIELD, KEEP_UPLOAD_FIELD, REMOVE_UPLOAD_FIELD, UPLOAD_FIELD } from "../../../rules/forms/upload-fields";

export interface UploadSummary {
  id: string;
  name: string;
  size: number;
  type: string;
  url: string;
  /** Why the university rejected it, when it did. */
  rejection?: string;
}

export interface UploadTarget {
  endpoint: string;
  recordKind: string;
  recordId: string;
  documentType: string;
}

export interface UploadControlProps {
  label: string;
  target: UploadTarget;
  rules: UploadRules & { overlayFadeMs: number; maxAttempts: number };
  existing: UploadSummary[];
  onUploadedChange?(uploaded: UploadSummary[]): void;
  onBusyChange?(busy: boolean): void;
  /**
   * How the control posts without JavaScript: its own form to the page (`{ form: "own" }`, the
   * file as `file`), or the page's form it sits in (`{ form: "page", name, path }`: the file under
   * the question's control name, its button naming the question's path). None: it needs JavaScript.
   */
  plain?: { form: "own" } | { form: "page"; name: string; path: string };
  /** The server's refusal of a file posted without JavaScript. */
  error?: string;
  /** The stored file whose Remove was pressed without JavaScript: asked 'Permanently Delete File?' at it. */
  confirmRemoval?: string;
}

function fromSummary(summary: UploadSummary): UploadItem {
  return { id: summary.id, name: summary.name, originalName: summary.name, status: "uploaded", progress: 100, size: summary.size, type: summary.type, retryCount: 0, uploadId: summary.id, url: summary.url, ...(summary.rejection !== undefined ? { rejection: summary.rejection } : {}) };
}

function send(target: UploadTarget, file: File, handlers: { progress(percent: number): void; done(status: number, body: unknown): void; failed(): void }) {
  const request = new XMLHttpRequest();
  const body = new FormData();
  body.append("recordKind", target.recordKind);
  body.append("recordId", target.recordId);
  body.append("documentType", target.documentType);
  body.append("file", file);
  request.upload.onprogress = (event) => event.lengthComputable && handlers.progress((event.loaded / event.total) * 100);
  request.onload = () => {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(request.responseText);
    } catch {
      parsed = null;
    }
    handlers.done(request.status, parsed);
  };
  request.onerror = handlers.failed;
  request.open("POST", target.endpoint);
  request.setRequestHeader("Accept", "application/json");
  request.send(body);
  return request;
}

export function UploadControl({ label, target, rules, existing, onUploadedChange, onBusyChange, plain, error, confirmRemoval }: UploadControlProps) {
  const texts = useTexts();
  const hydrated = useHydrated();
  // Until the script runs, the file input posts with a form (the page's, or the control's own).
  const posting = plain && !hydrated ? plain : null;
  const postedAs = posting?.form === "page" ? { formEncType: "multipart/form-data" } : {};
  const t = (key: string, params?: Record<string, string | number>) => textOf(texts, key, params);
  const inputId = useId();
  const [items, dispatch] = useReducer(uploadItemsReducer, existing.map(fromSummary));
  const [dragging, setDragging] = useState(false);
  const [confirming, setConfirming] = useState<UploadItem | null>(null);
  const files = useRef(new Map<string, File>());
  const requests = useRef(new Map<string, XMLHttpRequest>());
  const dialog = useRef<HTMLDialogElement>(null);

  // Start every file that is ready.
  useEffect(() => {
    for (const item of items) {
      if (item.status !== "ready" || requests.current.has(item.id)) continue;
      const file = files.current.get(item.id);
      if (!file) continue;
      if (item.retryCount >= rules.maxAttempts) {
        dispatch({ type: "fail", id: item.id, error: t("uploads.failedAfter", { n: rules.maxAttempts }) });
        continue;
      }
      dispatch({ type: "start", id: item.id });
      const request = send(target, file, {
        progress: (percent) => dispatch({ type: "progress", id: item.id, progress: percent }),
        done: (status, body) => {
          requests.current.delete(item.id);
          const answer = (body ?? {}) as { upload?: UploadSummary; warning?: string | null; error?: string };
          if (status === 201 && answer.upload) dispatch({ type: "succeed", id: item.id, uploadId: answer.upload.id, url: answer.upload.url, warning: answer.warning });
          else dispatch({ type: "fail", id: item.id, error: answer.error ?? t("uploads.failed") });
        },
        failed: () => {
          requests.current.delete(item.id);
          dispatch({ type: "fail", id: item.id, error: t("uploads.network") });
        },
      });
      request.onabort = () => requests.current.delete(item.id);
      requests.current.set(item.id, request);
    }
    // `t` and `target` are stable for the life of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, rules.maxAttempts]);

  const uploadedKey = uploadedItems(items).map((item) => item.uploadId).join(",");
  useEffect(() => {
    onUploadedChange?.(uploadedItems(items).map((item) => ({ id: item.uploadId as string, name: item.name, size: item.size, type: item.type, url: item.url as string })));
    // Only when the set of stored files changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uploadedKey]);
  const busy = isBusy(items);
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  const add = (chosen: FileList | File[]) => {
    let count = items.filter((item) => item.status !== "error" && item.status !== "cancelled").length;
    const added: UploadItem[] = [];
    for (const file of Array.from(chosen)) {
      const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const problem = precheck(file, rules, count);
      if (!problem) {
        files.current.set(id, file);
        count += 1;
      }
      added.push({
        id,
        name: file.name,
        originalName: file.name,
        status: problem ? "error" : "ready",
        progress: 0,
        size: file.size,
        type: file.type,
        retryCount: 0,
        error: problem ? t(problem.key, problem.params) : undefined,
      });
    }
    dispatch({ type: "add", items: added });
  };

  const remove = async (item: UploadItem) => {
    setConfirming(null);
    dialog.current?.close();
    if (!item.uploadId) {
      dispatch({ type: "remove", id: item.id });
      return;
    }
    const body = new FormData();
    body.append("intent", "delete");
    const response = await fetch(`${target.endpoint}/${item.uploadId}`, { method: "POST", body, headers: { Accept: "application/json" } });
    if (response.ok) dispatch({ type: "remove", id: item.id });
    else dispatch({ type: "fail", id: item.id, error: t("uploads.error") });
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length) add(event.dataTransfer.files);
  };

  const failed = items.filter((item) => item.status === "error").length;
  const uploaded = uploadedItems(items).length;
  const errorId = `${inputId}__error`;
  const control = (
    <div className="upload">
      <div
        className={`upload__drop${dragging ? " upload__drop--active" : ""}`}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <div className="upload__overlay" aria-hidden="true" style={{ transitionDuration: `${rules.overlayFadeMs}ms`, opacity: dragging ? 1 : 0 }}>
          {t("uploads.dropHere")}
        </div>
        <label className="label" htmlFor={inputId}>
          {label}
        </label>
        <p className="hint">{t("uploads.instructions")}</p>
        {error ? <ErrorMessage id={errorId} message={error} prefix={t("form.errorPrefix")} /> : null}
        <input
          id={inputId}
          className="upload__input"
          type="file"
          name={plain ? (plain.form === "own" ? "file" : plain.name) : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          // A plain post carries one file; the script sends each of several on its own.
          multiple={hydrated}
          accept={rules.extensions.map((extension) => `.${extension}`).join(",")}
          onChange={(event) => {
            if (event.target.files?.length) add(event.target.files);
            event.target.value = "";
          }}
        />
        {posting ? (
          <button type="submit" className="button button--secondary" formNoValidate {...(posting.form === "page" ? { name: UPLOAD_FIELD, value: posting.path, formEncType: "multipart/form-data" } : {})}>
            {t("uploads.plain.submit")}
          </button>
        ) : null}
      </div>
      <div role="status" aria-live="polite" className="upload__status">
        {failed ? <ErrorMessage message={t("uploads.someFailed")} prefix={t("form.errorPrefix")} /> : null}
        {uploaded ? <p>{t("form.upload.summary", { n: uploaded })}</p> : null}
      </div>
      {items.length ? (
        <ul className="upload__list">
          {items.map((item) => (
            <li key={item.id} className={`upload__item upload__item--${item.status}`}>
              <span className="upload__name">{item.url ? <a href={item.url}>{item.name}</a> : item.name}</span>
              {item.status === "uploading" ? (
                <progress className="upload__progress" max={100} value={item.progress} aria-label={t("form.upload.progress", { n: item.progress, name: item.name })} />
              ) : null}
              {item.status === "uploaded" ? <strong className="tag tag--complete">{t("form.upload.uploaded")}</strong> : null}
              {item.status === "cancelled" ? <strong className="tag">{t("form.upload.cancelled")}</strong> : null}
              {item.error ? <ErrorMessage message={item.error} prefix={t("form.errorPrefix")} /> : null}
              {item.warning ? <p className="hint">{item.warning}</p> : null}
              {item.rejection !== undefined ? (
                <details className="upload__rejection">
                  <summary>{t("uploads.rejectionReason")}</summary>
                  <p>{item.rejection || t("uploads.rejectionReasonNotGiven")}</p>
                </details>
              ) : null}
              <span className="upload__actions">
                {item.status === "uploading" ? (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => {
                      requests.current.get(item.id)?.abort();
                      dispatch({ type: "cancel", id: item.id });
                    }}
                  >
                    {t("form.upload.cancel")}
                  </button>
                ) : null}
                {(item.status === "error" || item.status === "cancelled") && files.current.has(item.id) ? (
                  <button type="button" className="button button--secondary" onClick={() => dispatch({ type: "retry", id: item.id })}>
                    {t("form.upload.retry")}
                  </button>
                ) : null}
                {posting && item.uploadId && item.uploadId !== confirmRemoval ? (
                  // Without JavaScript: a plain post draws the page again, what was typed kept, asking at this file.
                  <button type="submit" className="button button--warning" formNoValidate name={REMOVE_UPLOAD_FIELD} value={item.uploadId} {...postedAs}>
                    {t("uploads.plain.remove")} <span className="visually-hidden">{item.name}</span>
                  </button>
                ) : null}
                {item.status !== "uploading" && hydrated ? (
                  <button
                    type="button"
                    className="button button--warning"
                    onClick={() => {
                      setConfirming(item);
                      dialog.current?.showModal();
                    }}
                  >
                    {t("form.upload.delete")}{" "}
                    <span className="visually-hidden">{item.name}</span>
                  </button>
                ) : null}
              </span>
              {posting && item.uploadId && item.uploadId === confirmRemoval ? (
                // The script's dialog, as the page draws it: Delete removes the file, Keep file draws the page again as it was.
                // Focused as the page opens (no script needed), so the question is read out and in view.
                <div className="upload__confirm" role="group" aria-labelledby={`${inputId}-remove`} tabIndex={-1} autoFocus>
                  <h2 id={`${inputId}-remove`} className="heading-m">
                    {t("uploads.deleteConfirm")}
                  </h2>
                  <p>{item.name}</p>
                  <div className="button-group">
                    <button type="submit" className="button button--warning" formNoValidate name={CONFIRM_REMOVE_UPLOAD_FIELD} value={item.uploadId} {...postedAs}>
                      {t("form.upload.delete")} <span className="visually-hidden">{item.name}</span>
                    </button>
                    <button type="submit" className="button button--secondary" formNoValidate name={KEEP_UPLOAD_FIELD} value={item.uploadId} {...postedAs}>
                      {t("form.upload.keep")} <span className="visually-hidden">{item.name}</span>
                    </button>
                  </div>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <dialog ref={dialog} className="dialog" aria-labelledby={`${inputId}-confirm`} onClose={() => setConfirming(null)}>
        <h2 id={`${inputId}-confirm`} className="heading-m">
          {t("uploads.deleteConfirm")}
        </h2>
        <p>{confirming?.name}</p>
        <div className="button-group">
          <button type="button" className="button button--warning" onClick={() => confirming && remove(confirming)}>
            {t("form.upload.delete")}
          </button>
          <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
            {t("form.upload.keep")}
          </button>
        </div>
      </dialog>
    </div>
  );
  // Its own form whatever the script does, so the file input is the same element before and after it runs.
  return plain?.form === "own" ? (
    <form method="post" encType="multipart/form-data" noValidate>
      {control}
    </form>
  ) : (
    control
  );
}
