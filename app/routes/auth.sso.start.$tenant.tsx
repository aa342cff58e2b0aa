// /auth/sso/start/:tenant: off to the university's provider (issue 21 item 2), or why not.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SsoOutcome } from "../components/auth/SsoOutcome";
import { pageTitle } from "../lib/page-title";
import { loadSsoStart } from "../loaders/auth-sso.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadSsoStart(request, context, params.tenant);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.texts["sso.failed.title"] ?? "");

export default function SsoStart() {
  return <SsoOutcome {...useLoaderData<typeof loader>()} />;
}
