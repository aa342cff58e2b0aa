// /config/student-records/connection-test: 'Test connection' with the saved settings, step by step.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { configLinks } from "../components/config/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { integrationTestPage } from "../loaders/student-records.server";

export const handle = { permission: "update:config:tenant" };
export const links = configLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => integrationTestPage(request, context, false);
export const action = ({ request, context }: ActionFunctionArgs) => integrationTestPage(request, context, true);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "studentRecords.test.title") : "");

export default function StudentRecordsTestRoute() {
  const tested = useActionData<typeof action>();
  const loaded = useLoaderData<typeof loader>();
  const data = tested ?? loaded;
  const t = (key: string) => textOf(data.texts, key);
  return (
    <div className="narrow">
      <a className="back-link" href={data.back}>
        {t("studentRecords.test.back")}
      </a>
      <h1>{t("studentRecords.test.title")}</h1>
      {data.steps ? (
        <ul className="list" aria-live="polite">
          {data.steps.map((step, index) => (
            <li key={index}>
              <strong>{t(step.ok ? "studentRecords.test.worked" : "studentRecords.test.failed")}</strong> {step.text}
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post">
        <button type="submit" className="button button--secondary">
          {t(data.steps ? "studentRecords.test.again" : "studentRecords.test.button")}
        </button>
      </Form>
    </div>
  );
}
