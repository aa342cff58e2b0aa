// What the draft would make of the chosen person besides their forms (issue 38 item 6): the
// funding calculator's summary and their next reminders, on the form preview and the Sandbox.
import type { FundingSummary as Summary } from "../../../rules/domain/funding-summary";
import { FundingSummary } from "../checklist/FundingSummary";

export interface DraftPersonData {
  name: string;
  funding: Summary | null;
  reminders: ReadonlyArray<{ date: string; reminder: string }>;
}

export function DraftPerson({ person, t }: { person: DraftPersonData; t: (name: string, params?: Record<string, string | number>) => string }) {
  return (
    <>
      {person.funding ? (
        <section className="config-section" aria-labelledby="draft-funding-heading">
          <h2 id="draft-funding-heading">{t("config.preview.fundingHeading", { record: person.name })}</h2>
          <FundingSummary summary={person.funding} audience="staff" />
        </section>
      ) : null}
      <section className="config-section" aria-labelledby="draft-reminders-heading">
        <h2 id="draft-reminders-heading">{t("config.preview.remindersHeading", { record: person.name })}</h2>
        {person.reminders.length === 0 ? (
          <p>{t("config.preview.noReminders")}</p>
        ) : (
          <ul className="change-list">
            {person.reminders.map((line, index) => (
              <li key={`${index}:${line.reminder}`}>{t("config.preview.reminderLine", { date: line.date, reminder: line.reminder })}</li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
