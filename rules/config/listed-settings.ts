// The settings' keyed areas (intakes, tags, categories: decision 0035; the Student route's dated
// rows, keyed by their date: decision 0095) as the lists every reader had before they were
// keyed: the intake pickers, the tag filter, a condition's `settings.intakes`, `in-force` over
// `settings.studentRoute`. Made once per compiled configuration (PreparedConfig.settings).
import type { Category, Intake, Settings, StudentRouteRules, Tag } from "../types";
import { orderedItems } from "./keyed-items";

/** The settings as their readers see them: the keyed areas as lists in their order. */
export type ListedSettings = Omit<Settings, "intakes" | "tags" | "categories" | "studentRoute"> & {
  intakes?: Intake[];
  tags?: Tag[];
  categories?: Category[];
  /** Newest first, as the defaults always listed them. */
  studentRoute?: StudentRouteRules[];
};

/** An area of dated rows keyed by their date, newest first: the date orders them, so they carry no `order`. */
export function datedRows<T extends { effectiveFrom: string }>(rows: Readonly<Record<string, T>> | undefined): T[] {
  return Object.values(rows ?? {}).sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : a.effectiveFrom > b.effectiveFrom ? -1 : 0));
}

export function listedSettings(settings: Settings): ListedSettings {
  const { intakes, tags, categories, studentRoute, ...rest } = settings;
  return {
    ...rest,
    ...(intakes ? { intakes: orderedItems(intakes) } : {}),
    ...(tags ? { tags: orderedItems(tags) } : {}),
    ...(categories ? { categories: orderedItems(categories) } : {}),
    ...(studentRoute ? { studentRoute: datedRows(studentRoute) } : {}),
  };
}
