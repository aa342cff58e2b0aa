// What a save keeps besides what was submitted. A save stores the visible answers the person
// sent; a stored answer they could not see is kept as it was (dormant), because configuration
// hid it, not the person: a question the current version does not have (after a rollback), one
// a configured condition hides, one hidden from their role. It returns, answered, when the
// question does. The only stored answers a save removes are those the person's own answers on
// this submission hid (the follow-up after "No") and those they cleared.
import type { FieldStates } from "./evaluate-form";
import { isRecord } from "./field-paths";
import { isEmptyAnswer } from "./prune";
import { OPEN, type Shape } from "./schema-shape";

const childShape = (shape: Shape, key: string): Shape | undefined => (shape.properties === null ? OPEN : shape.properties.get(key));

/** Shown unless the place itself or a place above it is hidden. */
function visibleIn(states: FieldStates, segments: readonly string[]): boolean {
  for (let length = 1; length <= segments.length; length++) {
    const state = states[segments.slice(0, length).join(".")];
    if (state && !state.visible) return false;
  }
  return true;
}

export interface DormantInput {
  /** The form's schema shape: which answers the current version knows. */
  shape: Shape;
  /** What the record held for the form before this save. */
  stored: Record<string, unknown>;
  /** What the submission may store (visible, known, non-empty answers). */
  storable: Record<string, unknown>;
  /** Field states after the submission. */
  after: FieldStates;
  /** Field states of the stored answers under the same configuration (worked out only if needed). */
  before: () => FieldStates;
}

/**
 * `storable` with the dormant stored answers put back. Repeated items are matched by position
 * only while the person kept their number: adding or removing an item makes the submitted list
 * the answer, as the person saw it.
 */
export function withDormantAnswers(input: DormantInput): Record<string, unknown> {
  const kept = structuredClone(input.storable);
  let before: FieldStates | null = null;
  const shownBefore = (segments: readonly string[]) => visibleIn((before ??= input.before()), segments);

  const walk = (stored: Record<string, unknown>, into: Record<string, unknown>, shape: Shape, prefix: readonly string[]): void => {
    for (const key of Object.keys(stored)) {
      if (key === "__proto__") continue;
      const value = stored[key];
      const segments = [...prefix, key];
      const shapeOfKey = childShape(shape, key);
      if (Object.hasOwn(into, key)) {
        const now = into[key];
        const inner = shapeOfKey ?? OPEN;
        if (isRecord(value) && isRecord(now)) walk(value, now, inner, segments);
        else if (Array.isArray(value) && Array.isArray(now) && value.length === now.length) {
          value.forEach((item, index) => {
            const nowItem = now[index];
            if (isRecord(item) && isRecord(nowItem)) walk(item, nowItem, inner.items ?? OPEN, [...segments, String(index)]);
          });
        }
        continue;
      }
      if (isEmptyAnswer(value)) continue;
      // A question this version does not have: nobody removed the answer.
      if (shapeOfKey === undefined) {
        into[key] = structuredClone(value);
        continue;
      }
      // Shown and sent back empty: the person cleared it.
      if (visibleIn(input.after, segments)) continue;
      // Shown before this submission and hidden by it: the person's own answers hid it.
      if (shownBefore(segments)) continue;
      into[key] = structuredClone(value);
    }
  };

  walk(input.stored, kept, input.shape, []);
  return kept;
}
