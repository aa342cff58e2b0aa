// /config/areas/:area/edit: an area of the configuration in its typed form (issue 20 item 3).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SavedNotice } from "../components/config/ConfigParts";
import { textOf } from "../lib/format-message";
import { TabCounts } from "../components/config/TabCounts";
import { configLinks } from "../components/config/links";
import { ConditionChoicesContext } from "../components/form/condition-context";
import { ExtraWidgetsContext } from "../components/form/extra-widgets";
import { ConditionWidget } from "../components/form/widgets/ConditionWidget";
import { StaffFormPage } from "../components/staff/StaffFormPage";
import { staffLinks } from "../components/staff/links";
import { pageTitle } from "../lib/page-title";
import { loadAreaEditor, submitAreaEditor } from "../loaders/config-area-editor.server";

export const handle = { permission: "update:config:tenant" };
export const links = () => [...staffLinks(), ...configLinks()];
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadAreaEditor(request, context, params.area);
export const action = ({ request, context, params }: ActionFunctionArgs) => submitAreaEditor(request, context, params.area);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.page.title ?? "");

/** The Config editors draw conditions with the builder. */
const CONFIG_WIDGETS = { condition: ConditionWidget };

export default function ConfigAreaEditorRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <ExtraWidgetsContext.Provider value={CONFIG_WIDGETS}>
      <ConditionChoicesContext.Provider value={data.conditions}>
        <StaffFormPage data={data}>
          <SavedNotice show={data.saved} />
          {data.tables ? (
            <p>
              <Link to={data.tables.href}>{data.tables.label}</Link>
            </p>
          ) : null}
          <TabCounts rows={data.counts} />
        </StaffFormPage>
        <details className="config-section">
          <summary>{textOf(data.texts, "config.advanced.heading")}</summary>
          <p>
            <Link to={data.json.href}>{data.json.label}</Link>
          </p>
        </details>
      </ConditionChoicesContext.Provider>
    </ExtraWidgetsContext.Provider>
  );
}
