// POST /preferences/theme: the theme switch of the user menu (001 §2).
import type { ActionFunctionArgs } from "@remix-run/node";
import { saveTheme } from "../loaders/preferences.server";
import { refuseRead } from "../loaders/refuse.server";

export const action = ({ request, context }: ActionFunctionArgs) => saveTheme(request, context);
export const loader = refuseRead;
