// The role ceiling at publish (decision 0508): a configuration that would let a role be given
// beyond what its giver holds, a university's user hold the platform's role, or the configuration
// itself hand out more than its publishers could give, is refused with words naming the role.
import { roleOf, type Permission } from "../../auth/permissions";
import { CONFIGURATION_PUBLISHERS, beyondOwn, givingProblem, isMemberRole, isPlatformRole, type GivingProblem } from "../../auth/role-ceiling";
import { childLocation } from "../../problems";
import type { AreaCompiler } from "../conditions";

const PLATFORM = (role: string) => `"${role}" is the platform's own role, which no user of a university can hold`;

/** Up to three permissions, then how many more. */
function listed(permissions: readonly Permission[]): string {
  const shown = permissions.slice(0, 3).join(", ");
  return permissions.length > 3 ? `${shown} and ${permissions.length - 3} more` : shown;
}

function lacksText(giver: string, role: string, problem: Extract<GivingProblem, { kind: "lacks" }>): string {
  return `Remove "${giver}" from the roles that may give "${role}": "${giver}" does not hold ${listed(problem.permissions)}, which "${role}" has`;
}

/** The roles area: who may give each role (`assignableBy`, at `at`); givers the area does not define are another problem. */
export function checkGivers(compiler: AreaCompiler, at: string, role: string, givers: readonly string[], defined: (giver: string) => boolean): void {
  if (givers.length === 0) return;
  if (isPlatformRole(roleOf(role))) {
    compiler.problem(at, `Remove every role from those that may give "${role}": ${PLATFORM(role)}`);
    return;
  }
  givers.forEach((giver, i) => {
    if (!defined(giver)) return;
    const problem = givingProblem(giver, isMemberRole(giver), role);
    if (problem?.kind === "lacks") compiler.problem(childLocation(at, i), lacksText(giver, role, problem));
  });
}

/** A role a person is given for their own records (an agent's applicant, an imported or handed-over student). */
export function checkSelfServiceRole(compiler: AreaCompiler, location: string, role: string): void {
  const beyond = beyondOwn(role);
  if (beyond.length) compiler.problem(location, `Choose a role that reaches only the person's own records, such as "Student" or "Applicant": "${role}" also has ${listed(beyond)}`);
}

/** A role the configuration hands out by itself (an account made at a first single sign-on): its own records only, or one the university's configuration publishers could give. */
export function checkHandedOutRole(compiler: AreaCompiler, location: string, role: string): void {
  if (isPlatformRole(roleOf(role))) {
    compiler.problem(location, `Choose a university role: ${PLATFORM(role)}`);
    return;
  }
  if (beyondOwn(role).length === 0) return;
  for (const publisher of CONFIGURATION_PUBLISHERS) {
    const problem = givingProblem(publisher, true, role);
    if (problem?.kind === "lacks") {
      compiler.problem(location, `Choose a role that "${publisher}" could give: "${publisher}" does not hold ${listed(problem.permissions)}, which "${role}" has`);
      return;
    }
  }
}

/** A role that may sign in through the university's provider. */
export function checkUniversityRole(compiler: AreaCompiler, location: string, role: string): void {
  if (isPlatformRole(roleOf(role))) compiler.problem(location, `Remove "${role}": ${PLATFORM(role)}`);
}
