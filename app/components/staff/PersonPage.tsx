// A person's record for staff (issue 14 item 5): a summary, each application with every section
// drawn read-only by the same renderer the applicant uses (each when opened: decision 0098), the
// offers, the CAS record, the documents and the history of changes (who, what, when, old and new
// value).
import { SummaryList } from "../govuk/SummaryList";
import { PoorAudioBadge, ScoreRing } from "./ScoreRing";
import { PersonReminders } from "./PersonReminders";
import { PersonStudentRecords } from "./PersonStudentRecords";
import type { LinkView } from "../../../server/integrations/ethos/link";
import type { TagView } from "../../../server/tags/tags";
import { RecordTags } from "./RecordTags";
import { OfferVersions } from "./OfferVersions";
import type { OfferVersionRow } from "../../../server/offers/offer-version-rows";
import type { PersonReminders as PersonRemindersData } from "../../../server/reminders/person-reminders";
import { Link } from "@remix-run/react";
import { Fragment } from "react";
import { formatDate, formatPounds } from "../../lib/format";
import { textOf } from "../../lib/format-message";
import { SectionAnswersExpander, answersUrl } from "./SectionAnswers";
import { FundingSummary } from "../checklist/FundingSummary";
import type { FundingSummary as FundingSummaryData } from "../../../rules/domain/funding-summary";
import type { InterviewSummary as InterviewSummaryView } from "../../../rules/interviews/interview";
import { useTexts } from "../../lib/texts";
import type { PersonPrivacy } from "../../../server/privacy/person-privacy";
import { AccessLog } from "../privacy/AccessLog";
import { LegalHold } from "../privacy/LegalHold";

type SectionData = { formId: string; recordId: string; title: string; group?: string; status: string; badgeKey: string; saved: boolean };

/** Sections as the person answered them, each in an expander with its status (an application's, a checklist's); a saved one's answers are fetched when it opens. */
function ReadOnlySections({ sections, personUrl }: { sections: ReadonlyArray<SectionData>; personUrl: string }) {
  const texts = useTexts();
  const t = (key: string) => textOf(texts, key);
  return (
    <>
      {sections.map((section, i) => (
        <Fragment key={section.formId}>
          {section.group && section.group !== sections[i - 1]?.group ? <h4>{section.group}</h4> : null}
          {section.saved ? (
            <SectionAnswersExpander title={section.title} status={t(section.badgeKey)} href={answersUrl(personUrl, section.recordId, section.formId)} />
          ) : (
            <details className="record-details">
              <summary>
                {section.title} <span className="hint">({t(section.badgeKey)})</span>
              </summary>
              <p className="hint">{t("person.application.sectionNotSaved")}</p>
            </details>
          )}
        </Fragment>
      ))}
    </>
  );
}

interface PersonData {
  record: {
    person: { id: string; name: string; email: string; nationality: string | null; studentNumber: string | null; dob: string | null; feeStatus: string | null; agent: string | null; assignedTo: string | null };
    applications: ReadonlyArray<{
      id: string;
      status: string;
      sections: ReadonlyArray<SectionData>;
    }>;
    checklist: { pages: ReadonlyArray<SectionData>; questionnaire: ReadonlyArray<SectionData>; funding: FundingSummaryData | null; risk: { rating: string | null; lists: ReadonlyArray<{ name: string; risks: readonly string[] }> } } | null;
    offers: ReadonlyArray<Record<string, unknown> & { _id: string; banners: ReadonlyArray<{ key: string; params: Record<string, number> }>; statusReasonLabel: string | null; acknowledge: boolean; versionRows: ReadonlyArray<OfferVersionRow> }>;
    cas: (Record<string, unknown> & { _id: string }) | null;
    casCourse: { name: string | null; intake: string | null; fee?: number | null } | null;
    documents: ReadonlyArray<{ id: string; heading: string; documents: ReadonlyArray<{ id: string; name: string; url: string; createdAt: string; typeLabel: string; uploadedBy: string; reviewState: string; rejectionReason: string | null }> }>;
    staffTasks: ReadonlyArray<{ id: string; title: string; dueDate: string; role: string | null }>;
    history: ReadonlyArray<{ id: string; at: string; who: string | null; action: string; details: Record<string, string>; changes: ReadonlyArray<{ field: string; from: string; to: string }>; reason: string | null; note: string | null }>;
  };
  backUrl: string;
  /** The staff pages this user may open from the record. */
  /** What this user may ask the student (on their CAS record) or an applicant (on each application) for: the link's words' key and the page's path under the person. */
  requests: { student: ReadonlyArray<{ kind: string; linkKey: string }>; application: ReadonlyArray<{ kind: string; linkKey: string }> };
  actions: { makeOffer: boolean; offerStatus: boolean; requirements: boolean; documents: boolean; uploadDocument: boolean; workOnApplications: boolean; addApplication: boolean; moveStage: boolean; invite?: boolean; casVisa: boolean; messages: boolean; erase?: boolean; assign?: boolean };
  interview: InterviewSummaryView | null;
  reminders: PersonRemindersData | null;
  importConflicts: ReadonlyArray<{ field: string; label: string; current: string; imported: string }>;
  studentRecords: LinkView | null;
  tags: { held: readonly TagView[]; assignable: readonly TagView[] } | null;
  privacy: PersonPrivacy;
  texts: Record<string, string>;
}

const text = (value: unknown): string => (typeof value === "string" ? value : value === undefined || value === null ? "" : String(value));

function when(at: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return `${formatDate(at)}, ${date.toISOString().slice(11, 16)}`;
}

export function PersonPage({ data }: { data: PersonData }) {
  const { record, texts } = data;
  const t = (key: string, params?: Record<string, string | number>) => textOf(texts, key, params);
  const personUrl = `/students/${encodeURIComponent(record.person.id)}`;
  const offerUrl = (offerId: string) => `${personUrl}/offers/${encodeURIComponent(offerId)}`;
  return (
    <div className="page--wide">
      <p>
        <a href={data.backUrl}>{t("person.back")}</a>
      </p>
      <h1>{record.person.name}</h1>
      <h2 className="visually-hidden">{t("person.summary.heading")}</h2>
      <SummaryList
        rows={[
          [t("person.summary.email"), record.person.email],
          [t("person.summary.studentNumber"), record.person.studentNumber],
          [t("person.summary.nationality"), record.person.nationality],
          [t("person.summary.dob"), record.person.dob ? formatDate(record.person.dob) : null],
          [t("person.summary.feeStatus"), record.person.feeStatus],
          [t("person.summary.agent"), record.person.agent],
          [t("person.summary.assignedTo"), record.person.assignedTo],
        ]}
      />
      {data.actions.messages ? (
        <p>
          <Link to={`${personUrl}/messages`}>{t("conversations.link")}</Link>
        </p>
      ) : null}

      <section className="record-section" aria-labelledby="applications-heading">
        <h2 id="applications-heading">{t("person.applications")}</h2>
        {record.applications.map((application, n) => (
          <div key={application.id}>
            <h3>{t("person.application.heading", { n: n + 1, status: application.status || t("person.application.notStarted") })}</h3>
            {data.actions.workOnApplications ? (
              <p>
                <Link to={`/applications/${encodeURIComponent(application.id)}`}>{t("staff.agentApplicants.workOn")}</Link>
              </p>
            ) : null}
            {data.requests.application.map((request) => (
              <p key={request.kind}>
                <Link to={`${personUrl}/requests/${request.kind}?application=${encodeURIComponent(application.id)}`}>{t(request.linkKey)}</Link>
              </p>
            ))}
            <ReadOnlySections sections={application.sections} personUrl={personUrl} />
          </div>
        ))}
        {data.actions.addApplication ? (
          <p>
            <Link to={`${personUrl}/applications/new`}>{t("staff.agentApplicants.addApplication")}</Link>
          </p>
        ) : null}
      </section>

      <section className="record-section" aria-labelledby="offers-heading">
        <h2 id="offers-heading">{t("person.offers")}</h2>
        {record.offers.length === 0 ? <p>{t("person.offers.none")}</p> : null}
        {data.actions.makeOffer && record.applications.length > 0 ? (
          <p>
            <Link to={`${personUrl}/offers/new`}>{t("person.offer.make")}</Link>
          </p>
        ) : null}
        {record.offers.map((offer) => (
          <div key={offer._id} id={`offer-${offer._id}`}>
            <h3>{t("person.offer.heading", { course: text(offer.courseName) || t("person.offer.noCourse"), status: text(offer.status) })}</h3>
            {data.actions.offerStatus ? (
              <ul className="action-links">
                <li>
                  <Link to={`${offerUrl(offer._id)}/edit`}>{t("person.offer.edit")}</Link>
                </li>
                <li>
                  <Link to={`${offerUrl(offer._id)}/status`}>{t("person.offer.changeStatus")}</Link>
                </li>
                <li>
                  <Link to={`${offerUrl(offer._id)}/payment`}>{t("person.offer.reviewPayment")}</Link>
                </li>
              </ul>
            ) : null}
            {offer.banners.map((banner) => (
              <p key={banner.key} className="notice offer-banner">
                {t(banner.key, banner.params)}
              </p>
            ))}
            {offer.acknowledge && data.actions.offerStatus ? (
              <form method="post" action={`${offerUrl(offer._id)}/acknowledge`}>
                <button type="submit" className="button button--secondary">
                  {t("person.offer.acknowledge")}
                </button>
              </form>
            ) : null}
            <SummaryList
              rows={[
                [t("list.column.intake_id"), text(offer.intakeId)],
                [t("list.column.condition_type"), text(offer.conditionType)],
                [t("list.column.issue_date"), offer.issueDate ? formatDate(text(offer.issueDate)) : null],
                [t("person.offer.applicantDecision"), text(offer.applicantStatus)],
                [t("person.offer.paymentStatus"), text(offer.paymentStatus)],
                // Staff only: other audiences' views of the offer hold neither (decision 0015).
                [t("person.offer.statusReason"), offer.statusReasonLabel],
                [t("person.offer.internalNote"), text(offer.statusInternalNote)],
              ]}
            />
            <OfferVersions rows={offer.versionRows} letterUrl={`/offers/${offer._id}/letter.pdf`} t={t} />
            {Array.isArray(offer.conditions) && offer.conditions.length ? (
              <>
                <h4>{t("person.offer.conditions")}</h4>
                <ul>
                  {(offer.conditions as Array<Record<string, unknown>>).map((condition, i) => (
                    <li key={i}>
                      {text(condition.requirementText)}: {text(condition.status)}
                      {condition.conditionText ? ` (${text(condition.conditionText)})` : ""}
                      {data.actions.requirements && offer.assessable && condition.requirementId ? (
                        <>
                          {" "}
                          <Link to={`${offerUrl(offer._id)}/requirements/${encodeURIComponent(text(condition.requirementId))}`}>
                            {t("person.offer.assess")}
                            <span className="visually-hidden"> {text(condition.requirementText)}</span>
                          </Link>
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ))}
      </section>

      <section className="record-section" aria-labelledby="cas-heading">
        <h2 id="cas-heading">{t("person.cas")}</h2>
        {record.cas ? (
          <SummaryList
            rows={[
              [t("person.cas.stage"), text(record.cas.stage)],
              [t("person.cas.course"), record.casCourse?.name ?? null],
              [t("person.cas.intake"), record.casCourse?.intake ?? null],
              ...(record.casCourse && record.casCourse.fee !== undefined ? [[t("person.cas.courseFee"), record.casCourse.fee === null ? t("person.cas.courseFeeUnknown") : formatPounds(record.casCourse.fee)] as [string, string]] : []),
              [t("person.cas.casStatus"), text(record.cas.casStatus)],
              [t("person.cas.casNumber"), text(record.cas.casNumber ?? (record.cas.casTracker as Record<string, unknown> | undefined)?.casNumber)],
              [t("person.cas.visaStatus"), text(record.cas.visaStatus)],
              [t("person.cas.arrivalStatus"), text(record.cas.arrivalStatus)],
            ]}
          />
        ) : (
          <p>{t("person.cas.none")}</p>
        )}
        {record.cas && data.actions.invite ? (
          <form method="post" action={`${personUrl}/invite`}>
            <p>{t("person.cas.notInvited")}</p>
            <button type="submit" className="button">
              {t("person.cas.invite")}
            </button>
          </form>
        ) : null}
        {record.cas && data.actions.moveStage ? (
          <p>
            <Link to={`${personUrl}/cas/stage`}>{t("cas.stageMove.link")}</Link>
          </p>
        ) : null}
        {record.checklist ? (
          <>
            <h3>{t("person.checklist.heading")}</h3>
            <ReadOnlySections sections={record.checklist.pages} personUrl={personUrl} />
            {record.checklist.funding ? <FundingSummary summary={record.checklist.funding} audience="staff" /> : null}
            <h3>{t("person.checklist.questionnaire")}</h3>
            <ReadOnlySections sections={record.checklist.questionnaire} personUrl={personUrl} />
            <h3>{t("person.checklist.risk")}</h3>
            <p>{t("person.checklist.riskRating", { rating: record.checklist.risk.rating ?? t("person.checklist.riskNone") })}</p>
            {record.checklist.risk.lists.map((list) => (
              <div key={list.name}>
                <h4>{texts[`person.checklist.riskList.${list.name}`] ?? t("person.checklist.riskList.other")}</h4>
                <ul>
                  {list.risks.map((risk, i) => (
                    <li key={i}>{risk}</li>
                  ))}
                </ul>
              </div>
            ))}
          </>
        ) : null}
        {record.cas && data.actions.casVisa ? (
          <p>
            <Link to={`${personUrl}/cas/details`}>{t("cas.details.link")}</Link>
          </p>
        ) : null}
        {record.cas && data.actions.casVisa ? (
          <p>
            <Link to={`${personUrl}/cas/enrolment`}>{t("cas.enrolment.link")}</Link>
          </p>
        ) : null}
        {record.cas && data.actions.assign ? (
          <p>
            <Link to={`${personUrl}/cas/assign`}>{t("cas.assign.link")}</Link>
          </p>
        ) : null}
        {record.cas && data.requests.student.length ? (
          <>
            <h3>{t("staffRequests.heading")}</h3>
            {data.requests.student.map((request) => (
              <p key={request.kind}>
                <Link to={`${personUrl}/requests/${request.kind}`}>{t(request.linkKey)}</Link>
              </p>
            ))}
          </>
        ) : null}
        {data.importConflicts.length ? (
          <div id="import-conflicts">
            <h3>{t("person.importConflicts.heading")}</h3>
            <p>{t("person.importConflicts.intro")}</p>
            <div className="notice notice--warning" role="note">
              <p>{t("person.importConflicts.warning")}</p>
            </div>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t("person.importConflicts.field")}</th>
                  <th scope="col">{t("person.importConflicts.current")}</th>
                  <th scope="col">{t("person.importConflicts.imported")}</th>
                  <td />
                </tr>
              </thead>
              <tbody>
                {data.importConflicts.map((conflict) => (
                  <tr key={conflict.field}>
                    <th scope="row">{conflict.label}</th>
                    <td>{conflict.current}</td>
                    <td>{conflict.imported}</td>
                    <td>
                      <form method="post" action={`${personUrl}/import-conflicts`} className="button-group">
                        <input type="hidden" name="field" value={conflict.field} />
                        <button type="submit" name="choice" value="keep" className="button button--secondary">
                          {t("person.importConflicts.keep")}
                          <span className="visually-hidden"> {conflict.label}</span>
                        </button>
                        <button type="submit" name="choice" value="take" className="button button--secondary">
                          {t("person.importConflicts.take")}
                          <span className="visually-hidden"> {conflict.label}</span>
                        </button>
                      </form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {record.cas ? (
          <>
            <h3>{t("cas.interview.heading")}</h3>
            {data.interview ? (
              <div className="interview-summary">
                {data.interview.ring ? <ScoreRing ring={data.interview.ring} /> : null}
                <SummaryList
                  rows={[
                    [t("cas.interview.bookingStatus"), data.interview.bookingStatus],
                    [t("cas.interview.result"), data.interview.result],
                    [t("cas.interview.event"), data.interview.event],
                    [t("cas.interview.when"), [data.interview.date ? formatDate(data.interview.date) : null, data.interview.startTime].filter(Boolean).join(", ") || null],
                  ]}
                />
                {data.interview.poorAudio ? <PoorAudioBadge /> : null}
              </div>
            ) : (
              <p>{t("cas.interview.none")}</p>
            )}
            {data.actions.casVisa ? (
              <p>
                <Link to={`${personUrl}/cas/interview`}>{t("cas.interview.link")}</Link>
              </p>
            ) : null}
          </>
        ) : null}
      </section>

      <section className="record-section" aria-labelledby="documents-heading">
        <h2 id="documents-heading">{t("person.documents")}</h2>
        {data.actions.uploadDocument ? (
          <p>
            <Link to={`${personUrl}/documents/new`}>{t("person.documents.upload.link")}</Link>
          </p>
        ) : null}
        {record.documents.length === 0 ? <p>{t("person.documents.none")}</p> : null}
        {/* Under the task areas the university's configuration gives (issue 39). */}
        {record.documents.map((group) => (
          <div key={group.id}>
            <h3>{group.heading}</h3>
            <ul>
              {group.documents.map((document) => (
                <li key={document.id}>
                  <strong>{document.typeLabel}</strong> <strong className="tag">{document.reviewState}</strong>{" "}
                  <span className="hint">{t("person.documents.uploaded", { who: document.uploadedBy, date: formatDate(document.createdAt) })}</span>
                  {document.rejectionReason ? <span className="hint"> {t("person.documents.rejectionReason", { reason: document.rejectionReason })}</span> : null}{" "}
                  <a href={document.url}>{t("person.documents.file", { name: document.name })}</a> <a href={`${document.url}/view`} aria-label={`${t("person.documents.view")}: ${document.typeLabel}`}>{t("person.documents.view")}</a>
                  {data.actions.documents ? (
                    <>
                      {" "}
                      <Link to={`${personUrl}/documents/${encodeURIComponent(document.id)}`}>
                        {t("person.documents.reviewLink")}
                        <span className="visually-hidden"> {document.typeLabel}</span>
                      </Link>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>

      {data.tags ? <RecordTags tags={data.tags} action={`${personUrl}/tags`} /> : null}
      {data.studentRecords ? <PersonStudentRecords link={data.studentRecords} sendUrl={`/students/${encodeURIComponent(data.studentRecords.userId)}/student-records`} /> : null}
      {data.reminders ? <PersonReminders reminders={data.reminders} /> : null}

      {record.staffTasks.length ? (
        <section className="record-section" aria-labelledby="staff-tasks-heading">
          <h2 id="staff-tasks-heading">{t("person.staffTasks.heading")}</h2>
          <ul className="govuk-list">
            {record.staffTasks.map((task) => (
              <li key={task.id}>
                {task.title} ({t("person.staffTasks.due", { date: formatDate(task.dueDate) })}
                {task.role ? `, ${t("person.staffTasks.for", { role: task.role })}` : ""})
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="record-section" aria-labelledby="history-heading">
        <h2 id="history-heading">{t("person.history")}</h2>
        {record.history.length === 0 ? (
          <p>{t("person.history.none")}</p>
        ) : (
          <ol className="timeline">
            {record.history.map((entry) => (
              <li className="timeline__item" key={entry.id}>
                <p>
                  <strong>{texts[`audit.action.${entry.action}`] ? t(`audit.action.${entry.action}`, entry.details) : t("audit.action.other", { action: entry.action })}</strong>{" "}
                  {t("person.history.by", { who: entry.who ?? t("person.history.unknownUser") })}
                  <br />
                  <span className="timeline__when">{when(entry.at)}</span>
                </p>
                {typeof entry.details.problems === "string" ? <p>{t("automations.history.problems", { problems: entry.details.problems })}</p> : null}
                {entry.reason ? <p className="timeline__why">{t("person.history.reason", { reason: entry.reason })}</p> : null}
                {entry.note ? <p className="timeline__why">{t("person.history.note", { note: entry.note })}</p> : null}
                {entry.changes.length ? (
                  <ul className="timeline__changes">
                    {entry.changes.map((change, i) => (
                      <li key={i}>{t("person.history.change", { field: change.field, from: change.from || t("person.history.empty"), to: change.to || t("person.history.empty") })}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>

      {data.privacy.hold ? <LegalHold hold={data.privacy.hold} action={`${personUrl}/hold`} /> : null}
      {data.privacy.subjectAccess ? (
        <section className="record-section" aria-labelledby="subject-access-heading">
          <h2 id="subject-access-heading">{t("privacy.sar.personHeading")}</h2>
          <ul className="action-links">
            <li>
              <Link to={`${personUrl}/subject-access`}>{t("privacy.sar.record")}</Link>
            </li>
            <li>
              <Link to="/subject-access">{t("privacy.sar.link")}</Link>
            </li>
          </ul>
        </section>
      ) : null}
      {data.privacy.accessLog ? <AccessLog lines={data.privacy.accessLog} /> : null}
      {data.actions.erase ? (
        <section className="record-section" aria-labelledby="erasure-heading">
          <h2 id="erasure-heading">{t("person.erasure.heading")}</h2>
          <p>
            <Link to={`${personUrl}/erasure`}>{t("person.erasure.link")}</Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}
