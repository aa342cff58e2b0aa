// The record's link to the university's student-records system (issue 21 item 7): the stage it
// reached, the student number brought back, what went wrong in words, and sending (again).
import { Form } from "@remix-run/react";
import type { LinkView } from "../../../server/integrations/ethos/link";
import { SummaryList } from "../govuk/SummaryList";
import { textOf } from "../../lib/format-message";
import { useTexts } from "../../lib/texts";

export function PersonStudentRecords({ link, sendUrl }: { link: LinkView; sendUrl: string }) {
  const texts = useTexts();
  const t = (key: string) => textOf(texts, key);
  return (
    <section className="record-section" aria-labelledby="student-records-heading">
      <h2 id="student-records-heading">{t("studentRecords.record.heading")}</h2>
      <SummaryList
        rows={[
          [t("studentRecords.list.stage"), link.stage],
          [t("studentRecords.list.studentNumber"), link.studentNumber ?? t("studentRecords.record.noNumber")],
        ]}
      />
      {link.errors.length ? (
        <div className="notice notice--warning" role="status">
          <p>{t("studentRecords.record.problems")}</p>
          <ul className="list">
            {link.errors.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {link.completed ? null : (
        <Form method="post" action={sendUrl}>
          <button type="submit" className="button button--secondary">
            {t(link.errors.length ? "studentRecords.record.retry" : "studentRecords.record.send")}
          </button>
        </Form>
      )}
    </section>
  );
}
