// The student's interview details (002 §2.4): the event's name, description, date and time,
// where it is, the link to join, the conference details and the additional questions; before it
// is booked (or once cancelled), what happens next.
import { Link } from "@remix-run/react";
import { formatDate } from "../../lib/format";
import { textOf } from "../../lib/format-message";
import type { InterviewDetails as InterviewDetailsView } from "../../../rules/interviews/interview";

export interface InterviewDetailsData {
  /** `times`: the start and end on the university's clock with its time zone, worked out by the loader. */
  details: InterviewDetailsView & { times: string | null };
  texts: Record<string, string>;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  if (children === null || children === undefined || children === "") return null;
  return (
    <div className="summary-list__row">
      <dt className="summary-list__key">{label}</dt>
      <dd className="summary-list__value">{children}</dd>
    </div>
  );
}

export function InterviewDetails({ data }: { data: InterviewDetailsData }) {
  const t = (key: string) => textOf(data.texts, key);
  const { details } = data;
  const when = [details.date ? formatDate(details.date) : null, details.times ?? null].filter(Boolean).join(", ");
  const conference = details.conference;
  return (
    <>
      <Link className="back-link" to="/tasks">
        {t("interview.back")}
      </Link>
      <h1>{t("interview.title")}</h1>
      {details.state === "waiting" ? <p>{t("interview.waiting")}</p> : null}
      {details.state === "canceled" ? <p>{t("interview.canceled")}</p> : null}
      {details.state === "booked" ? (
        <>
          <dl className="summary-list">
            <Row label={t("interview.name")}>{details.name}</Row>
            <Row label={t("interview.description")}>{details.description}</Row>
            <Row label={t("interview.when")}>{when}</Row>
            <Row label={t("interview.location")}>{[details.locationType, details.location].filter(Boolean).join(": ")}</Row>
            <Row label={t("interview.result")}>{details.result}</Row>
          </dl>
          {details.joinUrl ? (
            <p>
              <a className="button" href={details.joinUrl} rel="noopener noreferrer" target="_blank">
                {t("interview.join")}
              </a>
            </p>
          ) : null}
          {conference.conferenceId || conference.password || conference.dialInNumber ? (
            <>
              <h2>{t("interview.conference")}</h2>
              <dl className="summary-list">
                <Row label={t("interview.conferenceId")}>{conference.conferenceId}</Row>
                <Row label={t("interview.password")}>{conference.password}</Row>
                <Row label={t("interview.dialIn")}>{conference.dialInNumber}</Row>
              </dl>
            </>
          ) : null}
          {details.additionalQuestions.length ? (
            <>
              <h2>{t("interview.questions")}</h2>
              <dl className="summary-list">
                {details.additionalQuestions.map((entry, i) => (
                  <Row key={i} label={entry.question}>
                    {entry.answer || "-"}
                  </Row>
                ))}
              </dl>
            </>
          ) : null}
        </>
      ) : null}
    </>
  );
}
