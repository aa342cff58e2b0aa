// A condition (JSON-Logic) in a Config editor's form (issue 20 items 1-2): in the visual builder
// when the page's script runs, the builder can show it and there are fields to build on; as JSON
// otherwise (and always without JavaScript). Either way its summary in plain words is beside it.
import type { WidgetProps } from "@rjsf/utils";
import { useState } from "react";
import { builderReading, useHydrated } from "../../config/ConditionField";
import { ConditionBuilder } from "../../config/ConditionBuilder";
import { ConditionSummary } from "../../config/ConditionSummary";
import { textOf } from "../../../lib/format-message";
import { formContextOf } from "../form-context";
import { useConditionChoices } from "../condition-context";
import { JsonTextWidget } from "./TextWidgets";

export function ConditionWidget(props: WidgetProps) {
  const { id, value, onChange, label, registry } = props;
  const { texts } = formContextOf(registry);
  const choices = useConditionChoices();
  const hydrated = useHydrated();
  const json = typeof value === "string" ? value : "";
  const [reading] = useState(() => builderReading(json));
  const [asJson, setAsJson] = useState(false);
  const building = hydrated && !asJson && choices.fields.length > 0 && reading?.kind === "query";
  // Conditions of a list's items share their label: the items' numbers keep each builder's name its own.
  const items = id.split("_").filter((part) => /^\d+$/.test(part)).map((part) => textOf(texts, "form.repeatable.item", { n: Number(part) + 1 }));
  const name = items.length ? `${label} (${items.join(", ")})` : label;
  const summary = <ConditionSummary id={`${id}-summary`} json={json} labels={choices.labels} fields={choices.fields} />;
  if (!building || reading?.kind !== "query") {
    return (
      <>
        <JsonTextWidget {...props} />
        {summary}
      </>
    );
  }
  return (
    <>
      <ConditionBuilder id={`${id}-builder`} label={name} query={reading.query} fields={choices.fields} usedFields={reading.fields} onChange={(next) => onChange(next === "" ? undefined : next)} />
      <input type="hidden" name={id} value={json} />
      {summary}
      <button type="button" className="button button--secondary" onClick={() => setAsJson(true)}>
        {texts["config.builder.editAsJson"] ?? ""}
      </button>
    </>
  );
}
