// The days a reminder goes out, as a timeline: a drawn axis with a dot per send (decoration,
// hidden from assistive technology) and the same days as a list of words, so nothing is told
// by colour or position alone.
import { textOf } from "../../lib/format-message";
import { useTexts } from "../../lib/texts";

export function ReminderTimeline({ id, sends, days }: { id: string; sends: readonly number[]; days: number }) {
  const texts = useTexts();
  if (sends.length === 0) return <p>{textOf(texts, "config.reminders.noSends", { days })}</p>;
  const position = (day: number) => `${Math.min(100, Math.max(0, (day / Math.max(days, 1)) * 100))}%`;
  return (
    <>
      <div className="timeline-axis" aria-hidden="true">
        {sends.map((day) => (
          <span key={day} className="timeline-axis__dot" style={{ left: position(day) }} title={textOf(texts, "config.reminders.day", { day })} />
        ))}
      </div>
      <div className="timeline-axis__ends" aria-hidden="true">
        <span>{textOf(texts, "config.reminders.day", { day: 0 })}</span>
        <span>{textOf(texts, "config.reminders.day", { day: days })}</span>
      </div>
      <ol className="timeline" aria-labelledby={`${id}-sends`}>
        {sends.map((day, index) => (
          <li key={day}>
            <span className="timeline__dot" aria-hidden="true" />
            {textOf(texts, "config.reminders.send", { day, number: index + 1 })}
          </li>
        ))}
      </ol>
    </>
  );
}
