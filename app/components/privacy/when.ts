// A moment as the record page shows it: "22 Nov 2026, 14:05" (UTC, as the history does).
import { formatDate } from "../../lib/format";

export function when(at: string): string {
  const date = new Date(at);
  if (!at || Number.isNaN(date.getTime())) return at;
  return `${formatDate(at)}, ${date.toISOString().slice(11, 16)}`;
}
