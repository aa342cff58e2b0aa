// /config/reminders: the days each reminder of the draft would go out, as timelines.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { RemindersPage } from "../components/config/RemindersPage";
import { configLinks } from "../components/config/links";
import { pageTitle } from "../lib/page-title";
import { loadConfigReminders } from "../loaders/config-reminders.server";

export const handle = { permission: "update:config:tenant" };
export const links = configLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadConfigReminders(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.texts["config.title.reminders"] ?? "");

export default RemindersPage;
