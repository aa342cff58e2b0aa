// /offers/$offerId/decline: "Are you sure you want to decline this offer?" (GOV.UK's pattern;
// decision 0048). A plain form, so it works without JavaScript; it posts the decline to the offer.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { pageTitle } from "../lib/page-title";
import { loadDeclineConfirmation } from "../loaders/offer.server";

/** The permission this page needs (read by the isolation test). */
export const handle = { permission: "read:offer:own" };
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadDeclineConfirmation(request, context, params.offerId);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.words.title ?? "");

export default function DeclineOffer() {
  const { offerUrl, version, answers, intent, words } = useLoaderData<typeof loader>();
  return (
    <>
      <Link className="back-link" to={offerUrl}>
        {words.back}
      </Link>
      <h1>{words.title}</h1>
      <p className="notice">{words.means}</p>
      <Form method="post" action={offerUrl}>
        <input type="hidden" name="_version" value={version} />
        <input type="hidden" name="_intent" value={intent} />
        {answers.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="button-group">
          <button type="submit" className="button button--warning">
            {words.confirm}
          </button>
          <Link to={offerUrl}>{words.cancel}</Link>
        </div>
      </Form>
    </>
  );
}
