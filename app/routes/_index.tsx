import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageTitle } from "../lib/page-title";
import { textOf } from "../lib/format-message";
import { loadHome } from "../loaders/home.server";
import { CasTracker } from "../components/checklist/CasTracker";
import { checklistLinks } from "../components/checklist/links";
import { TodaysWork } from "../components/staff/TodaysWork";

export { checklistLinks as links };

export const loader = ({ request, context }: LoaderFunctionArgs) => loadHome(request, context);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.texts["home.title"] ?? "");

export default function Home() {
  const { texts, signedIn, links, tracker, work } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{textOf(texts, "home.welcome")}</h1>
      <CasTracker tracker={tracker} />
      {work ? <TodaysWork work={work} /> : null}
      {signedIn ? (
        links.length ? (
          <ul className="link-list">
            {links.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{textOf(texts, link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        ) : work ? null : (
          <p>{textOf(texts, "home.nothingYet")}</p>
        )
      ) : (
        <>
          <p className="lead">{textOf(texts, "home.signedOut.about")}</p>
          <p>
            <a className="button" href="/login">
              {textOf(texts, "home.signIn")}
            </a>
          </p>
          <h2>{textOf(texts, "home.signedOut.accountHeading")}</h2>
          <p>{textOf(texts, "home.signedOut.account")}</p>
          <p>{textOf(texts, "home.signedOut.noEmail")}</p>
          <p>
            <Link to="/login/forgot">{textOf(texts, "home.signedOut.forgot")}</Link>
          </p>
        </>
      )}
    </>
  );
}
