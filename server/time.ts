// "Today" as the university sees it: the calendar date in its time zone (UK by default), the one
// value every rule's `today` comes from on the server.
export function todayIn(now: Date, timeZone = "Europe/London"): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
