// The funding calculator's figures (002 §5.2, §9) and where it reads the course and the
// dependants (JSON-Logic over { record, application, settings, today }). Maintenance figures are
// dated: the row in force is the latest whose effectiveFrom is on or before the day.
import { childLocation } from "../../problems";
import type { FundingArea, FundingCourseInputs, FundingDependantInputs, MaintenanceFigures } from "../../types";
import type { AreaCompiler, Condition } from "../conditions";

export interface CompiledFundingArea {
  /** Newest first. */
  maintenance: readonly MaintenanceFigures[];
  fundsHeldDays: number;
  course: Readonly<Record<keyof FundingCourseInputs, Condition>>;
  dependants: Readonly<Record<keyof FundingDependantInputs, Condition>>;
}

const COURSE_INPUTS = ["name", "fee", "scholarship", "startDate", "endDate", "campus", "inLondon"] as const;
const DEPENDANT_INPUTS = ["spouse", "children"] as const;

export function compileFundingArea(area: FundingArea, compiler: AreaCompiler): CompiledFundingArea {
  const dates = new Set<string>();
  area.maintenance.forEach((row, i) => {
    if (dates.has(row.effectiveFrom)) compiler.problem(childLocation(childLocation("funding.maintenance", i), "effectiveFrom"), `two rows take effect on ${row.effectiveFrom}`);
    dates.add(row.effectiveFrom);
  });
  const inputs = (names: readonly string[], rules: Record<string, unknown> | undefined, at: string) =>
    Object.fromEntries(names.map((name) => [name, compiler.condition((rules as Record<string, never> | undefined)?.[name], childLocation(at, name), null)]));
  return {
    maintenance: [...area.maintenance].sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom)),
    fundsHeldDays: area.fundsHeldDays ?? 28,
    course: inputs(COURSE_INPUTS, area.inputs?.course as Record<string, unknown>, "funding.inputs.course") as CompiledFundingArea["course"],
    dependants: inputs(DEPENDANT_INPUTS, area.inputs?.dependants as Record<string, unknown>, "funding.inputs.dependants") as CompiledFundingArea["dependants"],
  };
}
