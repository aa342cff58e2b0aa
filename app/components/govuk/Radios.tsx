// GOV.UK radios: one input per choice, each with its label and optional hint. Controlled (the
// form renderer) or left to the browser (sign-in pages, filters): give `value` or `defaultValue`.
export interface RadioChoice {
  value: string;
  label: string;
  hint?: string;
}

interface RadiosProps {
  id: string;
  name?: string;
  choices: readonly RadioChoice[];
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  inline?: boolean;
  hasError?: boolean;
}

export function Radios({ id, name, choices, value, defaultValue, onChange, onBlur, disabled, inline, hasError }: RadiosProps) {
  return (
    <div className={`radios${inline ? " radios--inline" : ""}${hasError ? " radios--error" : ""}`} id={id}>
      {choices.map((choice, index) => {
        const inputId = `${id}-${index}`;
        const hintId = choice.hint ? `${inputId}-hint` : undefined;
        const checked = value === undefined ? undefined : value === choice.value;
        return (
          <div className="radios__item" key={choice.value}>
            <input
              className="radios__input"
              type="radio"
              id={inputId}
              name={name ?? id}
              value={choice.value}
              checked={checked}
              defaultChecked={value === undefined && defaultValue !== undefined ? defaultValue === choice.value : undefined}
              disabled={disabled}
              aria-describedby={hintId}
              onChange={onChange ? () => onChange(choice.value) : undefined}
              onBlur={onBlur}
            />
            <label className="radios__label" htmlFor={inputId}>
              {choice.label}
            </label>
            {choice.hint ? (
              <div className="hint radios__hint" id={hintId}>
                {choice.hint}
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
