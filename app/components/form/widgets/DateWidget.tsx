// Day / month / year boxes (GOV.UK date input; 000 §5, 002 §5.4). The FieldTemplate draws the
// fieldset and legend; `ui:options.autocomplete: "bday"` marks a date of birth.
import type { WidgetProps } from "@rjsf/utils";
import { useState, type ClipboardEvent } from "react";
import { useText } from "../form-context";
import { joinDate, keepDigits, padOnLeave, splitDate, type DatePart, type DateParts } from "./date-parts";

const PARTS: DatePart[] = ["day", "month", "year"];
const blockPaste = (event: ClipboardEvent) => event.preventDefault();

export function DateWidget({ id, value, onChange, onBlur, disabled, readonly, options, registry, rawErrors }: WidgetProps) {
  const t = useText(registry);
  const [parts, setParts] = useState<DateParts>(() => splitDate(value));
  const isBirthday = String(options.autocomplete ?? "") === "bday";
  const hasError = (rawErrors?.length ?? 0) > 0;

  const update = (next: DateParts) => {
    setParts(next);
    onChange(joinDate(next));
  };
  const leave = (part: DatePart) => {
    // A year stays as typed: a short one is refused by the rules, never guessed (issue 13 item 7).
    const finished = padOnLeave(parts[part], part);
    const next = { ...parts, [part]: finished };
    if (finished !== parts[part]) update(next);
    onBlur(id, joinDate(next));
  };

  return (
    <div className="date-input" id={id}>
      {PARTS.map((part) => (
        <div className="date-input__item" key={part}>
          <label className="date-input__label" htmlFor={`${id}-${part}`}>
            {t(`form.date.${part}`)}
          </label>
          <input
            id={`${id}-${part}`}
            name={`${id}-${part}`}
            className={`input input--width-${part === "year" ? 4 : 2}${hasError ? " input--error" : ""}`}
            inputMode="numeric"
            autoComplete={isBirthday ? `bday-${part}` : "off"}
            value={parts[part]}
            maxLength={part === "year" ? 4 : 2}
            disabled={disabled || readonly}
            onPaste={blockPaste}
            onChange={(event) => update({ ...parts, [part]: keepDigits(event.target.value, part) })}
            onBlur={() => leave(part)}
          />
        </div>
      ))}
    </div>
  );
}
