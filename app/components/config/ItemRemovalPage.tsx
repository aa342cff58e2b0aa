// /config/areas/:area/items/:id/remove: "Are you sure?" before an item leaves the draft
// (decision 0083). A plain form: the button posts, "No" goes back to the table.
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { textOf } from "../../lib/format-message";
import type { loadItemRemoval } from "../../loaders/config-area-items.server";
import { ErrorSummary } from "../govuk/ErrorSummary";
import { ConfigFrame } from "./ConfigFrame";
import { HiddenState, failureFor } from "./ConfigParts";

export function ItemRemovalPage() {
  const data = useLoaderData<typeof loadItemRemoval>();
  const failed = failureFor(useActionData(), "remove");
  const t = (name: string, params?: Record<string, string | number>) => textOf(data.texts, name, params);
  return (
    <ConfigFrame frame={data.frame}>
      <Link className="back-link" to={data.backUrl}>
        {data.backLabel}
      </Link>
      <ErrorSummary title={t("form.errorSummary")} errors={failed?.errors} />
      <span className="caption">{data.caption}</span>
      <h1>{t("config.items.removeTitle", { name: data.name })}</h1>
      <p>{t("config.items.removeHint")}</p>
      <Form method="post" noValidate>
        <HiddenState intent="remove" draftVersion={data.draftVersion} />
        <div className="button-group">
          <button type="submit" className="button button--warning">
            {t("config.items.removeButton")}
          </button>
          <Link to={data.backUrl}>{t("config.items.keep")}</Link>
        </div>
      </Form>
    </ConfigFrame>
  );
}
