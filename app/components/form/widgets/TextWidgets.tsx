// Plain text, email and long text. Lengths and formats are checked by the rules on the server.
import type { WidgetProps } from "@rjsf/utils";
import { describedBy } from "./described-by";

export function TextWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, disabled, readonly, required, options, rawErrors } = props;
  return (
    <input
      id={id}
      name={id}
      className={`input${rawErrors?.length ? " input--error" : ""}`}
      type={options.inputType === "email" ? "email" : "text"}
      spellCheck={options.inputType === "email" ? false : undefined}
      autoComplete={typeof options.autocomplete === "string" ? options.autocomplete : undefined}
      value={typeof value === "string" || typeof value === "number" ? value : ""}
      disabled={disabled || readonly}
      aria-required={required || undefined}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={describedBy(props)}
      onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
    />
  );
}

export function EmailWidget(props: WidgetProps) {
  return <TextWidget {...props} options={{ ...props.options, inputType: "email", autocomplete: props.options.autocomplete ?? "email" }} />;
}

/** JSON typed by a Config screen user (a condition, a value of several shapes): kept as typed, in a code font. */
export function JsonTextWidget(props: WidgetProps) {
  return <TextareaWidget {...props} options={{ ...props.options, code: true }} />;
}

export function TextareaWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, disabled, readonly, required, options, rawErrors } = props;
  return (
    <textarea
      id={id}
      name={id}
      className={`textarea${options.code ? " textarea--code" : ""}${rawErrors?.length ? " input--error" : ""}`}
      rows={typeof options.rows === "number" ? options.rows : 5}
      spellCheck={options.code ? false : undefined}
      value={typeof value === "string" ? value : ""}
      disabled={disabled || readonly}
      aria-required={required || undefined}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={describedBy(props)}
      onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
    />
  );
}
