// The readable summary beside a condition's JSON, recomputed as the JSON is typed (the same
// pure summariser the server uses, rules/describe). Malformed JSON says so instead.
import type { BuilderField } from "../../../rules/conditions/condition-builder";
import { describeCondition, describeOptionsFrom } from "../../../rules/describe/describe-condition";
import { useTexts } from "../../lib/texts";

export function summarise(json: string, texts: Record<string, string>, labels: Record<string, string>, fields: readonly BuilderField[] = []): string {
  if (json.trim() === "") return texts["config.summary.noCondition"] ?? "config.summary.noCondition";
  try {
    const fromFields = describeOptionsFrom(fields, texts);
    return describeCondition(JSON.parse(json) as unknown, { ...fromFields, labelOf: (path) => labels[path] ?? fromFields.labelOf?.(path) });
  } catch {
    return texts["config.error.invalidJson"] ?? "config.error.invalidJson";
  }
}

/** `fields`, the builder's fields, name stored values in words ("In progress", not "InProgress"). */
export function ConditionSummary({ id, json, labels, fields }: { id: string; json: string; labels: Record<string, string>; fields?: readonly BuilderField[] }) {
  const texts = useTexts();
  return (
    <p className="hint" id={id} aria-live="polite">
      <span className="visually-hidden">{texts["config.summary.prefix"] ?? ""} </span>
      {summarise(json, texts, labels, fields)}
    </p>
  );
}
