// One condition of an offer (000 §2's condition pages): what it asks and its status, the
// documents the university turned down (struck through, with the reason to expand, 000 §4), and
// the upload slot for the documents that meet it.
import { Link } from "@remix-run/react";
import { useState } from "react";
import type { OfferConditionDocument, OfferRequirementView } from "../../../rules/offers/offer-view";
import { textOf } from "../../lib/format-message";
import { AWAITING_REVIEW } from "../../../rules/offers/offer-view";
import { ErrorSummary } from "../govuk/ErrorSummary";
import { UploadControl, type UploadControlProps, type UploadSummary } from "../upload/UploadControl";

export interface OfferConditionData {
  offerHeading: string;
  offerUrl: string;
  requirement: OfferRequirementView;
  document: OfferConditionDocument;
  rejected: Array<UploadSummary & { reason: string }>;
  upload: { target: UploadControlProps["target"]; rules: UploadControlProps["rules"]; existing: UploadSummary[] };
  texts: Record<string, string>;
}

/** `uploadError`: the server's refusal of a file posted without JavaScript; `confirmRemoval`: the stored file whose Remove was pressed without it. */
export function OfferConditionPage({ data, uploadError, confirmRemoval }: { data: OfferConditionData; uploadError?: string; confirmRemoval?: string }) {
  const { requirement, document, texts } = data;
  // A file given here now awaits the university's review, said at once (issue 40 item 12).
  const [given, setGiven] = useState(false);
  const status = given && requirement.status === "Condition" ? AWAITING_REVIEW : requirement.status;
  const known = new Set(data.upload.existing.map((upload) => upload.id));
  const t = (key: string, params?: Record<string, string | number>) => textOf(texts, key, params);
  return (
    <>
      <Link className="back-link" to={data.offerUrl}>
        {t("applicant.offer.condition.back")}
      </Link>
      <ErrorSummary title={t("form.errorSummary")} errors={uploadError ? [{ field: "condition-upload", message: uploadError }] : undefined} />
      <span className="caption">{data.offerHeading}</span>
      <h1>{requirement.text}</h1>
      {requirement.conditionText ? <p>{requirement.conditionText}</p> : null}
      <p>
        {t("applicant.offer.condition.statusLabel")}: <strong className="tag">{t(`applicant.offer.requirement.${status}`)}</strong>
      </p>
      {data.rejected.length ? (
        <section aria-labelledby="rejected-heading">
          <h2 id="rejected-heading">{t("applicant.offer.condition.rejectedHeading")}</h2>
          <ul className="document-list">
            {data.rejected.map((upload) => (
              <li key={upload.id} className="document--rejected">
                <s>{upload.name}</s>
                <strong className="tag tag--rejected">{t("applicant.offer.condition.rejected")}</strong>
                <details className="rejection">
                  <summary>{t("applicant.offer.condition.rejectionReason")}</summary>
                  <p>{upload.reason}</p>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>{t("applicant.offer.condition.intro")}</p>
      <div id="condition-upload">
        <UploadControl
          label={t("applicant.offer.condition.uploadLabel", { document: document.label.toLowerCase() })}
          target={data.upload.target}
          rules={data.upload.rules}
          existing={data.upload.existing}
          onUploadedChange={(files) => setGiven(files.some((file) => !known.has(file.id)))}
          plain={{ form: "own" }}
          error={uploadError}
          confirmRemoval={confirmRemoval}
        />
      </div>
      <p>
        <Link className="button" to={data.offerUrl}>
          {t("applicant.offer.condition.back")}
        </Link>
      </p>
    </>
  );
}
