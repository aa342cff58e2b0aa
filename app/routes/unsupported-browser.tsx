// /unsupported-browser: 'Sorry, we don't support your browser!' (000 §2), for browsers older than
// the minimum versions (000 §9). Plain HTML: it must work in the browsers it turns away.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadUnsupportedBrowser } from "../loaders/auth-misc.server";

export const loader = () => loadUnsupportedBrowser();
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.texts["browser.title"] ?? "");

export default function UnsupportedBrowser() {
  const { texts, supportEmail } = useLoaderData<typeof loader>();
  const [before, after] = textOf(texts, "browser.contact", { email: "\u0000" }).split("\u0000");
  return (
    <div className="narrow">
      <h1>{textOf(texts, "browser.title")}</h1>
      <p className="lead">{textOf(texts, "browser.text")}</p>
      <p>{textOf(texts, "browser.suggest")}</p>
      <p>
        {before}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        {after}
      </p>
    </div>
  );
}
