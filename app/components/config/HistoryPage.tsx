// /config/history: every published version (number, when, who, note) with rollback, and a
// comparison of any two versions in words.
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { textOf } from "../../lib/format-message";
import { ConfigFrame } from "./ConfigFrame";
import { ErrorSummary } from "../govuk/ErrorSummary";
import type { configHistoryAction, loadConfigHistory } from "../../loaders/config-history.server";
import { ChangeList, SavedNotice, ScrollTable } from "./ConfigParts";

export function HistoryPage() {
  const data = useLoaderData<typeof loadConfigHistory>();
  const answer = useActionData<typeof configHistoryAction>();
  const navigation = useNavigation();
  const { texts, links } = data;
  const t = (name: string, params?: Record<string, string | number>) => textOf(texts, name, params);
  const notice = data.published ? t("config.history.published", { version: data.published }) : data.rolledBack ? t("config.history.rolledBack", { version: data.rolledBack }) : null;
  const versionSelect = (name: "from" | "to", value: number) => (
    <div className="form-group">
      <label className="label" htmlFor={`compare-${name}`}>
        {t(`config.history.compare.${name}`)}
      </label>
      <select id={`compare-${name}`} name={name} className="config-select" defaultValue={String(value)}>
        {data.versions.map((version) => (
          <option key={version.version} value={version.version}>
            {t("config.history.versionOption", { version: version.version })}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <ConfigFrame frame={data.frame}>
      <ErrorSummary title={t("form.errorSummary")} errors={answer?.errors} />
      <SavedNotice show={notice !== null && !answer}>
        {notice}
      </SavedNotice>
      <h1>{t("config.title.history")}</h1>

      <section className="config-section">
        <h2 id="versions-heading">{t("config.history.versionsHeading")}</h2>
        <ScrollTable label={t("config.history.versionsHeading")}>
          <table className="config-table">
            <thead>
              <tr>
                <th scope="col">{t("config.history.column.version")}</th>
                <th scope="col">{t("config.history.column.when")}</th>
                <th scope="col">{t("config.history.column.who")}</th>
                <th scope="col">{t("config.history.column.note")}</th>
                <th scope="col">{t("config.history.column.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {data.versions.map((version) => (
                <tr key={version.version}>
                  <th scope="row">{version.version}</th>
                  <td>{version.when}</td>
                  <td>{version.publisher}</td>
                  <td>{version.note}</td>
                  <td>
                    {version.version === data.latest ? (
                      t("config.history.current")
                    ) : (
                      <Form method="post" action={links.self} className="inline-form">
                        <input type="hidden" name="intent" value="rollback" />
                        <input type="hidden" name="version" value={version.version} />
                        <input type="hidden" name="expectedLatest" value={data.latest} />
                        <button type="submit" className="button button--secondary" disabled={navigation.state !== "idle"}>
                          {t("config.history.rollback", { version: version.version })}
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </section>

      <section className="config-section">
        <h2 id="compare-heading">{t("config.history.compareHeading")}</h2>
        <Form method="get" action={links.self.split("?")[0]} className="filters">
          {links.tenant ? <input type="hidden" name="tenant" value={links.tenant} /> : null}
          {versionSelect("from", data.compare.from)}
          {versionSelect("to", data.compare.to)}
          <button type="submit" className="button button--secondary">
            {t("config.history.compare.submit")}
          </button>
        </Form>
        <h3>{t("config.history.compareResult", { from: data.compare.from, to: data.compare.to })}</h3>
        {data.compare.changes ? <ChangeList changes={data.compare.changes} count={data.compare.count} /> : <p>{t("config.history.unknownVersion")}</p>}
      </section>
    </ConfigFrame>
  );
}
