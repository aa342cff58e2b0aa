// /config/sandbox: the draft tried against copies of the university's records (issue 20 item 6).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { SandboxPage } from "../components/config/SandboxPage";
import { configLinks } from "../components/config/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadSandbox, sandboxAction } from "../loaders/config-sandbox.server";

export const handle = { permission: "update:config:tenant" };
export const links = configLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadSandbox(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => sandboxAction(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "config.title.sandbox") : "");

export default SandboxPage;
