// GOV.UK error summary: 'There is a problem', focused when it appears, each error a link that
// moves focus to its field (the first control of a grouped field). The one error summary of the
// product: form pages, sign-in pages and the Config screen draw this.
import { useEffect, useRef, type MouseEvent } from "react";

export interface SummaryError {
  /** The id of the field's control (or of its fieldset); empty for an error of the whole page. */
  field: string;
  message: string;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id) ?? document.getElementById(`${id}__fieldset`);
  if (!target) return;
  event.preventDefault();
  const control = target.matches("input, select, textarea, button") ? target : target.querySelector<HTMLElement>("input, select, textarea, button");
  const legendOrLabel = target.closest(".form-group")?.querySelector("legend, label") ?? target;
  legendOrLabel.scrollIntoView?.();
  (control ?? target).focus({ preventScroll: true });
}

export function ErrorSummary({ title, errors }: { title: string; errors: readonly SummaryError[] | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors?.length) ref.current?.focus();
  }, [errors]);
  if (!errors?.length) return null;
  // The summary lists each message once, however many fields share it.
  const shown = errors.filter((error, index) => errors.findIndex((other) => other.field === error.field && other.message === error.message) === index);
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1} ref={ref}>
      <h2 className="error-summary__title" id="error-summary-title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {shown.map((error) => (
          <li key={`${error.field}:${error.message}`}>
            {error.field ? (
              <a href={`#${error.field}`} onClick={(event) => focusField(event, error.field)}>
                {error.message}
              </a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
