// On the staff's Review payment page: what the applicant submitted (issue 39; decision 0047), the
// method in words, the amount, the date and references, and each proof as a document to view.
import { Fragment } from "react";
import { formatDate } from "../../lib/format";
import { textOf } from "../../lib/format-message";
import type { PaymentSubmission } from "../../../server/offers/payment-submission";

export function PaymentSubmitted({ submitted, texts }: { submitted: PaymentSubmission; texts: Record<string, string> }) {
  const t = (key: string, params?: Record<string, unknown>) => textOf(texts, `offers.paymentReview.submitted.${key}`, params);
  return (
    <section aria-labelledby="payment-submitted-heading">
      <h2 id="payment-submitted-heading">{t("heading")}</h2>
      {submitted.method === null ? (
        <p>{t("none")}</p>
      ) : (
        <dl className="summary-list">
          <dt>{t("method")}</dt>
          <dd>{submitted.method}</dd>
          {submitted.details.map((detail) => (
            <Fragment key={detail.label}>
              <dt>{detail.label}</dt>
              <dd>{detail.isDate ? formatDate(detail.value) : detail.value}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      <h3>{t("proof")}</h3>
      {submitted.proofs.length === 0 ? (
        <p>{t("noProof")}</p>
      ) : (
        <ul className="govuk-list">
          {submitted.proofs.map((proof) => (
            <li key={proof.viewUrl}>
              <a href={proof.viewUrl}>{t("view", { name: proof.name })}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
