// /config/import-mapping/fields: the import field mapping as a table, one row per field by its
// label, grouped by section (issue 39; decision 0061). Each row is saved into the draft by a plain
// form post.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { configLinks } from "../components/config/links";
import { MappingTable } from "../components/config/MappingTable";
import { textOf } from "../lib/format-message";
import { pageTitle } from "../lib/page-title";
import { loadImportFields, saveImportField } from "../loaders/config-import-fields.server";

export const handle = { permission: "update:config:tenant" };
export const links = configLinks;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadImportFields(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => saveImportField(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data ? textOf(data.texts, "config.importFields.title") : "");

export default function ImportFieldsRoute() {
  return <MappingTable data={useLoaderData<typeof loader>()} failed={useActionData<typeof action>() ?? null} />;
}
