// /config/reminders: each reminder of the draft, when it starts and stops, and the days it
// would go out over the chosen period, as a timeline.
import { Form, Link, useLoaderData } from "@remix-run/react";
import { textOf } from "../../lib/format-message";
import { ConfigFrame } from "./ConfigFrame";
import type { loadConfigReminders } from "../../loaders/config-reminders.server";
import { DraftStatus } from "./ConfigParts";
import { ReminderTimeline } from "./ReminderTimeline";

export function RemindersPage() {
  const data = useLoaderData<typeof loadConfigReminders>();
  const { texts, links } = data;
  const t = (name: string, params?: Record<string, string | number>) => textOf(texts, name, params);
  return (
    <ConfigFrame frame={data.frame}>
      <h1>{t("config.title.reminders")}</h1>
      <DraftStatus state={data.state} />
      <p>
        <Link to={links.edit}>{t("config.reminders.editLink")}</Link>
      </p>
      <Form method="get" action={links.self.split("?")[0]} className="filters">
        {links.tenant ? <input type="hidden" name="tenant" value={links.tenant} /> : null}
        <div className="form-group">
          <label className="label" htmlFor="days">
            {t("config.reminders.daysLabel")}
          </label>
          <input id="days" name="days" className="input" type="text" inputMode="numeric" defaultValue={String(data.days)} />
        </div>
        <button type="submit" className="button button--secondary">
          {t("config.reminders.show")}
        </button>
      </Form>
      {data.reminders.map((reminder) => (
        <section key={reminder.key} className="reminder" aria-labelledby={`reminder-${reminder.key}`}>
          <h2 id={`reminder-${reminder.key}`}>{reminder.name}</h2>
          <p>
            <Link to={reminder.changeHref}>
              {t("config.reminders.changeLink")}
              <span className="visually-hidden"> {reminder.name}</span>
            </Link>
          </p>
          {reminder.emailHref ? (
            <p>
              <Link to={reminder.emailHref}>
                {t("config.reminderEmail.editLink")}
                <span className="visually-hidden"> {reminder.name}</span>
              </Link>
            </p>
          ) : null}
          <dl>
            <dt>{t("config.reminders.trigger")}</dt>
            <dd>{reminder.trigger}</dd>
            {reminder.stop ? (
              <>
                <dt>{t("config.reminders.stop")}</dt>
                <dd>{reminder.stop}</dd>
              </>
            ) : null}
            <dt>{t("config.reminders.countFrom")}</dt>
            <dd>{reminder.countFrom}</dd>
          </dl>
          {reminder.problems.length > 0 ? (
            <ul className="problem-list">
              {reminder.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : (
            <>
              <h3 id={`reminder-${reminder.key}-sends`}>{t("config.reminders.sendsHeading", { days: data.days })}</h3>
              <ReminderTimeline id={`reminder-${reminder.key}`} sends={reminder.sends} days={data.days} />
            </>
          )}
        </section>
      ))}
    </ConfigFrame>
  );
}
