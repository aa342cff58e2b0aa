// One item of an area in its own form (decision 0083): the generated item form drawn by the one
// renderer, conditions with the builder, saved into the draft and back to the area's table.
import { useLoaderData } from "@remix-run/react";
import type { loadItemEditor } from "../../loaders/config-area-items.server";
import { ConditionChoicesContext } from "../form/condition-context";
import { ExtraWidgetsContext } from "../form/extra-widgets";
import { ConditionWidget } from "../form/widgets/ConditionWidget";
import { StaffFormPage } from "../staff/StaffFormPage";

/** The Config editors draw conditions with the builder. */
const CONFIG_WIDGETS = { condition: ConditionWidget };

export function ItemEditorPage() {
  const data = useLoaderData<typeof loadItemEditor>();
  return (
    <ExtraWidgetsContext.Provider value={CONFIG_WIDGETS}>
      <ConditionChoicesContext.Provider value={data.conditions}>
        <StaffFormPage data={data} />
      </ConditionChoicesContext.Provider>
    </ExtraWidgetsContext.Provider>
  );
}
