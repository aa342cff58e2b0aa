// /students/:userId/hold: places or releases a person's legal hold (issue 42 item 1); the form is on the record, an error comes back here.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { LegalHold } from "../components/privacy/LegalHold";
import { ErrorSummary } from "../components/govuk/ErrorSummary";
import { staffLinks } from "../components/staff/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadHoldPage, submitHold } from "../loaders/legal-hold.server";

export const handle = { permission: "update:legal-hold:tenant" };
export const links = staffLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadHoldPage(request, context, params.userId);
export const action = ({ request, context, params }: ActionFunctionArgs) => submitHold(request, context, params.userId);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? `${textOf(data.texts, "privacy.hold.heading")}: ${data.name}` : "");

export default function LegalHoldRoute() {
  const loaded = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>() ?? loaded;
  const t = (key: string) => textOf(loaded.texts, key);
  return (
    <div>
      <p>
        <Link to={data.personUrl}>{t("privacy.hold.back")}</Link>
      </p>
      <ErrorSummary title={t("form.errorSummary")} errors={data.errors} />
      <h1>{data.name}</h1>
      <LegalHold hold={data.hold} action={`${data.personUrl}/hold`} errors={data.errors} />
    </div>
  );
}
