// /auth/logout (002 §2.8): GET asks; POST logs out here, or everywhere.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadLogout, logoutAction } from "../loaders/auth-logout.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadLogout(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => logoutAction(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.texts["logout.title"] ?? "");

export default function Logout() {
  const { texts } = useLoaderData<typeof loader>();
  const t = (key: string) => textOf(texts, key);
  return (
    <div className="narrow">
      <h1>{t("logout.title")}</h1>
      <p>{t("logout.text")}</p>
      <p className="hint">{t("logout.everywhereHint")}</p>
      {/* A plain form: the browser follows the redirect to /login with a cleared cookie. */}
      <form method="post" className="button-group">
        <button type="submit" className="button">
          {t("logout.submit")}
        </button>
        <button type="submit" name="scope" value="everywhere" className="button button--secondary">
          {t("logout.everywhere")}
        </button>
      </form>
    </div>
  );
}
