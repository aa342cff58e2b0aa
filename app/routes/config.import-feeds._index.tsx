// /config/import-feeds: the university's SFTP import feeds (issue 18 item 6; decision 0829).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { configLinks } from "../components/config/links";
import { Notice } from "../components/govuk/Notice";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { checkImportFeed, loadImportFeeds } from "../loaders/config-import-feeds.server";

export const handle = { permission: "update:config:tenant" };
export const links = configLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadImportFeeds(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => checkImportFeed(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "config.importFeeds.title") : "");

export default function ImportFeedsPage() {
  const loaded = useLoaderData<typeof loader>();
  const shown = useActionData<typeof action>() ?? loaded;
  const checking = useNavigation().state === "submitting";
  const t = (key: string, params?: Record<string, string | number>) => textOf(shown.texts, key, params);
  return (
    <div className="page--wide">
      <a className="back-link" href={shown.links.back}>
        {t("config.importFeeds.back")}
      </a>
      <h1>{t("config.importFeeds.title")}</h1>
      <p>{t("config.importFeeds.intro")}</p>
      {shown.check ? (
        <Notice title={t(shown.check.ok ? "config.importFeeds.checkedOk" : "config.importFeeds.checkedFailed", { feed: shown.check.feedId })} success={shown.check.ok}>
          <p>{shown.check.message}</p>
        </Notice>
      ) : null}
      <p>
        <Link className="button" to={shown.links.add}>
          {t("config.importFeeds.add")}
        </Link>
      </p>
      {shown.feeds.length === 0 ? (
        <p>{t("config.importFeeds.none")}</p>
      ) : (
        <table className="table">
          <caption className="visually-hidden">{t("config.importFeeds.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("config.importFeeds.name")}</th>
              <th scope="col">{t("config.importFeeds.source")}</th>
              <th scope="col">{t("config.importFeeds.server")}</th>
              <th scope="col">{t("config.importFeeds.folder")}</th>
              <th scope="col">{t("config.importFeeds.schedule")}</th>
              <th scope="col">{t("config.importFeeds.status")}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {shown.feeds.map((feed) => (
              <tr key={feed.id}>
                <th scope="row">{feed.id}</th>
                <td>{feed.source}</td>
                <td>{feed.server}</td>
                <td>
                  {feed.folder}
                  <br />
                  <code>{feed.pattern}</code>
                </td>
                <td>{feed.schedule}</td>
                <td>
                  {t(feed.enabled ? "config.importFeeds.on" : "config.importFeeds.off")}
                  <br />
                  {t(feed.secretStored ? "config.importFeeds.secretStored" : "config.importFeeds.secretMissing")}
                </td>
                <td>
                  <Link to={feed.href}>
                    {t("config.importFeeds.change")}
                    <span className="visually-hidden"> {feed.id}</span>
                  </Link>
                  <Form method="post" action={shown.links.action}>
                    <input type="hidden" name="feedId" value={feed.id} />
                    <button type="submit" className="button button--secondary" disabled={checking}>
                      {t("config.importFeeds.check")}
                      <span className="visually-hidden"> {feed.id}</span>
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
