// A form's rules: where each error lands, when it fires (in the condition builder where it can
// show it, otherwise JSON-Logic, with its summary) and its message (the key, and the text, which
// is changed in the draft's catalogue).
import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { BuilderField } from "../../../rules/conditions/condition-builder";
import { textOf } from "../../lib/format-message";
import { ConditionField, builderCanShow, useHydrated } from "./ConditionField";
import { HiddenState, ScrollTable, errorOf, type FieldError } from "./ConfigParts";
import { useTexts } from "../../lib/texts";

export interface RuleRow {
  index: number;
  id: string;
  path: string;
  failsWhen: string;
  summary: string;
  message: string;
  messageText: string;
}

interface RulesTableProps {
  rules: RuleRow[];
  labels: Record<string, string>;
  builderFields: readonly BuilderField[];
  /** The fields whose values a summary names in words. */
  summaryFields: readonly BuilderField[];
  draftVersion: number;
  action: string;
  values: Record<string, string> | undefined;
  errors: readonly FieldError[] | undefined;
  busy: boolean;
}

function ConditionCell({ rule, labels, builderFields, summaryFields, values, errors }: { rule: RuleRow } & Pick<RulesTableProps, "labels" | "builderFields" | "summaryFields" | "values" | "errors">) {
  const texts = useTexts();
  const id = `r${rule.index}-failsWhen`;
  const hydrated = useHydrated();
  const [mode, setMode] = useState(values?.[`r${rule.index}.mode`] ?? "json");
  const [json, setJson] = useState(values?.[`r${rule.index}.failsWhen`] ?? rule.failsWhen);
  // A condition the builder can show opens in it once the page's script runs.
  useEffect(() => {
    if (mode === "json" && builderCanShow(json)) setMode("builder");
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- on opening only
  const label = textOf(texts, "config.rules.conditionLabel", { rule: rule.id });
  return (
    <div className={errorOf(errors, id) ? "config-cell form-group--error" : "config-cell"}>
      {hydrated ? (
        <>
          <label className="visually-hidden" htmlFor={`${id}-mode`}>
            {textOf(texts, "config.rules.modeLabel", { rule: rule.id })}
          </label>
          <select id={`${id}-mode`} name={`r${rule.index}.mode`} className="config-select" value={mode} onChange={(event) => setMode(event.target.value)}>
            {["builder", "json"].map((option) => (
              <option key={option} value={option}>
                {textOf(texts, `config.fields.mode.${option}`)}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <ConditionField
        key={mode}
        id={id}
        name={`r${rule.index}.failsWhen`}
        label={label}
        json={json}
        setJson={setJson}
        useBuilder={mode === "builder"}
        builderFields={builderFields}
        summaryFields={summaryFields}
        labels={labels}
        error={errorOf(errors, id)}
        rows={5}
      />
    </div>
  );
}

export function RulesTable({ rules, labels, builderFields, summaryFields, draftVersion, action, values, errors, busy }: RulesTableProps) {
  const texts = useTexts();
  if (rules.length === 0) return <p>{textOf(texts, "config.rules.none")}</p>;
  const value = (name: string, fallback: string) => values?.[name] ?? fallback;
  return (
    <Form method="post" action={action} noValidate>
      <HiddenState intent="rules" draftVersion={draftVersion} />
      <ScrollTable label={textOf(texts, "config.rules.heading")}>
        <table className="config-table config-table--fields">
          <caption className="visually-hidden">{textOf(texts, "config.rules.heading")}</caption>
          <thead>
            <tr>
              <th scope="col">{textOf(texts, "config.rules.column.id")}</th>
              <th scope="col">{textOf(texts, "config.rules.column.path")}</th>
              <th scope="col">{textOf(texts, "config.rules.column.failsWhen")}</th>
              <th scope="col">{textOf(texts, "config.rules.column.message")}</th>
            </tr>
          </thead>
          <tbody>
            {rules.map((rule) => (
              <tr key={`${rule.index}:${rule.id}`} id={`rule-${rule.index}`}>
                <th scope="row">
                  <code>{rule.id}</code>
                  <input type="hidden" name={`r${rule.index}.id`} value={rule.id} />
                </th>
                <td>
                  <label className="visually-hidden" htmlFor={`r${rule.index}-path`}>
                    {textOf(texts, "config.rules.pathLabel", { rule: rule.id })}
                  </label>
                  <input id={`r${rule.index}-path`} name={`r${rule.index}.path`} className="input" defaultValue={value(`r${rule.index}.path`, rule.path)} />
                </td>
                <td>
                  <ConditionCell rule={rule} labels={labels} builderFields={builderFields} summaryFields={summaryFields} values={values} errors={errors} />
                </td>
                <td>
                  <div className="config-cell">
                    <label className="visually-hidden" htmlFor={`r${rule.index}-message`}>
                      {textOf(texts, "config.rules.messageKeyLabel", { rule: rule.id })}
                    </label>
                    <input id={`r${rule.index}-message`} name={`r${rule.index}.message`} className="input" defaultValue={value(`r${rule.index}.message`, rule.message)} />
                    <label className="visually-hidden" htmlFor={`r${rule.index}-messageText`}>
                      {textOf(texts, "config.rules.messageTextLabel", { rule: rule.id })}
                    </label>
                    <textarea
                      id={`r${rule.index}-messageText`}
                      name={`r${rule.index}.messageText`}
                      className="textarea"
                      rows={3}
                      defaultValue={value(`r${rule.index}.messageText`, rule.messageText)}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <button type="submit" className="button" disabled={busy}>
        {textOf(texts, "config.rules.save")}
      </button>
    </Form>
  );
}
