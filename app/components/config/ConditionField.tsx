// One condition being edited: in the builder when the page's script runs and the builder can
// show it, otherwise as JSON (with the reason when the builder was asked for). Either way the
// JSON goes in the field named `name`, with its summary in plain words beside it.
import { useState } from "react";
import type { RuleGroupType } from "react-querybuilder";
import { readCondition, type BuilderField, type BuilderReading } from "../../../rules/conditions/condition-builder";
import { describeExpression } from "../../../rules/describe/describe-condition";
import { textOf } from "../../lib/format-message";
import { ConditionBuilder } from "./ConditionBuilder";
import { ConditionSummary } from "./ConditionSummary";
import { ErrorMessage } from "../govuk/FormGroup";
import { useTexts } from "../../lib/texts";

/** True once the page's script runs: the builder needs it, the JSON editor does not. */
export { useHydrated } from "../../lib/use-hydrated";

const EMPTY: RuleGroupType = { combinator: "and", rules: [] };

/** What the builder makes of the JSON: an empty query for none yet, null when it is not JSON. */
export function builderReading(json: string): BuilderReading | null {
  if (json.trim() === "") return { kind: "query", query: EMPTY, fields: [] };
  try {
    return readCondition(JSON.parse(json));
  } catch {
    return null;
  }
}

/** Whether the builder can show this JSON. */
export const builderCanShow = (json: string): boolean => builderReading(json)?.kind === "query";

interface ConditionFieldProps {
  id: string;
  name: string;
  /** The condition's accessible name, e.g. "Nationality, visible". */
  label: string;
  json: string;
  setJson(json: string): void;
  useBuilder: boolean;
  builderFields: readonly BuilderField[];
  /** The fields whose values a summary names in words (the builder's when not given). */
  summaryFields?: readonly BuilderField[];
  labels: Record<string, string>;
  error: string | undefined;
  rows?: number;
}

export function ConditionField({ id, name, label, json, setJson, useBuilder, builderFields, summaryFields = builderFields, labels, error, rows = 4 }: ConditionFieldProps) {
  const texts = useTexts();
  // Read once when the builder opens (the caller keys this by mode): the builder keeps its own query from then on.
  const [reading] = useState(() => (useBuilder ? builderReading(json) : null));
  const errorMessage = error ? <ErrorMessage id={`${id}-error`} message={error} prefix={textOf(texts, "form.errorPrefix")} /> : null;
  if (useBuilder && reading?.kind === "query") {
    return (
      <>
        {errorMessage}
        <ConditionBuilder id={`${id}-builder`} label={label} query={reading.query} fields={builderFields} usedFields={reading.fields} onChange={setJson} />
        <input type="hidden" name={name} value={json} />
        <ConditionSummary id={`${id}-summary`} json={json} labels={labels} fields={summaryFields} />
      </>
    );
  }
  const reason =
    useBuilder && reading?.kind === "json"
      ? reading.part !== null
        ? textOf(texts, "config.builder.cannotShow", { part: describeExpression(reading.part, { words: texts, labelOf: (path) => labels[path] }) })
        : textOf(texts, "config.builder.cannotShowShape")
      : null;
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {textOf(texts, "config.fields.jsonLabel", { label })}
      </label>
      {reason ? (
        <p className="hint" id={`${id}-reason`}>
          {reason}
        </p>
      ) : null}
      {errorMessage}
      <textarea
        id={id}
        name={name}
        className={error ? "json-editor json-editor--error" : "json-editor"}
        rows={rows}
        spellCheck={false}
        value={json}
        aria-invalid={error ? true : undefined}
        aria-describedby={[reason ? `${id}-reason` : "", error ? `${id}-error` : "", `${id}-summary`].filter(Boolean).join(" ")}
        onChange={(event) => setJson(event.target.value)}
      />
      <ConditionSummary id={`${id}-summary`} json={json} labels={labels} fields={summaryFields} />
    </>
  );
}
