// What Validate refuses in a set of tabs (the dashboard's, or the CAS pipeline's) before anyone
// meets it: a tab without a name, two tabs one role would see under one name, and a role the
// university does not have (the tab would silently show to nobody by that name).
import { childLocation, type Problem } from "../../problems";
import type { TabDefinition } from "../../types";

interface PlacedTab {
  key: string;
  definition: TabDefinition;
  location: string;
}

export function tabNameAndRoleProblems(tabs: readonly PlacedTab[], roles: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  // The first tab each role sees under a name, by the name as people read it.
  const namedFor = new Map<string, { shownAs: string; label: string }>();
  for (const { definition, location } of tabs) {
    const label = typeof definition.label === "string" ? definition.label.trim() : "";
    if (label === "") problems.push({ location: childLocation(location, "label"), problem: "the tab has no name: enter the name people will see" });
    (definition.roles ?? []).forEach((role, i) => {
      if (!roles.has(role)) problems.push({ location: childLocation(childLocation(location, "roles"), i), problem: `unknown role "${role}": choose one of the university's roles` });
    });
    if (label === "") continue;
    // Entries that share `tab` are one tab on the page (rows of several kinds), so one name.
    const shownAs = definition.tab ?? definition.id;
    const clashes = new Set<string>();
    for (const role of definition.roles ?? []) {
      const seen = namedFor.get(`${role}\u0000${label.toLowerCase()}`);
      if (seen && seen.shownAs !== shownAs) clashes.add(role);
      else if (!seen) namedFor.set(`${role}\u0000${label.toLowerCase()}`, { shownAs, label });
    }
    if (clashes.size > 0) problems.push({ location: childLocation(location, "label"), problem: `another tab is also named "${label}" for ${[...clashes].join(", ")}: give each tab its own name` });
  }
  return problems;
}
