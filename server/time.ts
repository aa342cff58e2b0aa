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

/** "14:05" -> "2:05pm", "09:30" -> "9:30am" (GOV.UK style); anything else as it is. */
export function clockTime(hhmm: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!match) return hhmm;
  const hours = Number(match[1]);
  if (hours > 23) return hhmm;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]}${hours < 12 ? "am" : "pm"}`;
}

/** A time as students read it (issue 40 item 13): its clock, with the university's time zone named ("2:05pm (UK time)"). */
export function timeWithZone(time: string, config: Pick<PreparedConfig, "text">): string {
  return config.text("time.withZone", { time, zone: config.text("time.zoneName") });
}

/** An ISO instant as a person reads it: "24 Nov 2026, 2:05pm (UK time)". */
export function universityDateTimeWithZone(iso: string, config: Pick<PreparedConfig, "timeZone" | "text">): string {
  const formatted = universityDateTime(iso, config);
  const at = formatted.lastIndexOf(", ");
  if (at < 0) return formatted;
  return `${formatted.slice(0, at)}, ${timeWithZone(clockTime(formatted.slice(at + 2)), config)}`;
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
