// /config/reminders: for every reminder of the draft, the days it would go out (the same
// computation as `npm run cli -- reminders timeline`), drawn as a timeline.
import { ProblemsError, compileReminder, describeCondition, timeline, type ReminderSchedule } from "../../rules";
import { configPage, draftState, type ConfigContext } from "./config-common.server";

export const DEFAULT_DAYS = 60;
const MAX_DAYS = 730;

export async function loadConfigReminders(request: Request, context: ConfigContext) {
  const { access, copy, texts, frame } = await configPage(request, context);
  const asked = Number(new URL(request.url).searchParams.get("days"));
  const days = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_DAYS) : DEFAULT_DAYS;
  const schedules = (copy.config.reminders && typeof copy.config.reminders === "object" ? copy.config.reminders : {}) as Record<string, ReminderSchedule>;
  const templates = ((copy.config["reminder-delivery"] as { templates?: Record<string, unknown> } | undefined)?.templates ?? {}) as Record<string, unknown>;
  const reminders = Object.entries(schedules).map(([key, schedule]) => {
    const common = {
      key,
      emailHref: Object.hasOwn(templates, key) ? access.href(`/config/reminders/${encodeURIComponent(key)}`) : null,
      about: typeof schedule?.about === "string" ? schedule.about : "",
      countFrom: String(schedule?.countFrom ?? ""),
      trigger: describeCondition(schedule?.trigger, { words: texts }),
      stop: schedule?.stop === undefined ? null : describeCondition(schedule.stop, { words: texts }),
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
