// A feed's schedule and file names in words (issue 39; decision 0061): how often, as the form asks
// it, made into the cron expression node-cron runs (five fields, the university's time zone),
// and read back from one when the words can say it; the files by an example name, made into the
// regular expression the feed matches names with. Pure.

export const EVERY = ["minutes", "hour", "day", "weekday", "week", "advanced"] as const;
export type Every = (typeof EVERY)[number];
export const MINUTE_STEPS = [5, 10, 15, 30] as const;

/** The schedule as the form holds it. */
export interface ScheduleWords {
  every?: Every;
  minutes?: number;
  /** HH:MM on the 24-hour clock (6:30 and 06.30 are read too). */
  time?: string;
  /** 0 Sunday ... 6 Saturday, as cron counts. */
  day?: string;
  /** The cron expression itself (advanced). */
  cron?: string;
}

const TIME = /^([01]?\d|2[0-3])[:.]([0-5]\d)$/;

/** Hours and minutes of a time as typed, or null. */
export function readTime(text: string | undefined): { hour: number; minute: number } | null {
  const match = TIME.exec((text ?? "").trim());
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

/** The cron expression the words say; null when they say too little (the form's own checks name what). */
export function cronOf(words: ScheduleWords): string | null {
  const time = readTime(words.time);
  switch (words.every) {
    case "minutes":
      return MINUTE_STEPS.includes(words.minutes as (typeof MINUTE_STEPS)[number]) ? `*/${words.minutes} * * * *` : null;
    case "hour":
      return "0 * * * *";
    case "day":
      return time ? `${time.minute} ${time.hour} * * *` : null;
    case "weekday":
      return time ? `${time.minute} ${time.hour} * * 1-5` : null;
    case "week":
      return time && /^[0-6]$/.test(words.day ?? "") ? `${time.minute} ${time.hour} * * ${words.day}` : null;
    case "advanced":
      return words.cron?.trim() || null;
    default:
      return null;
  }
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The words of a cron expression, or "advanced" with the expression when the words cannot say it. */
export function wordsOfCron(cron: string): ScheduleWords {
  const text = cron.trim().replace(/\s+/g, " ");
  const steps = /^\*\/(\d+) \* \* \* \*$/.exec(text);
  if (steps && MINUTE_STEPS.includes(Number(steps[1]) as (typeof MINUTE_STEPS)[number])) return { every: "minutes", minutes: Number(steps[1]) };
  if (text === "0 * * * *") return { every: "hour" };
  const timed = /^(\d{1,2}) (\d{1,2}) \* \* (\*|1-5|[0-6])$/.exec(text);
  if (timed && Number(timed[1]) < 60 && Number(timed[2]) < 24) {
    const time = `${pad(Number(timed[2]))}:${pad(Number(timed[1]))}`;
    if (timed[3] === "*") return { every: "day", time };
    if (timed[3] === "1-5") return { every: "weekday", time };
    return { every: "week", day: timed[3], time };
  }
  return { every: "advanced", cron };
}

/** The schedule in words for a list: a catalogue key's last part and its values. */
export function scheduleWords(cron: string): { key: Every; params: Record<string, string | number> } {
  const words = wordsOfCron(cron);
  const every = words.every ?? "advanced";
  return { key: every, params: { minutes: words.minutes ?? "", time: words.time ?? "", day: words.day ?? "", cron } };
}

const SPECIAL = /[\\^$.*+?()[\]{}|]/g;

/**
 * The regular expression matching file names like the example: the same text, each run of digits
 * standing for any digits (a date or a sequence number), the whole name.
 */
export function patternFromExample(example: string): string {
  const parts = example.trim().split(/(\d+)/);
  return `^${parts.map((part, i) => (i % 2 === 1 ? "\\d+" : part.replace(SPECIAL, "\\$&"))).join("")}$`;
}

/** What is wrong with an example file name: a folder in it, or nothing to go on. */
export function exampleProblem(example: string): "folder" | "blank" | null {
  const text = example.trim();
  if (!text) return "blank";
  return /[/\\]/.test(text) ? "folder" : null;
}
