// The visual condition builder (issue 20 item 1; decision 0835): react-querybuilder over the
// form's questions, with the engine's operations as its operators, reading and writing the
// condition's JSON-Logic (rules/conditions/condition-builder). The JSON it writes goes in the
// same field the JSON editor uses; until the admin changes something, the original is kept.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { QueryBuilder, type Field, type FullOption, type OptionList, type RuleGroupType, type ValueEditorProps, type ValueSelectorProps } from "react-querybuilder";
import { humanisePath } from "../../../rules/describe/describe-condition";
import { BUILDER_ARITY, TODAY, builderToLogic, operatorsFor, typedQuery, type BuilderField } from "../../../rules/conditions/condition-builder";
import { textOf } from "../../lib/format-message";
import { useTexts } from "../../lib/texts";

/** A layout effect in the browser; on the server, where neither runs, the passive kind (React warns of a layout effect there). */
const useCommitEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

interface ConditionBuilderProps {
  id: string;
  /** What the conditions are for, read out with each group ("Nationality, visible: conditions"). */
  label: string;
  query: RuleGroupType;
  /** The form's questions; fields the condition reads that are not among them are added with a readable name. */
  fields: readonly BuilderField[];
  usedFields: readonly string[];
  onChange(json: string): void;
}

const ARITY = BUILDER_ARITY;
const MONTHS_OPERATOR = "inMonths";

function DateValue(props: ValueEditorProps & { idPrefix: string }) {
  const texts = useTexts();
  const { value, handleOnChange, className, path, idPrefix } = props;
  const onDate = value !== TODAY;
  const id = `${idPrefix}-date-${path.join("-")}`;
  return (
    <span className="builder-date">
      <label className="visually-hidden" htmlFor={`${id}-kind`}>
        {textOf(texts, "config.builder.title.value")}
      </label>
      <select id={`${id}-kind`} className={className} value={onDate ? "date" : TODAY} onChange={(event) => handleOnChange(event.target.value === TODAY ? TODAY : "")}>
        <option value={TODAY}>{textOf(texts, "config.builder.today")}</option>
        <option value="date">{textOf(texts, "config.builder.onDate")}</option>
      </select>
      {onDate ? (
        <>
          <label className="visually-hidden" htmlFor={`${id}-date`}>
            {textOf(texts, "config.builder.date")}
          </label>
          <input id={`${id}-date`} type="date" className="input builder-input" value={typeof value === "string" ? value : ""} onChange={(event) => handleOnChange(event.target.value)} />
        </>
      ) : null}
    </span>
  );
}

type Choice = { value: string; label: string };

function choicesOf(options: OptionList | readonly unknown[] | undefined): Choice[] {
  return ((options ?? []) as Array<Partial<FullOption> & { options?: unknown }>).flatMap((option) =>
    option.options ? choicesOf(option.options as OptionList) : [{ value: String(option.value ?? option.name ?? ""), label: String(option.label ?? option.name ?? "") }],
  );
}

/** A select named by its title for screen readers (the builder's own are named only by title). */
function LabelledSelect({ options, value, handleOnChange, title, className, multiple, disabled }: Pick<ValueSelectorProps, "options" | "handleOnChange" | "title" | "className" | "multiple" | "disabled"> & { value?: unknown }) {
  const selected = multiple ? (Array.isArray(value) ? value.map(String) : typeof value === "string" && value ? value.split(",") : []) : String(value ?? "");
  return (
    <select
      aria-label={title}
      title={title}
      className={className}
      value={selected}
      multiple={multiple}
      disabled={disabled}
      onChange={(event) => handleOnChange(multiple ? [...event.target.selectedOptions].map((option) => option.value) : event.target.value)}
    >
      {choicesOf(options).map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

function ValueInput(props: ValueEditorProps & { idPrefix: string; kindOf(field: string): string }) {
  const texts = useTexts();
  const { field, operator, value, handleOnChange, title, className, type, inputType, values, idPrefix, kindOf } = props;
  const arity = ARITY.get(operator);
  if (arity === "none" || !arity) return null;
  if (arity === "one" && kindOf(field) === "date") return <DateValue {...props} idPrefix={idPrefix} />;
  if (type === "select" || type === "multiselect") return <LabelledSelect options={values ?? []} value={value} handleOnChange={handleOnChange} title={title} className="config-select" multiple={type === "multiselect"} />;
  const shown = Array.isArray(value) ? value.join(", ") : String(value ?? "");
  return (
    <input
      aria-label={arity === "days" ? textOf(texts, "config.builder.days") : title}
      title={title}
      className={className}
      type={inputType === "number" ? "number" : "text"}
      value={shown}
      aria-describedby={arity === "many" ? `${idPrefix}-list-hint` : undefined}
      onChange={(event) => handleOnChange(arity === "many" ? event.target.value.split(",").map((part) => part.trim()) : event.target.value)}
    />
  );
}

export function ConditionBuilder({ id, label, query, fields, usedFields, onChange }: ConditionBuilderProps) {
  const texts = useTexts();
  const [current, setCurrent] = useState(query);
  const known = useMemo(() => {
    const all = new Map(fields.map((field) => [field.name, field]));
    for (const name of usedFields) if (!all.has(name)) all.set(name, { name, label: humanisePath(name.replace(/^record\./, "")), kind: "text" });
    return all;
  }, [fields, usedFields]);
  const builderFields: Field[] = useMemo(
    () =>
      [...known.values()].map((field) => ({
        name: field.name,
        label: field.label,
        kind: field.kind,
        ...(field.values ? { values: field.values.map((option) => ({ name: option.value, label: option.label })) } : {}),
        ...(field.kind === "yesNo"
          ? {
              values: [
                { name: "true", label: textOf(texts, "config.builder.yes") },
                { name: "false", label: textOf(texts, "config.builder.no") },
              ],
            }
          : {}),
      })),
    [known, texts],
  );
  const kindOf = (name: string) => known.get(name)?.kind ?? "text";
  // The months, named as the forms name them, for "is in the month of".
  const months = useMemo(() => Array.from({ length: 12 }, (_, i) => ({ name: String(i + 1), label: textOf(texts, `form.month.${String(i + 1).padStart(2, "0")}`) })), [texts]);
  // The builder's root is a form landmark: name it, so each condition's builder is told apart.
  // In the commit that draws it (a layout effect): a passive effect runs a task later, and a screen
  // reader or checker reading the page in between met unnamed landmarks (an axe run did). A page
  // drawn again after a refused save may draw it on the server, where no effect runs.
  const root = useRef<HTMLDivElement>(null);
  useCommitEffect(() => {
    root.current?.querySelector('[role="form"]')?.setAttribute("aria-label", textOf(texts, "config.builder.label", { label }));
  });
  const translation = (key: string) => ({ label: textOf(texts, `config.builder.${key}`), title: textOf(texts, `config.builder.${key}`) });
  return (
    <div className="condition-builder" id={id} ref={root}>
      <p className="visually-hidden" id={`${id}-list-hint`}>
        {textOf(texts, "config.builder.listHint")}
      </p>
      <QueryBuilder
        fields={builderFields}
        query={current}
        listsAsArrays
        showNotToggle
        // Opening a condition must not rewrite it: only the admin's own changes are written.
        enableMountQueryChange={false}
        resetOnFieldChange
        combinators={[
          { name: "and", label: textOf(texts, "config.builder.combinator.and") },
          { name: "or", label: textOf(texts, "config.builder.combinator.or") },
        ]}
        getOperators={(field) => operatorsFor(kindOf(field)).filter((operator) => known.get(field)?.operators?.includes(operator.name) ?? true).map((operator) => ({ name: operator.name, label: textOf(texts, `config.builder.operator.${operator.name}`), arity: operator.arity === "none" ? "unary" : undefined }))}
        getValueEditorType={(field, operator) => {
          const kind = kindOf(field);
          const arity = ARITY.get(operator);
          if (operator === MONTHS_OPERATOR || (arity === "many" && known.get(field)?.values)) return "multiselect";
          if (arity === "many") return "text";
          if (arity === "one" && (kind === "choice" || kind === "yesNo")) return "select";
          return "text";
        }}
        getInputType={(field, operator) => (ARITY.get(operator) === "days" || (kindOf(field) === "number" && ARITY.get(operator) === "one") ? "number" : "text")}
        getValues={(field, operator) => (operator === MONTHS_OPERATOR ? months : (builderFields.find((candidate) => candidate.name === field)?.values ?? []))}
        controlElements={{
          fieldSelector: LabelledSelect,
          operatorSelector: LabelledSelect,
          combinatorSelector: LabelledSelect,
          valueEditor: (props: ValueEditorProps) => <ValueInput {...props} idPrefix={id} kindOf={kindOf} />,
        }}
        translations={{
          fields: { title: textOf(texts, "config.builder.title.fields"), placeholderLabel: textOf(texts, "config.builder.chooseField") },
          operators: { title: textOf(texts, "config.builder.title.operators") },
          value: { title: textOf(texts, "config.builder.title.value") },
          combinators: { title: textOf(texts, "config.builder.title.combinators") },
          notToggle: translation("not"),
          addRule: translation("addRule"),
          addGroup: translation("addGroup"),
          removeRule: translation("removeRule"),
          removeGroup: translation("removeGroup"),
        }}
        controlClassnames={{ queryBuilder: "builder", ruleGroup: "builder-group", rule: "builder-rule", fields: "config-select", operators: "config-select", combinators: "config-select", value: "input builder-input", addRule: "button button--secondary button--small", addGroup: "button button--secondary button--small", removeRule: "button button--warning button--small", removeGroup: "button button--warning button--small" }}
        onQueryChange={(next) => {
          setCurrent(next);
          const typed = typedQuery(next, known);
          onChange(typed.rules.length === 0 ? "" : JSON.stringify(builderToLogic(typed), null, 2));
        }}
      />
    </div>
  );
}
