// The user menu's theme switch: light, dark, or (nothing stored) the device's preference.
import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requirePermission, requireUser, safeRedirect } from "../../server/auth/guards";

export async function saveTheme(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  requirePermission(user, "update:account:own");
  const form = await request.formData();
  const choice = String(form.get("theme") ?? "");
  await context.services.repositories.users.setPreferences(user.id, { theme: choice === "light" || choice === "dark" ? choice : undefined });
  throw redirect(safeRedirect(form.get("redirectTo")));
}
