// The platform's defaults, for the one case where no loader data exists: an error page drawn
// after the root loader itself failed. Everything else gets texts from a loader.
import catalogue from "../../tenant-configs/_defaults/messages.json";
import settings from "../../tenant-configs/_defaults/settings.json";

export const defaultTexts: Record<string, string> = Object.fromEntries(
  Object.entries(catalogue as Record<string, { text: string }>).map(([key, entry]) => [key, entry.text]),
);

export const defaultSupportEmail: string = settings.supportEmail;
