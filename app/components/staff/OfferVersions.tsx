// The versions of an offer on the person's record (decision 0045): when and by whom each was
// made, what changed, which one the applicant accepted, and each version's letter.
import type { OfferVersionRow } from "../../../server/offers/offer-version-rows";
import { formatDate } from "../../lib/format";

type Say = (key: string, params?: Record<string, string | number>) => string;

export function OfferVersions({ rows, letterUrl, t }: { rows: ReadonlyArray<OfferVersionRow>; letterUrl: string; t: Say }) {
  if (!rows.length) return null;
  return (
    <>
      <h4>{t("person.offer.versions")}</h4>
      <ol className="timeline">
        {rows.map((row) => (
          <li className="timeline__item" key={row.number}>
            <p>
              <strong>{t("person.offer.versionMade", { number: row.number, date: row.at ? formatDate(row.at) : "" })}</strong>
              {row.who ? ` ${t("person.history.by", { who: row.who })}` : null}
              {row.accepted ? (
                <>
                  {" "}
                  <strong className="tag">{t("person.offer.versionAccepted")}</strong>
                </>
              ) : null}
            </p>
            {row.changes.length ? (
              <ul className="timeline__changes">
                {row.changes.map((change) => (
                  <li key={change.label}>{t("person.history.change", { field: change.label, from: change.from || t("person.history.empty"), to: change.to || t("person.history.empty") })}</li>
                ))}
              </ul>
            ) : null}
            <p>
              <a href={`${letterUrl}?version=${row.number}`} download>
                {t("person.offer.versionLetter", { number: row.number })}
              </a>
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
