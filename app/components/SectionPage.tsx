// One application or your-information page: the back link, the title and the generic renderer,
// with everything around it (saving, redraws, uploads) from useFormPage.
import { Link } from "@remix-run/react";
import { useState } from "react";
import { FormRenderer } from "./form/FormRenderer";
import { FormPageNotices } from "./form/FormPageNotices";
import type { FormContext } from "./form/form-context";
import { useFormPage, type FormPageContent, type FormPageResult } from "./form/useFormPage";
import { textOf } from "../lib/format-message";

type Notices = Array<{ path: string; message: string }>;

export interface SectionPageData {
  page: FormPageContent & { upload: { documentType: string } | null };
  /** Outcomes of the page's informational rules (the passport warning), from the server. */
  notices?: Notices;
  upload?: FormContext["upload"];
  version: number;
  backUrl: string;
  /** Nothing on the page can be changed (a submitted application): the answers are shown, no control to edit or save. */
  readOnly?: boolean;
  /** The back link's words (default: back to the task list). */
  backKey?: string;
  texts: Record<string, string>;
}

export function SectionPage({ data }: { data: SectionPageData }) {
  const [notices, setNotices] = useState<Notices>(data.notices ?? []);
  const { page, conflict, waitForUploads, rendererProps } = useFormPage<FormPageResult & { notices?: Notices }>(data, {
    onSaveAnswer: (result) => setNotices(result.notices ?? []),
    onRedraw(result) {
      setNotices(result.notices ?? []);
      return null;
    },
  });
  const { key, ...renderer } = rendererProps;
  const { texts } = data;
  return (
    <>
      <Link className="back-link" to={data.backUrl}>
        {textOf(texts, data.backKey ?? "application.backToTasks")}
      </Link>
      <h1>{page.title}</h1>
      <FormPageNotices conflict={conflict} waitForUploads={waitForUploads} notices={notices} />
      {data.readOnly ? null : <p className="hint">{textOf(texts, "form.requiredNote")}</p>}
      <FormRenderer key={key} {...renderer} readOnly={data.readOnly} submitLabel={textOf(texts, "form.saveContinue")} />
    </>
  );
}
