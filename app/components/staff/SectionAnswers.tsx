// A section of a person's record (an application's section, a checklist or questionnaire page)
// read-only, as the applicant answered it, drawn by the same renderer in read-only mode. The record
// page lists the sections closed and fetches a section's answers when staff open it (decision 0098);
// without JavaScript the link opens them on a page of their own.
import { Link, useFetcher } from "@remix-run/react";
import { textOf } from "../../lib/format-message";
import { useTexts, type Texts } from "../../lib/texts";
import type { ReadOnlyForm } from "../../../server/staff/person";
import { ReadOnlyAnswers } from "./ReadOnlyAnswers";

export interface SectionAnswersData {
  title: string;
  personName: string;
  personUrl: string;
  form: ReadOnlyForm;
  /** The words the answers are drawn in: the form's and the uploads'. */
  texts: Texts;
}

/** Where a section's answers are read. */
export function answersUrl(personUrl: string, recordId: string, formId: string): string {
  return `${personUrl}/answers/${encodeURIComponent(recordId)}/${encodeURIComponent(formId)}`;
}

/** A saved section in its expander: its answers fetched the first time it opens. */
export function SectionAnswersExpander({ title, status, href }: { title: string; status: string; href: string }) {
  const texts = useTexts();
  const fetcher = useFetcher<SectionAnswersData>();
  const form = fetcher.data?.form;
  const answerTexts = fetcher.data?.texts;
  return (
    <details
      className="record-details"
      onToggle={(event) => {
        if (event.currentTarget.open && fetcher.state === "idle" && !fetcher.data) fetcher.load(href);
      }}
    >
      <summary>
        {title} <span className="hint">({status})</span>
      </summary>
      {form ? (
        <ReadOnlyAnswers form={form} texts={answerTexts} />
      ) : (
        <p>
          <Link to={href}>
            {textOf(texts, "person.answers.show")}
            <span className="visually-hidden"> {title}</span>
          </Link>{" "}
          <span role="status" className="hint">
            {fetcher.state === "loading" ? textOf(texts, "person.answers.loading") : ""}
          </span>
        </p>
      )}
    </details>
  );
}

/** The section's answers on their own page (the link's destination without JavaScript). */
export function SectionAnswersPage({ data }: { data: SectionAnswersData }) {
  const texts = useTexts();
  return (
    <>
      <Link className="back-link" to={data.personUrl}>
        {textOf(texts, "person.backToPerson")}
      </Link>
      {data.personName ? <span className="caption">{data.personName}</span> : null}
      <h1>{data.title}</h1>
      <ReadOnlyAnswers form={data.form} />
    </>
  );
}
