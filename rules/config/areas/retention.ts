// The retention periods (issue 42 item 1; decision 0050), checked at publish against the legal
// floors the code sets: configuration may lengthen a period the law fixes, never shorten it.
import { childLocation } from "../../problems";
import type { RetentionArea } from "../../../schemas/generated/tenant-config";
import type { AreaCompiler } from "../conditions";
import type { RetentionKind } from "../../retention/expiry";

export type CompiledRetention = RetentionArea["kinds"];

interface LegalFloor {
  from: RetentionArea["kinds"][RetentionKind]["from"];
  minDays: number;
  /** Who or what the record is, and the law that sets the floor, in words. */
  what: string;
  law: string;
}

/** The floors no university may go below (the Home Office keeps sponsors to them). */
export const LEGAL_FLOORS: Partial<Record<RetentionKind, LegalFloor>> = {
  casStudents: {
    from: "sponsorshipEnd",
    minDays: 365,
    what: "sponsored students' records and documents",
    law: "the Home Office sponsor guidance requires them for the sponsorship and one year after",
  },
};

export function compileRetentionArea(area: RetentionArea, compiler: AreaCompiler, stageValues: ReadonlySet<string>): CompiledRetention {
  for (const [kind, rule] of Object.entries(area.kinds) as [RetentionKind, RetentionArea["kinds"][RetentionKind]][]) {
    const at = childLocation(childLocation("retention.kinds", kind), "endedByStages");
    if (rule.endedByStages && rule.from !== "sponsorshipEnd") compiler.problem(at, "Only a period counted from the end of the sponsorship is ended by CAS stages: remove the stages or count from the sponsorship's end");
    (rule.endedByStages ?? []).forEach((stage, i) => {
      if (!stageValues.has(stage)) compiler.problem(childLocation(at, i), `"${stage}" is not one of the university's CAS stages`);
    });
  }
  for (const [kind, floor] of Object.entries(LEGAL_FLOORS) as [RetentionKind, LegalFloor][]) {
    const rule = area.kinds[kind];
    const at = childLocation(childLocation("retention.kinds", kind), "keepDays");
    if (rule.from !== floor.from) compiler.problem(childLocation(childLocation("retention.kinds", kind), "from"), `Count the period for ${floor.what} from the end of the sponsorship: ${floor.law}`);
    else if (rule.keepDays < floor.minDays) compiler.problem(at, `Keep ${floor.what} for at least ${floor.minDays} days after the sponsorship ends (${rule.keepDays} is too short): ${floor.law}`);
  }
  return area.kinds;
}
