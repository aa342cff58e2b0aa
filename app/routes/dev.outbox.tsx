// /dev/outbox: the messages the app has sent, for development and demos (404 in production).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadDevOutbox } from "../loaders/auth-misc.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadDevOutbox(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.texts["devOutbox.title"] ?? "");

export default function DevOutbox() {
  const { texts, messages } = useLoaderData<typeof loader>();
  const t = (key: string) => textOf(texts, key);
  return (
    <>
      <h1>{t("devOutbox.title")}</h1>
      <p>{t("devOutbox.intro")}</p>
      {messages.length === 0 ? (
        <p>{t("devOutbox.empty")}</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t("devOutbox.col.time")}</th>
              <th scope="col">{t("devOutbox.col.channel")}</th>
              <th scope="col">{t("devOutbox.col.to")}</th>
              <th scope="col">{t("devOutbox.col.text")}</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((message) => (
              <tr key={message.id}>
                <td>{message.createdAt}</td>
                <td>{message.channel}</td>
                <td>{message.to}</td>
                <td>
                  {message.subject ? <strong>{message.subject}</strong> : null}
                  <pre>{message.text}</pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
