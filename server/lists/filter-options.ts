// The choices each list filter offers (decision 0710): a reference list (nationalities,
// countries, fee statuses...), one of the university's settings (courses, intakes, tags) or values
// the configuration lists. A URL value outside them is ignored.
import type { ListFilter, PreparedConfig } from "../../rules";
import * as reference from "../../schemas/reference";
import { scopeFor, type SignedInUser } from "../auth/permissions";
import type { Services } from "../services";

export interface FilterOption {
  value: string;
  label: string;
}

const sorted = (options: FilterOption[]) => options.sort((a, b) => a.label.localeCompare(b.label, "en-GB"));

const REFERENCE: Readonly<Record<NonNullable<NonNullable<ListFilter["options"]>["reference"]>, () => FilterOption[]>> = {
  nationalities: () => sorted([...new Set(reference.countries.map((country) => country.nationality))].map((value) => ({ value, label: value }))),
  countries: () => sorted(reference.countries.map((country) => ({ value: country.name, label: country.name }))),
  feeStatuses: () => reference.feeStatuses.map(({ value, label }) => ({ value, label })),
  studyModes: () => reference.studyModes.map(({ value, label }) => ({ value, label })),
  levelsOfStudy: () => reference.levelsOfStudy.map(({ value, label }) => ({ value, label })),
};
const referenceCache = new Map<string, FilterOption[]>();

function fromSetting(config: PreparedConfig, source: NonNullable<ListFilter["options"]>): FilterOption[] {
  const list = (config.settings as unknown as Record<string, unknown>)[source.setting ?? ""];
  if (!Array.isArray(list)) return [];
  return list.map((item) => {
    if (typeof item === "string") return { value: item, label: item };
    const record = item as Record<string, unknown>;
    return { value: String(record[source.value ?? "id"] ?? ""), label: String(record[source.label ?? "label"] ?? record[source.value ?? "id"] ?? "") };
  });
}

/**
 * Every filter's choices for this user: the configuration's, and the university's agents by name
 * for a filter that lists them, offered only to users who read every record (an agent never
 * sees the other agents).
 */
export async function filterOptionsFor(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig): Promise<Map<string, FilterOption[]>> {
  const options = filterOptions(config);
  const wantAgents = config.areas.dashboard.filters.filter((filter) => filter.options?.users === "agents");
  if (wantAgents.length === 0) return options;
  const scope = scopeFor(user, "read", "student");
  const agents = scope === "tenant" || scope === "any" ? await agentOptions(services, tenant) : [];
  for (const filter of wantAgents) options.set(filter.key, agents);
  return options;
}

async function agentOptions(services: Services, tenant: string): Promise<FilterOption[]> {
  const agents = await services.repositories.users.find(tenant, { role: { $in: ["Agent", "AgencyAdmin"] } }, { projection: { givenName: 1, familyName: 1, email: 1 } });
  return sorted(agents.map((agent) => ({ value: agent._id, label: [agent.givenName, agent.familyName].filter(Boolean).join(" ") || String(agent.email) })));
}

/** Whether a name is one of the reference lists a filter may offer. */
export function isReferenceList(name: string): name is keyof typeof REFERENCE {
  return Object.hasOwn(REFERENCE, name);
}

/** A reference list's choices, worked out once. */
export function referenceOptions(name: keyof typeof REFERENCE): FilterOption[] {
  let list = referenceCache.get(name);
  if (!list) {
    list = REFERENCE[name]();
    referenceCache.set(name, list);
  }
  return list;
}

/** The choices a source names (a filter's options, a field's value labels); null for one worked out per user (agents). */
export function optionsFromSource(config: PreparedConfig, source: NonNullable<ListFilter["options"]>): FilterOption[] | null {
  if (source.reference) return referenceOptions(source.reference);
  if (source.setting) return fromSetting(config, source);
  if (source.values) return source.values.map(({ value, label }) => ({ value, label }));
  if (source.casStages) return config.areas.casStages.stages.map(({ value, label }) => ({ value, label }));
  return null;
}

export function filterOptions(config: PreparedConfig): Map<string, FilterOption[]> {
  const options = new Map<string, FilterOption[]>();
  for (const filter of config.areas.dashboard.filters) {
    const choices = filter.options ? optionsFromSource(config, filter.options) : null;
    if (choices) options.set(filter.key, choices);
  }
  return options;
}
