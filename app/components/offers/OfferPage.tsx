// The applicant's offer (000 §2-§3): the letter with its conditions and their statuses, then the
// decision: the university's decision form while the offer is open, or what was decided.
import { Link } from "@remix-run/react";
import { isDecline, type OfferView } from "../../../rules/offers/offer-view";
import type { OfferChangeNotice } from "../../../rules/offers/offer-versions";
import { OfferChanged } from "./OfferChanged";
import { formatDate } from "../../lib/format";
import { textOf } from "../../lib/format-message";
import { FormRenderer } from "../form/FormRenderer";
import { FormPageNotices } from "../form/FormPageNotices";
import { useFormPage, type FormPageContent } from "../form/useFormPage";

export interface OfferPageData {
  offer: OfferView;
  /** The university has changed the offer since it was issued (decision 0045). */
  changed: OfferChangeNotice | null;
  offerUrl: string;
  page: FormPageContent | null;
  version: number;
  texts: Record<string, string>;
}

type Say = (key: string, params?: Record<string, string | number>) => string;

function Decision({ data, page, t }: { data: OfferPageData; page: FormPageContent; t: Say }) {
  const { page: current, conflict, waitForUploads, rendererProps } = useFormPage({ page, version: data.version, texts: data.texts }, { savedKey: (answers) => (isDecline(answers) ? null : "applicant.offer.sent") });
  const { key, ...renderer } = rendererProps;
  return (
    <>
      <FormPageNotices conflict={conflict} waitForUploads={waitForUploads} />
      <FormRenderer key={`${key}:${current.formId}`} {...renderer} submitLabel={t("applicant.offer.send")} />
    </>
  );
}

function DecisionMade({ offer, t }: { offer: OfferView; t: Say }) {
  const date = offer.decidedAt ? formatDate(offer.decidedAt) : "";
  if (offer.decision === "Accepted") return <p className="panel panel--confirmation">{t("applicant.offer.accepted", { date })}</p>;
  if (offer.decision === "Declined") return <p className="notice">{t("applicant.offer.declined", { date })}</p>;
  return <p>{t(offer.notYetIssued ? "applicant.offer.notYetIssued" : "applicant.offer.closed", { status: offer.status })}</p>;
}

/** A rejected or withdrawn offer (decision 0048): the outcome in words with the reason the university gives; no letter, nothing to accept. */
function Outcome({ offer, t }: { offer: OfferView; t: Say }) {
  return (
    <>
      <Link className="back-link" to="/offers">
        {t("applicant.offer.back")}
      </Link>
      <h1>{offer.heading}</h1>
      <p className="notice">{t(`applicant.offer.outcome.${offer.outcome?.status}`, { courseName: offer.courseName, intakeLabel: offer.intakeLabel })}</p>
      <h2>{t("applicant.offer.outcome.reasonHeading")}</h2>
      <p className="letter__paragraph">{offer.outcome?.reason || t("applicant.offer.outcome.noReason")}</p>
    </>
  );
}

/** What a visa application needs from the letter: its date, the student number, the course's dates, entry point, mode and campus. */
function LetterFacts({ offer, t }: { offer: OfferView; t: Say }) {
  if (!offer.facts.length) return null;
  return (
    <>
      <h3 id="facts-heading">{t("applicant.offer.factsHeading")}</h3>
      <dl className="summary-list" aria-labelledby="facts-heading">
        {offer.facts.map((fact) => (
          <div className="summary-list__row" key={fact.label}>
            <dt className="summary-list__key">{fact.label}</dt>
            <dd className="summary-list__value">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export function OfferPage({ data }: { data: OfferPageData }) {
  const { offer, offerUrl, texts } = data;
  const t: Say = (key, params) => textOf(texts, key, params);
  if (offer.outcome) return <Outcome offer={offer} t={t} />;
  return (
    <>
      <Link className="back-link" to="/offers">
        {t("applicant.offer.back")}
      </Link>
      <h1>{offer.heading}</h1>
      <p>
        {t("applicant.offer.statusLabel")}: <strong className="tag">{offer.status}</strong>
      </p>
      {data.changed ? <OfferChanged notice={data.changed} offerUrl={offerUrl} t={t} /> : null}
      <section aria-labelledby="letter-heading">
        <h2 id="letter-heading">{t("applicant.offer.letterHeading")}</h2>
        {offer.letterStart.map((paragraph) => (
          <p key={paragraph} className="letter__paragraph">
            {paragraph}
          </p>
        ))}
        <LetterFacts offer={offer} t={t} />
        <h3 id="requirements-heading">{t("applicant.offer.requirementsHeading")}</h3>
        {offer.requirements.length ? (
          <dl className="summary-list" aria-labelledby="requirements-heading">
            {offer.requirements.map((requirement) => (
              <div className="summary-list__row" key={requirement.id}>
                <dt className="summary-list__key">{requirement.slug ? <Link to={`${offerUrl}/${requirement.slug}`}>{requirement.text}</Link> : requirement.text}</dt>
                <dd className="summary-list__value">
                  {requirement.conditionText ? (
                    <>
                      <span className="visually-hidden">{t("applicant.offer.conditionTextLabel")}: </span>
                      {requirement.conditionText}
                    </>
                  ) : null}
                </dd>
                <dd className="summary-list__actions">
                  <strong className={`tag tag--${requirement.status.toLowerCase()}`}>{t(`applicant.offer.requirement.${requirement.status}`)}</strong>
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>{t("applicant.offer.noRequirements")}</p>
        )}
        {offer.fees.length ? (
          <>
            <h3 id="fees-heading">{t("applicant.offer.feesHeading")}</h3>
            <dl className="summary-list" aria-labelledby="fees-heading">
              {offer.fees.map((line) => (
                <div className="summary-list__row" key={line.label}>
                  <dt className="summary-list__key">{line.label}</dt>
                  <dd className="summary-list__value">£{line.amount}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
        {offer.letterEnd.map((paragraph) => (
          <p key={paragraph} className="letter__paragraph">
            {paragraph}
          </p>
        ))}
        <p className="letter__signature">{offer.signedBy}</p>
        <p>
          <a href={`${offerUrl}/letter.pdf`} download>
            {t("applicant.offer.downloadLetter")}
          </a>
        </p>
      </section>
      <section aria-labelledby="decision-heading">
        <h2 id="decision-heading">{t("applicant.offer.decisionHeading")}</h2>
        {data.page ? <Decision data={data} page={data.page} t={t} /> : <DecisionMade offer={offer} t={t} />}
      </section>
      {offer.decision === "Accepted" ? (
        <section aria-labelledby="payment-heading">
          <h2 id="payment-heading">{t("applicant.offer.paymentHeading")}</h2>
          {offer.paymentStatus ? (
            <p>
              {t("applicant.offer.paymentStatusLabel")}: <strong className="tag">{t(`applicant.offer.payment.${offer.paymentStatus}`)}</strong>
            </p>
          ) : null}
          <p>
            <Link to={`${offerUrl}/payment`}>{t("applicant.offer.paymentLink")}</Link>
          </p>
        </section>
      ) : null}
    </>
  );
}
