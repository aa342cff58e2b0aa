// A staff form about part of a person's record (an offer's status, a requirement, a document, a
// payment): back to the person, what it is about, and the university's form drawn by the
// generic renderer, saved with the record's version.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormRenderer } from "../form/FormRenderer";
import { FormPageNotices } from "../form/FormPageNotices";
import { useFormPage, type FormPageContent } from "../form/useFormPage";
import { textOf } from "../../lib/format-message";

export interface StaffFormPageData {
  page: FormPageContent;
  /** What the form is about (the offer's course and status, the requirement, the file). */
  caption: string;
  /** The page's heading when it is not the form's title (a document's review page: the document's type). */
  heading?: string;
  version: number;
  backUrl: string;
  /** The back link's words, when it does not lead to the person's record. */
  backLabel?: string;
  /** What to know before saving (an accepted offer: a change is a new version the applicant accepts again). */
  notice?: string;
  texts: Record<string, string>;
}

/** `children`: what the page shows between its heading and the form (a Config editor's counts). */
export function StaffFormPage({ data, children }: { data: StaffFormPageData; children?: ReactNode }) {
  const { page, conflict, waitForUploads, rendererProps } = useFormPage(data);
  const { key, ...renderer } = rendererProps;
  const { texts } = data;
  return (
    <>
      <Link className="back-link" to={data.backUrl}>
        {data.backLabel ?? textOf(texts, "person.backToPerson")}
      </Link>
      {data.caption ? <span className="caption">{data.caption}</span> : null}
      <h1>{data.heading ?? page.title}</h1>
      <FormPageNotices conflict={conflict} waitForUploads={waitForUploads} />
      {data.notice ? <p className="notice">{data.notice}</p> : null}
      {children}
      <FormRenderer key={key} {...renderer} submitLabel={textOf(texts, "form.save")} />
    </>
  );
}
