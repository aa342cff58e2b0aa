// The user menu's theme switch: light, dark, or (nothing stored) the device's preference.
import type { AppLoadContext } from "@remix-run/node";
import { redirectResponse, requirePermission, requireUser, safeRedirect } from "../../server/auth/guards";
import { readForm } from "../../server/http/form-body";
import { setThemePreference } from "../../server/users/account-details";

export async function saveTheme(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  requirePermission(user, "update:account:own");
  const form = await readForm(request);
  const choice = String(form.get("theme") ?? "");
  await setThemePreference(context.services, user.id, choice === "light" || choice === "dark" ? choice : undefined);
  throw redirectResponse(safeRedirect(form.get("redirectTo")));
}
