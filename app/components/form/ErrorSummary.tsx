// GOV.UK error summary: 'There is a problem', focused when it appears, each error a link that
// moves focus to its field (the first input of a grouped field).
import { useEffect, useRef, type MouseEvent } from "react";

export interface SummaryError {
  path: string;
  message: string;
}

/** The renderer's id for a data path: rjsf joins "root" and the path's parts with "_". */
export function fieldIdOf(path: string): string {
  return ["root", ...path.split(".")].join("_");
}

function focusField(event: MouseEvent<HTMLAnchorElement>, path: string) {
  const id = fieldIdOf(path);
  const target = document.getElementById(id) ?? document.getElementById(`${id}__fieldset`);
  if (!target) return;
  event.preventDefault();
  const input = target.matches("input, select, textarea, button") ? target : target.querySelector<HTMLElement>("input, select, textarea, button");
  const legendOrLabel = target.closest(".form-group")?.querySelector("legend, label") ?? target;
  legendOrLabel.scrollIntoView?.();
  (input ?? target).focus({ preventScroll: true });
}

export function ErrorSummary({ errors, title }: { errors: SummaryError[]; title: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length) ref.current?.focus();
  }, [errors]);
  if (!errors.length) return null;
  return (
    <div className="error-summary" aria-labelledby="error-summary-title" role="alert" tabIndex={-1} ref={ref}>
      <h2 className="error-summary__title" id="error-summary-title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={`${error.path}:${error.message}`}>
            <a href={`#${fieldIdOf(error.path)}`} onClick={(event) => focusField(event, error.path)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
