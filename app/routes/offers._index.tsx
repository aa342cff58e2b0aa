// /offers: the applicant's offers with their status (000 §2 'Offers').
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadMyOffers } from "../loaders/applicant-lists.server";

export const handle = { permission: "read:offer:own" };
export const loader = ({ request, context }: LoaderFunctionArgs) => loadMyOffers(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "applicant.offers.title") : "");

export default function MyOffers() {
  const { offers, texts } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{textOf(texts, "applicant.offers.title")}</h1>
      {offers.length === 0 ? (
        <p>{textOf(texts, "applicant.offers.none")}</p>
      ) : (
        <ul className="link-list">
          {offers.map((offer) => (
            <li key={offer.id}>
              <Link to={`/offers/${offer.id}`}>
                <strong>{offer.course || textOf(texts, "applicant.courseNotChosen")}</strong>
                <span className="visually-hidden"> {textOf(texts, "applicant.offer.view")}</span>
              </Link>
              <br />
              <span className="hint">
                {textOf(texts, "applicant.offers.status")}: {offer.status}
                {offer.decision ? ` · ${textOf(texts, `applicant.offers.decision.${offer.decision}`)}` : ""}
                {offer.conditionType ? ` · ${textOf(texts, "applicant.offers.type")}: ${offer.conditionType}` : ""}
                {offer.intakeId ? ` · ${textOf(texts, "applicant.offers.intake")}: ${offer.intakeId}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
