// Who has looked at a person's record (issue 42 item 5), newest first: for UniAdmins only (the
// loader sends the log to no one else).
import type { AccessLogLine } from "../../../server/privacy/access-log";
import { textOf } from "../../lib/format-message";
import { useTexts } from "../../lib/texts";
import { when } from "./when";

export function AccessLog({ lines }: { lines: readonly AccessLogLine[] }) {
  const texts = useTexts();
  const t = (key: string, params?: Record<string, string>) => textOf(texts, key, params);
  return (
    <section className="record-section" aria-labelledby="access-log-heading">
      <h2 id="access-log-heading">{t("privacy.accessLog.heading")}</h2>
      {lines.length === 0 ? (
        <p>{t("privacy.accessLog.none")}</p>
      ) : (
        <ol className="timeline">
          {lines.map((line) => (
            <li className="timeline__item" key={line.id}>
              <p>
                <strong>{line.what}</strong> {t("person.history.by", { who: t("privacy.accessLog.who", { who: line.who, role: line.role }) })}
                <br />
                <span className="timeline__when">{when(line.at)}</span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
