// The import field mapping as a table (issue 39; decision 0061): a section per group, a row per
// field named by its label, the column it is read from, the format chosen from the catalogue and
// whether the file must have it. Each section is one plain form; a row's Save button names the
// row, so each row saves on its own, with or without JavaScript.
import { Form } from "@remix-run/react";
import type { MappingGroup } from "../../../rules/import/mapping-table";
import { textOf } from "../../lib/format-message";
import { useTexts } from "../../lib/texts";
import { ErrorSummary } from "../govuk/ErrorSummary";
import { ErrorMessage } from "../govuk/FormGroup";
import { Notice } from "../govuk/Notice";
import { HiddenState, ScrollTable } from "./ConfigParts";

interface MappingData {
  state: { draftVersion: number };
  groups: MappingGroup[];
  levels: readonly string[];
  saved: string | null;
  links: { back: string; action: string; preview: string; feeds: string };
}

interface Failed {
  intent: string;
  errors: Array<{ field: string; message: string }>;
  values: Record<string, string>;
}

export function MappingTable({ data, failed }: { data: MappingData; failed: Failed | null }) {
  const texts = useTexts();
  const t = (key: string, params?: Record<string, string | number>) => textOf(texts, key, params);
  const errorAt = (id: string) => failed?.errors.find((error) => error.field === id)?.message;
  // A refused row is drawn again as it was typed; every other row as the draft has it.
  const typed = (name: string, stored: string) => (failed && name in failed.values ? failed.values[name] : stored);
  const groupTitle = (group: string) => (texts[`config.importFields.group.${group}`] ? t(`config.importFields.group.${group}`) : t("config.importFields.group.other"));
  return (
    <div className="page--wide">
      <a className="back-link" href={data.links.back}>
        {t("config.back")}
      </a>
      <h1>{t("config.importFields.title")}</h1>
      <ErrorSummary title={t("form.errorSummary")} errors={failed?.errors} />
      {data.saved ? (
        <Notice title={t("config.importFields.savedTitle")} success>
          <p>{data.saved}</p>
        </Notice>
      ) : null}
      <p>{t("config.importFields.intro")}</p>
      <p>
        <a href={data.links.preview}>{t("config.importFields.previewLink")}</a>
        {" · "}
        <a href={data.links.feeds}>{t("config.importFeeds.link")}</a>
      </p>
      {data.groups.map(({ group, rows }) => (
        <section key={group} aria-labelledby={`group-${group}`}>
          <h2 id={`group-${group}`}>{groupTitle(group)}</h2>
          <Form method="post" action={data.links.action} noValidate>
            <HiddenState intent="row" draftVersion={data.state.draftVersion} />
            <ScrollTable label={t("config.importFields.tableLabel", { group: groupTitle(group) })}>
              <table className="table">
                <caption className="visually-hidden">{groupTitle(group)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("config.importFields.column.field")}</th>
                    <th scope="col">{t("config.importFields.column.column")}</th>
                    <th scope="col">{t("config.importFields.column.format")}</th>
                    <th scope="col">{t("config.importFields.column.setupLevel")}</th>
                    <td />
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const ids = { column: `column-${row.field}`, format: `format-${row.field}`, setupLevel: `setupLevel-${row.field}` };
                    const errors = { column: errorAt(ids.column), format: errorAt(ids.format), setupLevel: errorAt(ids.setupLevel) };
                    const cell = (input: keyof typeof ids, control: JSX.Element) => (
                      <td className={errors[input] ? "form-group--error" : undefined}>
                        <label className="visually-hidden" htmlFor={ids[input]}>
                          {t(`config.importFields.inputLabel.${input}`, { label: row.label })}
                        </label>
                        {errors[input] ? <ErrorMessage id={`${ids[input]}__error`} message={errors[input]} prefix={t("form.errorPrefix")} /> : null}
                        {control}
                      </td>
                    );
                    const described = (input: keyof typeof ids) => (errors[input] ? { "aria-describedby": `${ids[input]}__error`, "aria-invalid": true } : {});
                    return (
                      <tr key={row.field} id={`row-${row.field}`}>
                        <th scope="row">{row.label}</th>
                        {cell("column", <input className="input" id={ids.column} name={`column:${row.field}`} type="text" spellCheck={false} defaultValue={typed(`column:${row.field}`, row.column)} {...described("column")} />)}
                        {cell(
                          "format",
                          <select className="select" id={ids.format} name={`format:${row.field}`} defaultValue={typed(`format:${row.field}`, row.format)} {...described("format")}>
                            {row.formats.map((format) => (
                              <option key={format.value} value={format.value}>
                                {format.label}
                              </option>
                            ))}
                          </select>,
                        )}
                        {cell(
                          "setupLevel",
                          <select className="select" id={ids.setupLevel} name={`setupLevel:${row.field}`} defaultValue={typed(`setupLevel:${row.field}`, row.setupLevel)} {...described("setupLevel")}>
                            {data.levels.map((level) => (
                              <option key={level} value={level}>
                                {t(`config.importFields.level.${level}`)}
                              </option>
                            ))}
                          </select>,
                        )}
                        <td>
                          <button type="submit" className="button button--secondary" name="row" value={row.field}>
                            {t("config.importFields.save")}
                            <span className="visually-hidden"> {row.label}</span>
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </ScrollTable>
          </Form>
        </section>
      ))}
    </div>
  );
}
