// /config/reminders: for every reminder of the draft, the days it would go out (the same
// computation as `npm run cli -- reminders timeline`), drawn as a timeline.
import { ProblemsError, compileReminder, describeCondition, timeline, type ReminderSchedule } from "../../rules";
import { conditionChoicesFor, conditionWords } from "../../server/config-admin/condition-choices";
import { configPage, draftState, workingConfig, type ConfigContext } from "./config-common.server";

export const DEFAULT_DAYS = 60;
const MAX_DAYS = 730;

export async function loadConfigReminders(request: Request, context: ConfigContext) {
  const page = await configPage(request, context);
  const { access, copy, texts, frame } = page;
  // The reminders' fields and their values in words, as the condition builder offers them.
  const working = workingConfig(page);
  const words = conditionWords(working, conditionChoicesFor(working, "reminders").fields, texts);
  const asked = Number(new URL(request.url).searchParams.get("days"));
  const days = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_DAYS) : DEFAULT_DAYS;
  const schedules = (copy.config.reminders && typeof copy.config.reminders === "object" ? copy.config.reminders : {}) as Record<string, ReminderSchedule>;
  const templates = ((copy.config["reminder-delivery"] as { templates?: Record<string, unknown> } | undefined)?.templates ?? {}) as Record<string, unknown>;
  const reminders = Object.entries(schedules).map(([key, schedule]) => {
    const common = {
      key,
      // Each reminder opens its own form (decision 0083).
      changeHref: access.href(`/config/areas/reminders/items/${encodeURIComponent(key)}`, { in: "entries" }),
      emailHref: Object.hasOwn(templates, key) ? access.href(`/config/reminders/${encodeURIComponent(key)}`) : null,
      // What the reminder is for names it; its key only where nothing is written.
      name: typeof schedule?.about === "string" && schedule.about.trim() !== "" ? schedule.about : key,
      countFrom: words.labelOf?.(String(schedule?.countFrom ?? "")) ?? String(schedule?.countFrom ?? ""),
      trigger: describeCondition(schedule?.trigger, words),
      stop: schedule?.stop === undefined ? null : describeCondition(schedule.stop, words),
    };
    try {
      const compiled = compileReminder(schedule, { location: `reminders.${key}` });
      return { ...common, sends: timeline(compiled, days), problems: [] as string[] };
    } catch (error) {
      if (!(error instanceof ProblemsError)) throw error;
      return { ...common, sends: [] as number[], problems: error.problems.map((problem) => `${problem.location}: ${problem.problem}`) };
    }
  });
  return {
    texts,
    frame,
    state: draftState(copy),
    days,
    reminders,
    links: { self: access.href("/config/reminders"), edit: access.href("/config/areas/reminders"), tenant: access.namesTenant ? access.tenant : null },
  };
}
