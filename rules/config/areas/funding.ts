// The funding calculator's figures (002 §5.2, §9) and where it reads the course and the
// dependants (JSON-Logic over { record, application, settings, today }). Maintenance figures are
// dated: the row in force is the latest whose effectiveFrom is on or before the day. The rows are
// keyed by that date (decision 0095), so two rows cannot take effect on one day.
import { childLocation } from "../../problems";
import { datedRows } from "../listed-settings";
import { keyMismatches } from "../keyed-items";
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
  for (const [key, misnamed] of keyMismatches(area.maintenance, "effectiveFrom", "row effectiveFrom")) compiler.problem(childLocation("funding.maintenance", key), misnamed);
  const inputs = (names: readonly string[], rules: Record<string, unknown> | undefined, at: string) =>
    Object.fromEntries(names.map((name) => [name, compiler.condition((rules as Record<string, never> | undefined)?.[name], childLocation(at, name), null)]));
  return {
    maintenance: datedRows(area.maintenance),
    fundsHeldDays: area.fundsHeldDays ?? 28,
    course: inputs(COURSE_INPUTS, area.inputs?.course as Record<string, unknown>, "funding.inputs.course") as CompiledFundingArea["course"],
    dependants: inputs(DEPENDANT_INPUTS, area.inputs?.dependants as Record<string, unknown>, "funding.inputs.dependants") as CompiledFundingArea["dependants"],
  };
}
