// The university has changed the applicant's offer (decision 0045): what changed (old -> new) and,
// while the version they accepted stands, the action to accept the changed one.
import type { OfferChangeNotice } from "../../../rules/offers/offer-versions";

type Say = (key: string, params?: Record<string, string | number>) => string;

export function OfferChanged({ notice, offerUrl, t }: { notice: OfferChangeNotice; offerUrl: string; t: Say }) {
  const none = t("applicant.offer.changed.none");
  return (
    <section className="notice offer-changed" aria-labelledby="offer-changed-heading">
      <h2 id="offer-changed-heading">{t("applicant.offer.changed.heading")}</h2>
      <p>{notice.accepted ? t("applicant.offer.changed.standing", { accepted: notice.accepted, version: notice.version }) : t("applicant.offer.changed.issued", { version: notice.version })}</p>
      {notice.changes.length ? (
        <>
          <h3>{t("applicant.offer.changed.whatChanged")}</h3>
          <ul>
            {notice.changes.map((change) => (
              <li key={change.label}>{t("applicant.offer.changed.change", { label: change.label, from: change.from || none, to: change.to || none })}</li>
            ))}
          </ul>
        </>
      ) : null}
      {notice.accepted ? (
        <>
          <p>
            <a href={`${offerUrl}/letter.pdf?version=${notice.version}`} download>
              {t("applicant.offer.changed.newLetter")}
            </a>
          </p>
          <form method="post" action={offerUrl}>
            <input type="hidden" name="_intent" value="reaccept" />
            <input type="hidden" name="offerVersion" value={notice.version} />
            <button type="submit" className="button">
              {t("applicant.offer.changed.accept")}
            </button>
          </form>
        </>
      ) : null}
    </section>
  );
}
