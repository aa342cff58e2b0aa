// /auth/sso/callback (002 §2.8 SSO_CALLBACK): the provider's answer; signed in, the next page
// opens from here (meta refresh, so it works without JavaScript).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SsoOutcome } from "../components/auth/SsoOutcome";
import { pageTitle } from "../lib/page-title";
import { loadSsoCallback } from "../loaders/auth-sso.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadSsoCallback(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...pageTitle(matches, data?.texts[data.signedIn ? "sso.callback.title" : "sso.failed.title"] ?? ""),
  ...(data?.signedIn ? [{ httpEquiv: "refresh", content: `0; url=${data.signedIn}` }] : []),
];

export default function SsoCallback() {
  return <SsoOutcome {...useLoaderData<typeof loader>()} />;
}
