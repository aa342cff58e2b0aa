// The live preview: the draft's form drawn by the one renderer (FormRenderer) exactly as a
// student sees it, redrawn as answers are typed, and checked on 'Check answers'. It posts to
// the preview's action, which stores nothing.
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { FormRenderer, type RenderedForm } from "../form/FormRenderer";
import { textOf } from "../../lib/format-message";
import { ScrollTable } from "./ConfigParts";
import { useTexts } from "../../lib/texts";

export interface PreviewData {
  page: RenderedForm & { formId: string; title: string };
  states: Array<{ path: string; label: string; visible: boolean; mandatory: boolean }>;
  notices: Array<{ path: string; message: string }>;
}

interface PreviewAnswer {
  preview?: PreviewData;
}

const REDRAW_DELAY_MS = 300;
type JsonBody = Parameters<ReturnType<typeof useFetcher>["submit"]>[0];
const asJson = (value: Record<string, unknown>) => value as unknown as JsonBody;

export function ConfigPreview({ initial, action, recordId }: { initial: PreviewData; action: string; recordId: string | null }) {
  const texts = useTexts();
  const check = useFetcher<PreviewAnswer>();
  const redraw = useFetcher<PreviewAnswer>();
  const [preview, setPreview] = useState(initial);
  const answers = useRef<Record<string, unknown>>(initial.page.formData);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    if (check.data?.preview) setPreview({ ...check.data.preview, page: { ...check.data.preview.page, formData: answers.current } });
  }, [check.data]);
  useEffect(() => {
    const next = redraw.data?.preview;
    if (next) setPreview((current) => ({ ...next, page: { ...next.page, formData: answers.current, errors: current.page.errors } }));
  }, [redraw.data]);

  const post = (fetcher: typeof check, data: Record<string, unknown>) =>
    fetcher.submit(asJson({ data, ...(recordId ? { record: recordId } : {}) }), { method: "post", action, encType: "application/json" });

  return (
    <>
      <section className="preview-frame" aria-labelledby="preview-label">
        <p className="preview-frame__label" id="preview-label">
          {textOf(texts, "config.preview.frameLabel")}
        </p>
        <h2>{preview.page.title}</h2>
        <p className="hint">{textOf(texts, "form.requiredNote")}</p>
        <FormRenderer
          key={preview.page.formId}
          schema={preview.page.schema}
          uiSchema={preview.page.uiSchema}
          formData={preview.page.formData}
          errors={preview.page.errors}
          submitLabel={textOf(texts, "config.preview.check")}
          busy={check.state !== "idle"}
          onChange={(formData) => {
            answers.current = formData;
            clearTimeout(timer.current);
            // The renderer may report defaults while the server draws the page: only the browser redraws.
            if (typeof window === "undefined") return;
            timer.current = setTimeout(() => post(redraw, formData), REDRAW_DELAY_MS);
          }}
          onSubmit={(formData) => {
            answers.current = formData;
            clearTimeout(timer.current);
            post(check, formData);
          }}
        />
      </section>

      <h2>{textOf(texts, "config.preview.errorsHeading")}</h2>
      {preview.page.errors.length === 0 ? (
        <p>{textOf(texts, "config.preview.noErrors")}</p>
      ) : (
        <ul className="problem-list" aria-label={textOf(texts, "config.preview.errorsHeading")}>
          {preview.page.errors.map((error) => (
            <li key={`${error.path}:${error.message}`}>
              <code>{error.path}</code>
              {textOf(texts, "config.validate.problemSeparator")}
              {error.message}
            </li>
          ))}
        </ul>
      )}
      {preview.notices.length > 0 ? (
        <ul className="problem-list">
          {preview.notices.map((notice) => (
            <li key={`${notice.path}:${notice.message}`}>{notice.message}</li>
          ))}
        </ul>
      ) : null}

      <h2 id="states-heading">{textOf(texts, "config.preview.statesHeading")}</h2>
      <ScrollTable label={textOf(texts, "config.preview.statesHeading")}>
        <table className="config-table" aria-labelledby="states-heading">
          <thead>
            <tr>
              <th scope="col">{textOf(texts, "config.fields.column.field")}</th>
              <th scope="col">{textOf(texts, "config.fields.column.label")}</th>
              <th scope="col">{textOf(texts, "config.fields.column.visible")}</th>
              <th scope="col">{textOf(texts, "config.fields.column.mandatory")}</th>
            </tr>
          </thead>
          <tbody>
            {preview.states.map((state) => (
              <tr key={state.path}>
                <th scope="row">
                  <code>{state.path}</code>
                </th>
                <td>{state.label}</td>
                <td>{textOf(texts, state.visible ? "config.describe.yes" : "config.describe.no")}</td>
                <td>{textOf(texts, state.mandatory ? "config.describe.yes" : "config.describe.no")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </>
  );
}
