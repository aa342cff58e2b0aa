// /config/forms/:form: a form's fields, rules, field order and JSON.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { FormPage } from "../components/config/FormPage";
import { formatMessage } from "../lib/format-message";
import { configLinks } from "../components/config/links";
import { pageTitle } from "../lib/page-title";
import { configFormAction, loadConfigForm } from "../loaders/config-form.server";

export const handle = { permission: "update:config:tenant" };
export const links = configLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadConfigForm(request, context, params.form);
export const action = ({ request, context, params }: ActionFunctionArgs) => configFormAction(request, context, params.form);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, data ? formatMessage(data.texts["config.title.form"] ?? "", { form: data.form.title }) : "");

export default FormPage;
