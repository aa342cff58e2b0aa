// /admin/users/new: invite a staff user: name, email, role (those the inviter may give) and access
// level; they get a single-use link to set their password (issue 20 item 8; decision 0839).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { errorFor } from "../components/auth/FormParts";
import { ErrorSummary } from "../components/govuk/ErrorSummary";
import { TextField } from "../components/govuk/TextField";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { inviteAction, loadInvite } from "../loaders/admin-users.server";
import { AccessLevelChoice } from "../components/admin/AccessLevelChoice";
import { RoleChoice } from "../components/admin/RoleChoice";
import { OrganisationChoice } from "../components/admin/OrganisationChoice";

export const handle = { permission: "update:user:tenant" };
export const loader = ({ request, context }: LoaderFunctionArgs) => loadInvite(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => inviteAction(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "admin.users.new.title") : "");

export default function InviteUserPage() {
  const { texts, roles, accessLevels, organisations, back } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const t = (key: string) => textOf(texts, key);
  const values = (failed?.values ?? {}) as Record<string, string>;
  const text = (name: string, type = "text") => (
    <TextField name={name} type={type} label={t(`admin.users.field.${name}`)} defaultValue={values[name] ?? ""} error={errorFor(failed?.errors, name)} errorPrefix={t("form.errorPrefix")} spellCheck={false} />
  );
  return (
    <div className="narrow">
      <ErrorSummary title={t("form.errorSummary")} errors={failed?.errors} />
      <h1>{t("admin.users.new.title")}</h1>
      <p>{t("admin.users.new.intro")}</p>
      <Form method="post" noValidate>
        {text("givenName")}
        {text("familyName")}
        {text("email", "email")}
        <RoleChoice roles={roles} value={values.role ?? ""} error={errorFor(failed?.errors, "role")} promptKey="admin.users.chooseRole" />
        <OrganisationChoice groups={organisations} value={values.organisationId ?? ""} error={errorFor(failed?.errors, "organisationId")} />
        <AccessLevelChoice accessLevels={accessLevels} value={values.accessLevel ?? ""} error={errorFor(failed?.errors, "accessLevel")} />
        <div className="button-group">
          <button type="submit" className="button" disabled={busy}>
            {t("admin.users.new.submit")}
          </button>
          <Link to={back}>{t("admin.users.cancel")}</Link>
        </div>
      </Form>
    </div>
  );
}
