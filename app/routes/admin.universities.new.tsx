// /admin/universities/new: add a university from the template: its name, key and code, sponsor
// licence, campuses, faculties and intakes; its configuration version 1 is published
// (issue 20 item 7; decision 0838).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { errorFor } from "../components/auth/FormParts";
import { ErrorSummary } from "../components/govuk/ErrorSummary";
import { FormGroup, describedByIds } from "../components/govuk/FormGroup";
import { TextField } from "../components/govuk/TextField";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadNewUniversity, newUniversityAction } from "../loaders/admin-universities.server";

export const handle = { permission: "update:university:any" };
export const loader = ({ request, context }: LoaderFunctionArgs) => loadNewUniversity(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => newUniversityAction(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "admin.universities.new.title") : "");

const TEXT_FIELDS = ["name", "key", "code"] as const;
const SPONSOR_FIELDS = ["licenceNumber", "schoolName", "address", "city", "postcode"] as const;
const LIST_FIELDS = ["campuses", "faculties", "intakes"] as const;

export default function NewUniversityPage() {
  const { texts } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const t = (key: string) => textOf(texts, key);
  const value = (name: string) => (failed?.values as Record<string, string> | undefined)?.[name] ?? "";
  const field = (name: string) => (
    <TextField
      key={name}
      name={name}
      label={t(`admin.universities.field.${name}`)}
      hint={texts[`admin.universities.hint.${name}`]}
      defaultValue={value(name)}
      error={errorFor(failed?.errors, name)}
      errorPrefix={t("form.errorPrefix")}
      spellCheck={false}
    />
  );
  return (
    <div className="narrow">
      <ErrorSummary title={t("form.errorSummary")} errors={failed?.errors} />
      <h1>{t("admin.universities.new.title")}</h1>
      <p>{t("admin.universities.new.intro")}</p>
      <Form method="post" noValidate>
        {TEXT_FIELDS.map(field)}
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{t("admin.universities.sponsor")}</legend>
          {SPONSOR_FIELDS.map(field)}
        </fieldset>
        {LIST_FIELDS.map((name) => {
          const error = errorFor(failed?.errors, name);
          return (
            <FormGroup key={name} id={name} label={t(`admin.universities.field.${name}`)} hint={t(`admin.universities.hint.${name}`)} error={error} errorPrefix={t("form.errorPrefix")}>
              <textarea className="textarea" id={name} name={name} rows={4} defaultValue={value(name)} aria-describedby={describedByIds(name, { hint: true, error })} aria-invalid={error ? true : undefined} />
            </FormGroup>
          );
        })}
        <div className="button-group">
          <button type="submit" className="button" disabled={busy}>
            {t("admin.universities.new.submit")}
          </button>
          <Link to="/admin/universities">{t("admin.universities.new.cancel")}</Link>
        </div>
      </Form>
    </div>
  );
}
