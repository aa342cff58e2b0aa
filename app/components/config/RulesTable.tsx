// A form's rules: where each error lands, when it fires (JSON-Logic, with its summary) and its
// message (the key, and the text, which is changed in the draft's catalogue).
import { Form } from "@remix-run/react";
import { useState } from "react";
import { textOf } from "../../lib/format-message";
import { ConditionSummary } from "./ConditionSummary";
import { HiddenState, ScrollTable, errorOf, type FieldError } from "./ConfigParts";
import { ErrorMessage } from "../govuk/FormGroup";

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
  texts: Record<string, string>;
  labels: Record<string, string>;
  draftVersion: number;
  action: string;
  values: Record<string, string> | undefined;
  errors: readonly FieldError[] | undefined;
  busy: boolean;
}

function ConditionCell({ rule, texts, labels, values, errors }: { rule: RuleRow } & Pick<RulesTableProps, "texts" | "labels" | "values" | "errors">) {
  const id = `r${rule.index}-failsWhen`;
  const [json, setJson] = useState(values?.[`r${rule.index}.failsWhen`] ?? rule.failsWhen);
  const error = errorOf(errors, id);
  return (
    <div className={error ? "config-cell form-group--error" : "config-cell"}>
      <label className="visually-hidden" htmlFor={id}>
        {textOf(texts, "config.rules.conditionLabel", { rule: rule.id })}
      </label>
      {error ? (
        <ErrorMessage id={`${id}-error`} message={error} prefix={textOf(texts, "form.errorPrefix")} />
      ) : null}
      <textarea
        id={id}
        name={`r${rule.index}.failsWhen`}
        className={error ? "json-editor json-editor--error" : "json-editor"}
        rows={5}
        spellCheck={false}
        value={json}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : "", `${id}-summary`].filter(Boolean).join(" ")}
        onChange={(event) => setJson(event.target.value)}
      />
      <ConditionSummary id={`${id}-summary`} json={json} texts={texts} labels={labels} />
    </div>
  );
}

export function RulesTable({ rules, texts, labels, draftVersion, action, values, errors, busy }: RulesTableProps) {
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
                  <ConditionCell rule={rule} texts={texts} labels={labels} values={values} errors={errors} />
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
