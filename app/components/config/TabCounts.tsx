// How many of the university's records each tab lists with the configuration being edited
// (issue 20 item 3): shown above the tabs' editor, counted again after each save.
import { textOf } from "../../lib/format-message";
import { ScrollTable } from "./ConfigParts";
import { useTexts } from "../../lib/texts";

export interface TabCountRow {
  id: string;
  label: string;
  roles: string[];
  count: number;
}

export function TabCounts({ rows }: { rows: TabCountRow[] }) {
  const texts = useTexts();
  const t = (name: string) => textOf(texts, name);
  if (rows.length === 0) return null;
  return (
    <>
      <h2 className="heading-m">
        {t("config.editor.tabCounts.heading")}
      </h2>
      <p className="hint">{t("config.editor.tabCounts.hint")}</p>
      <ScrollTable label={t("config.editor.tabCounts.heading")}>
        <table className="config-table">
          <thead>
            <tr>
              <th scope="col">{t("config.editor.tabCounts.tab")}</th>
              <th scope="col">{t("config.editor.tabCounts.roles")}</th>
              <th scope="col" className="numeric">
                {t("config.editor.tabCounts.records")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.id}-${index}`}>
                <th scope="row">{row.label}</th>
                <td>{row.roles.join(", ")}</td>
                <td className="numeric">{row.count.toLocaleString("en-GB")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </>
  );
}
