// "Today" as the university sees it: the calendar date in its time zone (the configuration's
// settings.timeZone), the one value every rule's `today` comes from on the server.
import type { PreparedConfig } from "../rules";

const formatters = new Map<string, Intl.DateTimeFormat>();

export function todayIn(now: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

/** The university's today. */
export function universityToday(now: Date, config: Pick<PreparedConfig, "timeZone">): string {
  return todayIn(now, config.timeZone);
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** An ISO instant as the university's staff read it: "24 Nov 2026, 14:05" in its time zone. */
export function universityDateTime(iso: string, config: Pick<PreparedConfig, "timeZone">): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  let formatter = clockFormatters.get(config.timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", { timeZone: config.timeZone, day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    clockFormatters.set(config.timeZone, formatter);
  }
  return formatter.format(at);
}

const minuteFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes after midnight on the clock in the time zone (daylight saving included): quiet hours compare with this. */
export function minutesOfDayIn(now: Date, timeZone: string): number {
  let formatter = minuteFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    minuteFormatters.set(timeZone, formatter);
  }
  const [hours, minutes] = formatter.format(now).split(":").map(Number);
  return hours * 60 + minutes;
}
