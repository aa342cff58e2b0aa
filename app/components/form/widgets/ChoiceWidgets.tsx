// Yes/no radios, radios, checkboxes, a select and a consent checkbox, GOV.UK style. The
// FieldTemplate wraps the grouped ones in a fieldset whose legend is the field's label.
import type { WidgetProps } from "@rjsf/utils";
import { Radios } from "../../govuk/Radios";
import type { OptionFilter } from "../../../../rules/forms/render";
import { formContextOf, useText } from "../form-context";

type Choice = { value: unknown; label: string };

function choicesOf(options: WidgetProps["options"]): Choice[] {
  return (options.enumOptions ?? []).map((option) => ({ value: option.value, label: option.label }));
}

/** The widget's radios: a choice's value travels as its text and comes back as the value itself. */
function RadioGroup({ id, value, choices, onChange, onBlur, disabled, inline, hasError }: {
  id: string;
  value: unknown;
  choices: Choice[];
  onChange: (value: unknown) => void;
  onBlur: () => void;
  disabled: boolean;
  inline?: boolean;
  hasError: boolean;
}) {
  const chosen = choices.find((choice) => choice.value === value);
  return (
    <Radios
      id={id}
      choices={choices.map((choice) => ({ value: String(choice.value), label: choice.label }))}
      value={chosen ? String(chosen.value) : null}
      onChange={(text) => onChange(choices.find((choice) => String(choice.value) === text)?.value)}
      onBlur={onBlur}
      disabled={disabled}
      inline={inline}
      hasError={hasError}
    />
  );
}

export function YesNoWidget({ id, value, onChange, onBlur, disabled, readonly, registry, rawErrors }: WidgetProps) {
  const t = useText(registry);
  return (
    <RadioGroup
      id={id}
      value={value}
      inline
      choices={[
        { value: true, label: t("form.yes") },
        { value: false, label: t("form.no") },
      ]}
      onChange={onChange}
      onBlur={() => onBlur(id, value)}
      disabled={Boolean(disabled || readonly)}
      hasError={(rawErrors?.length ?? 0) > 0}
    />
  );
}

export function RadiosWidget({ id, value, onChange, onBlur, disabled, readonly, options, rawErrors }: WidgetProps) {
  return (
    <RadioGroup
      id={id}
      value={value}
      choices={choicesOf(options)}
      onChange={onChange}
      onBlur={() => onBlur(id, value)}
      disabled={Boolean(disabled || readonly)}
      inline={options.inline === true}
      hasError={(rawErrors?.length ?? 0) > 0}
    />
  );
}

export function CheckboxesWidget({ id, value, onChange, onBlur, disabled, readonly, options }: WidgetProps) {
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const toggle = (choice: unknown) =>
    onChange(selected.includes(choice) ? selected.filter((item) => item !== choice) : [...selected, choice]);
  return (
    <div className="checkboxes" id={id}>
      {choicesOf(options).map((choice, index) => (
        <div className="checkboxes__item" key={String(choice.value)}>
          <input
            className="checkboxes__input"
            type="checkbox"
            id={`${id}-${index}`}
            name={id}
            value={String(choice.value)}
            checked={selected.includes(choice.value)}
            disabled={disabled || readonly}
            onChange={() => toggle(choice.value)}
            onBlur={() => onBlur(id, value)}
          />
          <label className="checkboxes__label" htmlFor={`${id}-${index}`}>
            {choice.label}
          </label>
        </div>
      ))}
    </div>
  );
}

/** A consent is one checkbox whose label is the consent wording; ticking stores true. */
export function ConsentWidget({ id, value, onChange, onBlur, disabled, readonly, label, rawErrors, options, registry }: WidgetProps) {
  return (
    <div className={`checkboxes${rawErrors?.length ? " checkboxes--error" : ""}`}>
      <ConsentDocument document={options.consentDocument as ConsentDocumentView | undefined} registry={registry} />
      <div className="checkboxes__item">
        <input
          className="checkboxes__input"
          type="checkbox"
          id={id}
          name={id}
          value="true"
          checked={value === true}
          disabled={disabled || readonly}
          onChange={(event) => onChange(event.target.checked ? true : undefined)}
          onBlur={() => onBlur(id, value)}
        />
        <label className="checkboxes__label" htmlFor={id}>
          {label}
        </label>
      </div>
    </div>
  );
}

/** The university's document a consent agrees to, as the renderer passes it from the settings (issue 40 item 4). */
interface ConsentDocumentView {
  title?: string;
  url?: string;
  text?: string;
  version?: string;
}

/** A link to the university's document (opening beside the form, so nothing typed is lost), or its text to read. */
function ConsentDocument({ document, registry }: { document: ConsentDocumentView | undefined; registry: WidgetProps["registry"] }) {
  const t = useText(registry);
  if (!document) return null;
  const params = { title: document.title ?? "", version: document.version ?? "" };
  if (document.url) {
    return (
      <p className="body">
        <a href={document.url} target="_blank" rel="noreferrer noopener">
          {t("form.consent.documentLink", params)}
        </a>
      </p>
    );
  }
  if (!document.text) return null;
  return (
    <details className="details">
      <summary className="details__summary">{t("form.consent.documentText", params)}</summary>
      <div className="details__text">{document.text}</div>
    </details>
  );
}

/** The answers beside a question, from its id ("root_programmeChoices_0_courseId" -> the choice at 0). */
export function siblingAnswers(id: string, answers: Record<string, unknown> | undefined): Record<string, unknown> {
  const parts = id.split("_").slice(1, -1);
  let node: unknown = answers;
  for (const part of parts) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  return node && typeof node === "object" && !Array.isArray(node) ? (node as Record<string, unknown>) : {};
}

/** The options that fit the answers beside the question (a course at the chosen level, mode and intake); the chosen one always stays. */
export function fittingChoices(choices: Choice[], filter: OptionFilter | undefined, siblings: Record<string, unknown>, value: unknown): Choice[] {
  if (!filter) return choices;
  const fits = (item: Record<string, unknown>) =>
    Object.entries(filter.where).every(([field, answer]) => {
      const wanted = siblings[answer];
      if (wanted === undefined || wanted === null || wanted === "") return true;
      const held = item[field];
      return Array.isArray(held) ? held.includes(wanted) : held === wanted;
    });
  const fitting = new Set(filter.items.filter(fits).map((item) => item.value));
  return choices.filter((choice) => fitting.has(choice.value) || choice.value === value);
}

export function SelectWidget({ id, value, onChange, onBlur, disabled, readonly, options, registry, rawErrors }: WidgetProps) {
  const t = useText(registry);
  const { answers } = formContextOf(registry);
  const choices = fittingChoices(choicesOf(options), options.optionFilter as OptionFilter | undefined, siblingAnswers(id, answers), value);
  // Options carry their values, so the form also posts without JavaScript.
  const chosen = choices.find((choice) => choice.value === value);
  // A list the answers beside it narrow to nothing says so (issue 40 item 11), in the question's own words where it names them.
  const noneFit = options.optionFilter !== undefined && choices.length === 0;
  return (
    <>
      <select
        id={id}
        name={id}
        className={`select${rawErrors?.length ? " input--error" : ""}`}
        value={chosen ? String(chosen.value) : ""}
        disabled={disabled || readonly}
        onChange={(event) => onChange(choices.find((choice) => String(choice.value) === event.target.value)?.value)}
        onBlur={() => onBlur(id, value)}
      >
        <option value="">{t("form.select.choose")}</option>
        {choices.map((choice) => (
          <option key={String(choice.value)} value={String(choice.value)}>
            {choice.label}
          </option>
        ))}
      </select>
      {noneFit ? (
        <p className="hint" role="status">
          {t(typeof options.noMatch === "string" ? options.noMatch : "form.select.noMatch")}
        </p>
      ) : null}
    </>
  );
}
