// /reminders/failed: reminders that could not be delivered, with 'Try again' (issue 19 item 5).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Notice } from "../components/govuk/Notice";
import { staffLinks } from "../components/staff/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadFailedReminders, retryFailedReminders } from "../loaders/reminders-failed.server";

export const handle = { permission: "read:reminder:tenant" };
export const links = staffLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadFailedReminders(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => retryFailedReminders(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "reminders.failed.title") : "");

export default function FailedRemindersPage() {
  const loaded = useLoaderData<typeof loader>();
  const shown = useActionData<typeof action>() ?? loaded;
  const t = (key: string, params?: Record<string, string | number>) => textOf(shown.texts, key, params);
  return (
    <div className="page--wide">
      <h1>{t("reminders.failed.title")}</h1>
      {shown.retried !== null ? (
        <Notice title={t("reminders.failed.retriedTitle")} success>
          <p>{t("reminders.failed.retried", { count: shown.retried })}</p>
        </Notice>
      ) : null}
      {shown.failed.length === 0 ? (
        <p>{t("reminders.failed.none")}</p>
      ) : (
        <>
          {shown.mayRetry ? (
            <Form method="post">
              <button type="submit" className="button">
                {t("reminders.failed.retryAll")}
              </button>
            </Form>
          ) : null}
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t("reminders.failed.to")}</th>
                <th scope="col">{t("reminders.record.which")}</th>
                <th scope="col">{t("reminders.record.when")}</th>
                <th scope="col">{t("reminders.record.attempts")}</th>
                <th scope="col">{t("reminders.failed.error")}</th>
                {shown.mayRetry ? <td /> : null}
              </tr>
            </thead>
            <tbody>
              {shown.failed.map((reminder) => (
                <tr key={reminder.id}>
                  <th scope="row">
                    <Link to={`/students/${encodeURIComponent(reminder.person)}`}>{reminder.to || reminder.person}</Link>
                  </th>
                  <td>{reminder.which}</td>
                  <td>{reminder.when}</td>
                  <td>{reminder.attempts}</td>
                  <td>{reminder.error}</td>
                  {shown.mayRetry ? (
                    <td>
                      <Form method="post">
                        <input type="hidden" name="id" value={reminder.id} />
                        <button type="submit" className="button button--secondary">
                          {t("reminders.failed.retry")}
                          <span className="visually-hidden"> {reminder.to}</span>
                        </button>
                      </Form>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
