// /config/forms/:form/preview: the draft's form as a student sees it, against a chosen record.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { PreviewPage } from "../components/config/PreviewPage";
import { formatMessage } from "../lib/format-message";
import { configLinks } from "../components/config/links";
import { pageTitle } from "../lib/page-title";
import { configPreviewAction, loadConfigPreview } from "../loaders/config-preview.server";

export const handle = { permission: "update:config:tenant" };
export const links = configLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadConfigPreview(request, context, params.form);
export const action = ({ request, context, params }: ActionFunctionArgs) => configPreviewAction(request, context, params.form);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, data ? formatMessage(data.texts["config.title.preview"] ?? "", { form: data.form.title }) : "");

export default PreviewPage;
