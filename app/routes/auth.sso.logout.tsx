// /auth/sso/logout (002 §2.8 SSO_LOGOUT, §9): signed out here, then to the university's provider
// to sign out there too after 2 seconds.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadSsoLogout } from "../loaders/auth-sso.server";

/** 002 §9: the SSO logout redirect waits 2 seconds. */
const LOGOUT_REDIRECT_SECONDS = 2;

export const loader = ({ request, context }: LoaderFunctionArgs) => loadSsoLogout(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...pageTitle(matches, data?.texts["sso.logout.title"] ?? ""),
  ...(data ? [{ httpEquiv: "refresh", content: `${LOGOUT_REDIRECT_SECONDS}; url=${data.next}` }] : []),
];

export default function SsoLogout() {
  const { texts, next } = useLoaderData<typeof loader>();
  return (
    <div className="narrow">
      <h1>{textOf(texts, "sso.logout.title")}</h1>
      <p role="status">{textOf(texts, "sso.logout.text")}</p>
      <p>
        <a href={next}>{textOf(texts, "sso.logout.continue")}</a>
      </p>
    </div>
  );
}
