// The Config screen's words, as the catalogue has them (tenant-configs/_defaults/messages/config.json).
import catalogue from "../../../tenant-configs/_defaults/messages/config.json";

export const words: Record<string, string> = Object.fromEntries(
  Object.entries(catalogue as Record<string, { text: string }>).map(([key, entry]) => [key, entry.text]),
);
