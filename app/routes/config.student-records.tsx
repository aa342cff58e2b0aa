// /config/student-records: the Ellucian student-records link's settings (issue 21 item 5).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { configLinks } from "../components/config/links";
import { Notice } from "../components/govuk/Notice";
import { StaffFormPage } from "../components/staff/StaffFormPage";
import { staffLinks } from "../components/staff/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadIntegrationSettings, submitIntegrationSettings } from "../loaders/student-records.server";

export const handle = { permission: "update:config:tenant" };
export const links = () => [...staffLinks(), ...configLinks()];
export const loader = ({ request, context }: LoaderFunctionArgs) => loadIntegrationSettings(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => submitIntegrationSettings(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

export default function StudentRecordsSettingsRoute() {
  const data = useLoaderData<typeof loader>();
  const t = (key: string) => textOf(data.texts, key);
  return (
    <StaffFormPage data={data}>
      {data.saved ? (
        <Notice title={t("studentRecords.settings.saved")} success>
          <p>{t("studentRecords.settings.savedText")}</p>
        </Notice>
      ) : null}
      <Form method="post" action={data.testUrl}>
        <button type="submit" className="button button--secondary">
          {t("studentRecords.test.button")}
        </button>
      </Form>
    </StaffFormPage>
  );
}
