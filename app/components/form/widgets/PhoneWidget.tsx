// Country code and national number (000 §5, 002 §5.8), checked 300 ms after typing stops;
// the value is "+code number". The server checks it again with the same rule.
import type { WidgetProps } from "@rjsf/utils";
import { useEffect, useState } from "react";
import { useText } from "../form-context";
import { ErrorMessage } from "../../govuk/FormGroup";
import {
  COUNTRY_CODE_MAX_DIGITS,
  PHONE_CHECK_DELAY_MS,
  joinPhone,
  keepCodeDigits,
  keepNumberCharacters,
  phoneProblem,
  splitPhone,
  type PhoneProblem,
} from "./phone-parts";

export function PhoneWidget({ id, value, onChange, onBlur, disabled, readonly, registry, rawErrors }: WidgetProps) {
  const t = useText(registry);
  const [parts, setParts] = useState(() => splitPhone(value));
  const [problem, setProblem] = useState<PhoneProblem | null>(null);
  const hasError = (rawErrors?.length ?? 0) > 0 || problem !== null;

  useEffect(() => {
    const timer = setTimeout(() => setProblem(phoneProblem(parts)), PHONE_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [parts]);

  const update = (next: typeof parts) => {
    setParts(next);
    onChange(joinPhone(next));
  };
  return (
    <div className="phone-input" id={id}>
      {problem ? (
        <ErrorMessage id={`${id}-check`} live message={t(`form.phone.${problem}`)} prefix={t("form.errorPrefix")} />
      ) : null}
      <div className="phone-input__code">
        <label className="date-input__label" htmlFor={`${id}-code`}>
          {t("form.phone.code")}
        </label>
        <span className="input-prefix">
          <span className="input-prefix__symbol" aria-hidden="true">
            +
          </span>
          <input
            id={`${id}-code`}
            name={`${id}-code`}
            className={`input input--width-3${hasError ? " input--error" : ""}`}
            inputMode="numeric"
            autoComplete="tel-country-code"
            maxLength={COUNTRY_CODE_MAX_DIGITS}
            value={parts.code}
            disabled={disabled || readonly}
            aria-describedby={problem ? `${id}-check` : undefined}
            onChange={(event) => update({ ...parts, code: keepCodeDigits(event.target.value) })}
            onBlur={() => onBlur(id, joinPhone(parts))}
          />
        </span>
      </div>
      <div className="phone-input__number">
        <label className="date-input__label" htmlFor={`${id}-number`}>
          {t("form.phone.number")}
        </label>
        <input
          id={`${id}-number`}
          name={`${id}-number`}
          className={`input input--width-20${hasError ? " input--error" : ""}`}
          type="tel"
          autoComplete="tel-national"
          value={parts.number}
          disabled={disabled || readonly}
          aria-describedby={problem ? `${id}-check` : undefined}
          onChange={(event) => update({ ...parts, number: keepNumberCharacters(event.target.value) })}
          onBlur={() => onBlur(id, joinPhone(parts))}
        />
      </div>
    </div>
  );
}
