// /config/forms/:form/pages/new: a new page after this one, without JSON; its questions are added next.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { NewPagePage } from "../components/config/NewPagePage";
import { formatMessage } from "../lib/format-message";
import { configLinks } from "../components/config/links";
import { pageTitle } from "../lib/page-title";
import { loadNewPage, newPageAction } from "../loaders/config-question.server";

export const handle = { permission: "update:config:tenant" };
export const links = configLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadNewPage(request, context, params.form);
export const action = ({ request, context, params }: ActionFunctionArgs) => newPageAction(request, context, params.form);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, data ? formatMessage(data.texts["config.page.title.add"] ?? "", { form: data.form.title }) : "");

export default NewPagePage;
