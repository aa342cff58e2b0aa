// The readable summary beside a condition's JSON, recomputed as the JSON is typed (the same
// pure summariser the server uses, rules/describe). Malformed JSON says so instead.
import { describeCondition } from "../../../rules/describe/describe-condition";
import { useTexts } from "../../lib/texts";

export function summarise(json: string, texts: Record<string, string>, labels: Record<string, string>): string {
  if (json.trim() === "") return texts["config.summary.noCondition"] ?? "config.summary.noCondition";
  try {
    return describeCondition(JSON.parse(json) as unknown, { words: texts, labelOf: (path) => labels[path] });
  } catch {
    return texts["config.error.invalidJson"] ?? "config.error.invalidJson";
  }
}

export function ConditionSummary({ id, json, labels }: { id: string; json: string; labels: Record<string, string> }) {
  const texts = useTexts();
  return (
    <p className="hint" id={id} aria-live="polite">
      <span className="visually-hidden">{texts["config.summary.prefix"] ?? ""} </span>
      {summarise(json, texts, labels)}
    </p>
  );
}
