// 'Start a new application' (issue 16 item 3; decision 0817): an applicant starts another
// application while they have fewer than the university accepts. What it starts with (their names,
// their agent, sections about them copied from the first) is configuration (application.startNew).
import { furtherApplicationOf, mayStartAnotherApplication, writableFields } from "../../rules/applications/agent-applications";
import type { PreparedConfig } from "../../rules";
import type { SignedInUser } from "../auth/permissions";
import type { Services } from "../services";
import { insertRecord } from "../records/write-path";

export type StartResult = { kind: "started"; applicationId: string } | { kind: "refused"; message: string };

export async function startFurtherApplication(services: Services, user: SignedInUser, tenant: string, config: PreparedConfig): Promise<StartResult> {
  const existing = await services.repositories.applications.find(tenant, { userId: user.id }, { sort: { createdAt: 1 } });
  if (!mayStartAnotherApplication(config, existing.length)) {
    return { kind: "refused", message: config.text("applicant.applications.maxReached", { universityName: config.settings.universityName }) };
  }
  const account = await services.repositories.users.findByIdForSession(user.id);
  const { fields, sections } = furtherApplicationOf(config, { applicant: (account ?? {}) as Record<string, unknown>, first: existing[0] ?? null });
  const at = services.clock().toISOString();
  const application = await insertRecord(services, tenant, "applications", { ...writableFields(fields), sections, userId: user.id, createdAt: at, updatedAt: at }, { actor: user.id, action: "application.create", details: {} });
  return { kind: "started", applicationId: application._id };
}
