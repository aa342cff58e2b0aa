// /config/reminders/:key: one reminder's email, with a preview (issue 19 item 3).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ReminderEmailPage } from "../components/config/ReminderEmailPage";
import { configLinks } from "../components/config/links";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadReminderTemplate, reminderTemplateAction } from "../loaders/config-reminder-template.server";

export const handle = { permission: "update:config:tenant" };
export const links = configLinks;
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadReminderTemplate(request, context, params.key);
export const action = ({ request, context, params }: ActionFunctionArgs) => reminderTemplateAction(request, context, params.key);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "config.reminderEmail.title", { reminder: data.about || data.key }) : "");

export default ReminderEmailPage;
