// Where a validation problem is, as a place on the Config screen: a field or rule row of a
// form's page, or an area's JSON editor. Locations come from the validator
// (`forms.identity.fields["passport.dateOfIssue"].label`, `tabs[2].predicate`) or, for the
// meta-schema, JSON pointers turned into dots (`forms.identity.fields.passport.dateOfIssue`).
import { orderedEntries } from "../../rules/config/keyed-items";
import { formOf, type Config } from "./edits";

export type LocationStep = string | number;

const TOKEN = /\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]|\[id=("(?:[^"\\]|\\.)*")\]|([^.[\]]+)/g;

/** The steps of a location; an unreadable part stays a name. */
export function parseLocation(location: string): LocationStep[] {
  const steps: LocationStep[] = [];
  for (const match of location.matchAll(TOKEN)) {
    if (match[1] !== undefined) steps.push(Number(match[1]));
    else if (match[2] !== undefined || match[3] !== undefined) {
      try {
        steps.push(JSON.parse(match[2] ?? match[3]) as string);
      } catch {
        steps.push(match[2] ?? match[3]);
      }
    } else if (match[4] !== undefined) steps.push(match[4]);
  }
  return steps;
}

export type ScreenPlace =
  | { kind: "field"; form: string; field: string; index: number }
  | { kind: "rule"; form: string; index: number }
  | { kind: "form"; form: string }
  | { kind: "area"; area: string };

/** The screen place of a location in a configuration; null when it names nothing editable. */
export function placeOf(config: Config, location: string): ScreenPlace | null {
  const steps = parseLocation(location);
  const [area, formId, part, ...rest] = steps;
  if (typeof area !== "string" || area === "" || area === "(configuration)") return null;
  if (area !== "forms" || typeof formId !== "string") return { kind: "area", area };
  const form = formOf(config, formId);
  if (!form) return { kind: "area", area };
  if (part === "fields" && rest.length > 0) {
    const keys = Object.keys(form.fields ?? {});
    // A field key may itself contain dots: take the longest key the remaining steps start with.
    for (let length = rest.length; length > 0; length--) {
      const candidate = rest.slice(0, length).join(".");
      const index = keys.indexOf(candidate);
      if (index >= 0) return { kind: "field", form: formId, field: candidate, index };
    }
  }
  if (part === "rules" && typeof rest[0] === "number") return { kind: "rule", form: formId, index: rest[0] };
  // Rules are keyed by id (decision 0035); the rules table lists them in their order.
  if (part === "rules" && typeof rest[0] === "string") {
    const index = orderedEntries(form.rules).findIndex(([key]) => key === rest[0]);
    if (index >= 0) return { kind: "rule", form: formId, index };
  }
  return { kind: "form", form: formId };
}

/** The path (and anchor) of a place on the Config screen, without the tenant query. */
export function placePath(place: ScreenPlace): string {
  switch (place.kind) {
    case "field":
      return `/config/forms/${encodeURIComponent(place.form)}#field-${place.index}`;
    case "rule":
      return `/config/forms/${encodeURIComponent(place.form)}#rule-${place.index}`;
    case "form":
      return `/config/forms/${encodeURIComponent(place.form)}#raw`;
    case "area":
      return `/config/areas/${encodeURIComponent(place.area)}`;
  }
}
