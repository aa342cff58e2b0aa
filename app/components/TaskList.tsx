// GOV.UK task list: groups of rows, each a link (when it can be opened) and a status badge.
import { Link } from "@remix-run/react";
import { textOf } from "../lib/format-message";
import { useTexts } from "../lib/texts";

export interface TaskListRow {
  formId: string;
  title: string;
  status: string;
  badgeKey: string;
  canOpen: boolean;
  href: string;
  /** What to do, under the task's name. */
  hint?: string;
}

export function TaskList({ groups }: { groups: Array<{ titleKey: string; rows: TaskListRow[] }> }) {
  const texts = useTexts();
  return (
    <ol className="task-list">
      {groups.map((group, index) => (
        <li key={group.titleKey}>
          <h2 className="task-list__section">
            <span className="task-list__section-number">{index + 1}. </span>
            {textOf(texts, group.titleKey)}
          </h2>
          <ul className="task-list__items">
            {group.rows.map((row) => {
              const badge = textOf(texts, row.badgeKey);
              return (
                <li className="task-list__item" key={row.formId}>
                  <span className="task-list__name">
                    {row.canOpen ? (
                      <Link to={row.href} aria-describedby={`${row.formId}-status`}>
                        {row.title}
                      </Link>
                    ) : (
                      <span className={row.status === "Rejected" ? "task-list__name--rejected" : undefined}>{row.title}</span>
                    )}
                    {row.hint ? (
                      <span className="task-list__hint hint" id={`${row.formId}-hint`}>
                        {row.hint}
                      </span>
                    ) : null}
                  </span>
                  {badge ? (
                    <strong className={`tag tag--${row.status.toLowerCase()}`} id={`${row.formId}-status`}>
                      {badge}
                    </strong>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ol>
  );
}
