// /config/areas/:area/items: an area's collections as tables (decision 0083), one row per item
// in its order: its name, a short summary in words, and links to change or remove it; "Add" under
// each table. A real <table> with a caption and headers; links only, so no JavaScript is needed.
import { Link, useLoaderData } from "@remix-run/react";
import { textOf } from "../../lib/format-message";
import type { loadAreaItems } from "../../loaders/config-area-items.server";
import { Notice } from "../govuk/Notice";
import { ConfigFrame } from "./ConfigFrame";
import { DraftStatus, SavedNotice, ScrollTable } from "./ConfigParts";

export function AreaItemsPage() {
  const data = useLoaderData<typeof loadAreaItems>();
  const t = (name: string, params?: Record<string, string | number>) => textOf(data.texts, name, params);
  return (
    <ConfigFrame frame={data.frame}>
      <Link className="back-link" to={data.links.back}>
        {t("config.back")}
      </Link>
      <h1>{data.title}</h1>
      <DraftStatus state={data.state} />
      <SavedNotice show={data.saved} />
      {data.removed ? (
        <Notice title={t("config.saved.title")} success>
          {t("config.items.removed", { name: data.removed })}
        </Notice>
      ) : null}
      {data.places.map((place) => (
        <section key={place.id}>
          <h2 id={place.id}>{place.caption}</h2>
          {place.rows.length === 0 ? (
            <p>{t("config.items.empty")}</p>
          ) : (
            <ScrollTable label={place.caption}>
              <table className="table config-items">
                <caption className="visually-hidden">{place.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("config.items.name")}</th>
                    {place.headers.map((header) => (
                      <th scope="col" key={header}>
                        {header}
                      </th>
                    ))}
                    <th scope="col">
                      <span className="visually-hidden">{t("config.items.actions")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {place.rows.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">{row.name}</th>
                      {row.cells.map((cell, index) => (
                        <td key={place.headers[index]}>{cell}</td>
                      ))}
                      <td className="config-items__actions">
                        <Link to={row.changeHref}>
                          {t("config.items.change")}
                          <span className="visually-hidden"> {row.name}</span>
                        </Link>{" "}
                        <Link to={row.removeHref}>
                          {t("config.items.remove")}
                          <span className="visually-hidden"> {row.name}</span>
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
          )}
          <p>
            <Link className="button button--secondary" to={place.addHref}>
              {t("config.items.add")}
              <span className="visually-hidden"> {place.caption}</span>
            </Link>
          </p>
        </section>
      ))}
      <p>
        <Link to={data.links.wholeForm}>{data.wholeFormLabel}</Link>
      </p>
      <details className="config-section">
        <summary>{t("config.advanced.heading")}</summary>
        <p>
          <Link to={data.links.json}>{t("config.items.jsonLink", { area: data.title })}</Link>
        </p>
      </details>
    </ConfigFrame>
  );
}
