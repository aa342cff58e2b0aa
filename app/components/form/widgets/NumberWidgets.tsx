// Money (£ prefix, whole pounds; a decimal point kept so pence are refused in words) and percentage
// boxes (002 §5.8): digits only, pasting blocked.
import type { WidgetProps } from "@rjsf/utils";
import { useState, type ClipboardEvent } from "react";
import { useText } from "../form-context";
import { describedBy } from "./described-by";
import { keepMoneyDigits, MONEY_MAX_LENGTH, nextPercentage, toPounds, toWholeNumber } from "./numeric-input";

const blockPaste = (event: ClipboardEvent) => event.preventDefault();
const textOfNumber = (value: unknown) => (typeof value === "number" ? String(value) : "");

export function MoneyWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, disabled, readonly, registry, rawErrors } = props;
  const t = useText(registry);
  const [text, setText] = useState(() => textOfNumber(value));
  return (
    <div className="input-prefix">
      <span className="input-prefix__symbol" aria-hidden="true">
        {t("form.money.prefix")}
      </span>
      <input
        id={id}
        name={id}
        className={`input input--width-10${rawErrors?.length ? " input--error" : ""}`}
        inputMode="decimal"
        aria-describedby={describedBy(props)}
        maxLength={MONEY_MAX_LENGTH}
        value={text}
        disabled={disabled || readonly}
        onPaste={blockPaste}
        onChange={(event) => {
          const next = keepMoneyDigits(event.target.value);
          setText(next);
          onChange(toPounds(next));
        }}
        onBlur={() => onBlur(id, toPounds(text))}
      />
    </div>
  );
}

export function PercentageWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, disabled, readonly, registry, rawErrors } = props;
  const t = useText(registry);
  const [text, setText] = useState(() => textOfNumber(value));
  return (
    <div className="input-suffix">
      <input
        id={id}
        name={id}
        className={`input input--width-3${rawErrors?.length ? " input--error" : ""}`}
        inputMode="numeric"
        aria-describedby={describedBy(props)}
        maxLength={3}
        value={text}
        disabled={disabled || readonly}
        onPaste={blockPaste}
        onChange={(event) => {
          const next = nextPercentage(text, event.target.value);
          setText(next);
          onChange(toWholeNumber(next));
        }}
        onBlur={() => onBlur(id, toWholeNumber(text))}
      />
      <span className="input-suffix__symbol" aria-hidden="true">
        {t("form.percentage.suffix")}
      </span>
    </div>
  );
}
