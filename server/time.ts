// "Today" as the university sees it: the calendar date in its time zone (UK by default), the one
// value every rule's `today` comes from on the server.
const formatters = new Map<string, Intl.DateTimeFormat>();

export function todayIn(now: Date, timeZone = "Europe/London"): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}
