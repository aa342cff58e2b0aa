// /feedback: 'Give feedback' from the navigation bar (001 §2).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary, errorFor } from "../components/auth/FormParts";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadFeedback, sendFeedback } from "../loaders/feedback.server";

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
      <ErrorSummary title={textOf(texts, "form.errorSummary.title")} errors={failed?.errors} />
      <Form method="post" noValidate>
        <input type="hidden" name="from" value={from} />
        <div className={error ? "form-group form-group--error" : "form-group"}>
          <label className="label" htmlFor="feedback">
            {textOf(texts, "feedback.label")}
          </label>
          <div className="hint" id="feedback-hint">
            {textOf(texts, "feedback.hint")}
          </div>
          {error ? (
            <p className="error-message" id="feedback-error">
              {error}
            </p>
          ) : null}
          <textarea className="textarea" id="feedback" name="feedback" rows={6} defaultValue={failed?.values.feedback ?? ""} aria-describedby={["feedback-hint", error ? "feedback-error" : ""].filter(Boolean).join(" ")} aria-invalid={error ? true : undefined} />
        </div>
        <button type="submit" className="button">
          {textOf(texts, "feedback.submit")}
        </button>
      </Form>
    </div>
  );
}
