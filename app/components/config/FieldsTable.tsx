// A form's fields as a table: per field its label, help text, sub-label (a text, or a
// condition giving one) and mandatory and visible (yes, no, or a condition), every condition
// built with the condition builder (or edited as JSON) with its summary beside it. One form:
// 'Save fields' saves the whole table.
import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { BuilderField } from "../../../rules/conditions/condition-builder";
import { textOf } from "../../lib/format-message";
import { ConditionField, builderCanShow, useHydrated } from "./ConditionField";
import { HiddenState, ScrollTable, errorOf, type FieldError } from "./ConfigParts";
import { useTexts } from "../../lib/texts";

export type CellMode = "text" | "json" | "yes" | "no" | "builder";

export interface PropertyCell {
  property: string;
  isSwitch: boolean;
  mode: CellMode;
  text: string;
  json: string;
  summary: string;
}

export interface FieldRow {
  index: number;
  path: string;
  cells: PropertyCell[];
}

interface CellProps {
  row: FieldRow;
  cell: PropertyCell;
  labels: Record<string, string>;
  builderFields: readonly BuilderField[];
  /** What a summary reads the values of: the builder's fields and the record's fields the lists name. */
  summaryFields: readonly BuilderField[];
  values: Record<string, string> | undefined;
  errors: readonly FieldError[] | undefined;
}

function PropertyEditor({ row, cell, labels, builderFields, summaryFields, values, errors }: CellProps) {
  const texts = useTexts();
  const name = `f${row.index}.${cell.property}`;
  const id = `f${row.index}-${cell.property}`;
  const hydrated = useHydrated();
  const [mode, setMode] = useState<string>(values?.[`${name}.mode`] ?? cell.mode);
  const [json, setJson] = useState(values?.[`${name}.json`] ?? cell.json);
  // A condition the builder can show opens in it once the page's script runs.
  useEffect(() => {
    if (mode === "json" && builderCanShow(json)) setMode("builder");
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- on opening only
  const column = textOf(texts, `config.fields.column.${cell.property}`);
  const label = textOf(texts, "config.fields.cellLabel", { column, field: row.path });
  const error = errorOf(errors, `${id}-json`);
  const conditionModes = hydrated ? ["builder", "json"] : ["json"];
  const options = cell.isSwitch ? ["yes", "no", ...conditionModes] : ["text", "json"];
  return (
    <div className={error ? "config-cell form-group--error" : "config-cell"}>
      <label className="visually-hidden" htmlFor={`${id}-mode`}>
        {cell.isSwitch ? label : textOf(texts, "config.fields.kindLabel", { label })}
      </label>
      <select id={`${id}-mode`} name={`${name}.mode`} className="config-select" value={mode} onChange={(event) => setMode(event.target.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {textOf(texts, `config.fields.mode.${option}`)}
          </option>
        ))}
      </select>
      {mode === "text" ? (
        <>
          <label className="visually-hidden" htmlFor={`${id}-text`}>
            {label}
          </label>
          <input id={`${id}-text`} name={`${name}.text`} className="input" type="text" defaultValue={values?.[`${name}.text`] ?? cell.text} />
        </>
      ) : null}
      {mode === "json" || mode === "builder" ? (
        <ConditionField
          key={mode}
          id={`${id}-json`}
          name={`${name}.json`}
          label={label}
          json={json}
          setJson={setJson}
          useBuilder={mode === "builder"}
          builderFields={builderFields}
          summaryFields={summaryFields}
          labels={labels}
          error={error}
        />
      ) : null}
    </div>
  );
}

interface FieldsTableProps {
  fields: FieldRow[];
  labels: Record<string, string>;
  builderFields: readonly BuilderField[];
  summaryFields: readonly BuilderField[];
  draftVersion: number;
  action: string;
  values: Record<string, string> | undefined;
  errors: readonly FieldError[] | undefined;
  busy: boolean;
}

export function FieldsTable({ fields, labels, builderFields, summaryFields, draftVersion, action, values, errors, busy }: FieldsTableProps) {
  const texts = useTexts();
  const columns = fields[0]?.cells.map((cell) => cell.property) ?? [];
  return (
    <Form method="post" action={action} noValidate>
      <HiddenState intent="fields" draftVersion={draftVersion} />
      <ScrollTable label={textOf(texts, "config.fields.heading")}>
        <table className="config-table config-table--fields">
          <caption className="visually-hidden">{textOf(texts, "config.fields.heading")}</caption>
          <thead>
            <tr>
              <th scope="col">{textOf(texts, "config.fields.column.field")}</th>
              {columns.map((property) => (
                <th scope="col" key={property}>
                  {textOf(texts, `config.fields.column.${property}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {fields.map((row) => (
              <tr key={row.path} id={`field-${row.index}`}>
                <th scope="row">
                  <code>{row.path}</code>
                  <input type="hidden" name={`f${row.index}.path`} value={row.path} />
                </th>
                {row.cells.map((cell) => (
                  <td key={cell.property}>
                    <PropertyEditor row={row} cell={cell} labels={labels} builderFields={builderFields} summaryFields={summaryFields} values={values} errors={errors} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <button type="submit" className="button" disabled={busy}>
        {textOf(texts, "config.fields.save")}
      </button>
    </Form>
  );
}
