// Month-and-year (002 §5.4): a month list and a 4-digit year, stored as YYYY-MM.
import type { WidgetProps } from "@rjsf/utils";
import { useState, type ClipboardEvent } from "react";
import { useText } from "../form-context";
import { joinYearMonth, keepDigits, splitYearMonth } from "./date-parts";

const MONTHS = ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"];
const blockPaste = (event: ClipboardEvent) => event.preventDefault();

export function MonthYearWidget({ id, value, onChange, onBlur, disabled, readonly, registry, rawErrors }: WidgetProps) {
  const t = useText(registry);
  const [parts, setParts] = useState(() => splitYearMonth(value));
  const hasError = (rawErrors?.length ?? 0) > 0;
  const update = (next: { year: string; month: string }) => {
    setParts(next);
    onChange(joinYearMonth(next.year, next.month));
  };
  return (
    <div className="date-input" id={id}>
      <div className="date-input__item">
        <label className="date-input__label" htmlFor={`${id}-month`}>
          {t("form.date.month")}
        </label>
        <select
          id={`${id}-month`}
          name={`${id}-month`}
          className={`select${hasError ? " input--error" : ""}`}
          value={parts.month}
          disabled={disabled || readonly}
          onChange={(event) => update({ ...parts, month: event.target.value })}
          onBlur={() => onBlur(id, joinYearMonth(parts.year, parts.month))}
        >
          <option value="">{t("form.date.chooseMonth")}</option>
          {MONTHS.map((month) => (
            <option key={month} value={month}>
              {t(`form.month.${month}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="date-input__item">
        <label className="date-input__label" htmlFor={`${id}-year`}>
          {t("form.date.year")}
        </label>
        <input
          id={`${id}-year`}
          name={`${id}-year`}
          className={`input input--width-4${hasError ? " input--error" : ""}`}
          inputMode="numeric"
          maxLength={4}
          value={parts.year}
          disabled={disabled || readonly}
          onPaste={blockPaste}
          onChange={(event) => update({ ...parts, year: keepDigits(event.target.value, "year") })}
          onBlur={() => onBlur(id, joinYearMonth(parts.year, parts.month))}
        />
      </div>
    </div>
  );
}

/** A year on its own: 4 digits. */
export function YearWidget({ id, value, onChange, onBlur, disabled, readonly, rawErrors }: WidgetProps) {
  const hasError = (rawErrors?.length ?? 0) > 0;
  return (
    <input
      id={id}
      name={id}
      className={`input input--width-4${hasError ? " input--error" : ""}`}
      inputMode="numeric"
      maxLength={4}
      value={typeof value === "string" ? value : ""}
      disabled={disabled || readonly}
      onPaste={blockPaste}
      onChange={(event) => onChange(keepDigits(event.target.value, "year") || undefined)}
      onBlur={(event) => onBlur(id, event.target.value)}
    />
  );
}
