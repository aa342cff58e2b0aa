// /feedback: 'Give feedback' from the navigation bar (001 §2).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { errorFor } from "../components/auth/FormParts";
import { ErrorSummary } from "../components/govuk/ErrorSummary";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadFeedback, sendFeedback } from "../loaders/feedback.server";
import { FormGroup, describedByIds } from "../components/govuk/FormGroup";

export const handle = { permission: "create:feedback:own" };
export const loader = ({ request, context }: LoaderFunctionArgs) => loadFeedback(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => sendFeedback(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "feedback.title") : "");

export default function FeedbackPage() {
  const { sent, from, texts } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const error = errorFor(failed?.errors, "feedback");
  return (
    <div className="narrow">
      <h1>{textOf(texts, "feedback.title")}</h1>
      {sent ? (
        <div className="notice notice--success" role="status">
          <p>{textOf(texts, "feedback.thanks")}</p>
        </div>
      ) : null}
      <ErrorSummary title={textOf(texts, "form.errorSummary")} errors={failed?.errors} />
      <Form method="post" noValidate>
        <input type="hidden" name="from" value={from} />
        <FormGroup id="feedback" label={textOf(texts, "feedback.label")} hint={textOf(texts, "feedback.hint")} error={error} errorPrefix={textOf(texts, "form.errorPrefix")}>
          <textarea className="textarea" id="feedback" name="feedback" rows={6} defaultValue={failed?.values.feedback ?? ""} aria-describedby={describedByIds("feedback", { hint: true, error })} aria-invalid={error ? true : undefined} />
        </FormGroup>
        <button type="submit" className="button">
          {textOf(texts, "feedback.submit")}
        </button>
      </Form>
    </div>
  );
}
