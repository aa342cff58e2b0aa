// The Reminders section of a person's record (issue 19 item 5): sent and queued, then next due.
import { formatDate } from "../../lib/format";
import { textOf } from "../../lib/format-message";
import type { PersonReminders as PersonRemindersData } from "../../../server/reminders/person-reminders";
import { useTexts } from "../../lib/texts";

export function PersonReminders({ reminders }: { reminders: PersonRemindersData }) {
  const texts = useTexts();
  const t = (key: string) => textOf(texts, key);
  return (
    <section className="record-section" aria-labelledby="reminders-heading">
      <h2 id="reminders-heading">{t("reminders.record.title")}</h2>
      <h3>{t("reminders.record.sent")}</h3>
      {reminders.sent.length === 0 ? (
        <p>{t("reminders.record.none")}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t("reminders.record.when")}</th>
              <th scope="col">{t("reminders.record.which")}</th>
              <th scope="col">{t("reminders.record.status")}</th>
              <th scope="col">{t("reminders.record.attempts")}</th>
            </tr>
          </thead>
          <tbody>
            {reminders.sent.map((reminder) => (
              <tr key={reminder.id}>
                <td>{reminder.when}</td>
                <td>{reminder.which}</td>
                <td>{reminder.failed ? <strong className="tag tag--inerror">{reminder.status}</strong> : reminder.status}</td>
                <td>{reminder.attempts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>{t("reminders.record.next")}</h3>
      {reminders.next.length === 0 ? (
        <p>{t("reminders.record.noneDue")}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t("reminders.record.dueOn")}</th>
              <th scope="col">{t("reminders.record.which")}</th>
            </tr>
          </thead>
          <tbody>
            {reminders.next.map((reminder, i) => (
              <tr key={i}>
                <td>{formatDate(reminder.date)}</td>
                <td>{reminder.which}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
