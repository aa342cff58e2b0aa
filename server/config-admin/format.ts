// Dates and times on the Config screen: "22 Nov 2026, 10:00" in the university's time zone
// (D MMM YYYY, as everywhere in the product). Formatted on the server, so the page the browser
// draws is the same text.
export function formatWhen(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(date);
}
