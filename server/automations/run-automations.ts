// Running a university's automations on a stored change (issue 23 items 2 and 4; decision 0851).
// Each automation a change wakes runs at most once for it: its run is claimed by inserting a
// document whose id is the change's and the automation's (a second instance, or the same one
// again, finds it taken). The claim plans the record's changes before writing them and counts
// the actions done, so a run taken over after a crash finishes what is left: the record's write
// sets the same values again, a task or a chained change keeps its id, and only a message whose
// sending was cut short can go twice (with the same Message-ID). A run's own changes are a new
// change that never wakes the automation that made it.
import { createHash, randomUUID } from "node:crypto";
import { addDays } from "../../rules/dates/add-days";
import type { PreparedConfig } from "../../rules";
import type { AutomationAction, CompiledAutomation } from "../../rules/automations/compile-automations";
import { planRecordChanges } from "../../rules/automations/plan-run";
import { recordWithDerived } from "../records/derived";
import { actsOn, automationsWoken, type RecordChange } from "../../rules/automations/record-change";
import { messageSender } from "../messaging";
import type { AutomationEventRecord, AutomationRunRecord, EntityRecord } from "../repositories";
import type { Services } from "../services";
import { DuplicateKeyError, VersionConflictError } from "../store/port";
import { universityToday } from "../time";
import { updateRecord } from "../records/write-path";

/** How long a claim is its holder's before another instance may take the run over. */
export const RUN_LEASE_MS = 60_000;
/** How many times a run is tried before it is given up (each a lease apart). */
export const MAX_RUN_ATTEMPTS = 5;
/** Who the audit log says made an automation's changes. */
export const AUTOMATION_ACTOR_PREFIX = "automation:";
/** The action of an automation's own write: its run's history entry (automation.run) is the one the record's history shows. */
export const AUTOMATION_CHANGE_ACTION = "automation.change";

type SideAction = Extract<AutomationAction, { type: "sendMessage" | "createTask" }>;
const isSideAction = (action: AutomationAction): action is SideAction => action.type === "sendMessage" || action.type === "createTask";

/** Stores the change (once: an id given twice is one change) and runs the automations it wakes. */
export async function noteChange(services: Services, tenant: string, config: PreparedConfig, change: RecordChange, id: string = randomUUID()): Promise<void> {
  if (automationsWoken(config.areas.automations, change).length === 0) return;
  let event: AutomationEventRecord;
  try {
    event = await services.repositories.automationEvents.insert(tenant, {
      _id: id,
      collection: change.collection,
      recordId: change.recordId,
      triggers: [...change.triggers],
      before: change.before,
      ...(change.document ? { document: change.document } : {}),
      causedBy: [...change.causedBy],
      ...(change.only ? { only: change.only } : {}),
      at: services.clock().toISOString(),
      status: "pending",
    });
  } catch (error) {
    if (error instanceof DuplicateKeyError) return;
    throw error;
  }
  await runEvent(services, tenant, config, event);
}

/** Runs every automation the change wakes whose condition holds, then marks the change done. */
export async function runEvent(services: Services, tenant: string, config: PreparedConfig, event: AutomationEventRecord): Promise<void> {
  const today = universityToday(services.clock(), config);
  // The conditions read the record with its derived values (decision 0024), as the record is now.
  const read = async () => {
    const stored = await services.repositories[event.collection].findById(tenant, event.recordId);
    return stored ? recordWithDerived(services, config, event.collection, stored, "automations", today) : null;
  };
  const woken = automationsWoken(config.areas.automations, event);
  let record = woken.length ? await read() : null;
  for (const automation of woken) {
    if (!record) break;
    if (!actsOn(automation, record, event, today)) continue;
    const run = await claim(services, tenant, event, automation);
    if (!run) continue;
    await perform(services, tenant, config, run);
    // The next automation reads the record as this one left it.
    record = await read();
  }
  await services.repositories.automationEvents.update(tenant, event._id, { $set: { status: "done" } });
}

async function claim(services: Services, tenant: string, event: AutomationEventRecord, automation: CompiledAutomation): Promise<AutomationRunRecord | null> {
  const now = services.clock();
  try {
    return await services.repositories.automationRuns.insert(tenant, {
      _id: `${event._id}~${automation.id}`,
      eventId: event._id,
      automationId: automation.id,
      automationName: automation.name,
      collection: event.collection,
      recordId: event.recordId,
      causedBy: event.causedBy,
      status: "claimed",
      claimedAt: now.toISOString(),
      leaseUntil: new Date(now.getTime() + RUN_LEASE_MS).toISOString(),
      attempts: 1,
      step: 0,
      problems: [],
    });
  } catch (error) {
    if (error instanceof DuplicateKeyError) return null;
    throw error;
  }
}

/** Takes over a run whose holder's lease ran out (it stopped mid-run); null when another instance took it first. */
export async function takeOver(services: Services, tenant: string, run: AutomationRunRecord): Promise<AutomationRunRecord | null> {
  const now = services.clock();
  try {
    return await services.repositories.automationRuns.update(tenant, run._id, { $set: { leaseUntil: new Date(now.getTime() + RUN_LEASE_MS).toISOString() }, $inc: { attempts: 1 } }, run._version);
  } catch (error) {
    if (error instanceof VersionConflictError) return null;
    throw error;
  }
}

/** The staff member an 'assign' action gives the record to: the one it has if they hold the role, else the role's member (not deactivated) with the fewest such records. */
async function assigneeFor(services: Services, tenant: string, config: PreparedConfig, run: AutomationRunRecord, record: EntityRecord, role: string): Promise<{ id: string } | { problem: string }> {
  const field = config.areas.automations.assigneeField;
  const staff = await services.repositories.users.find(tenant, { role, disabled: false }, { sort: { email: 1 } });
  if (staff.some((user) => user._id === record[field])) return { id: String(record[field]) };
  if (staff.length === 0) return { problem: config.text("automations.problem.noStaff", { role: config.areas.roles.roles[role]?.label ?? role }) };
  const loads = await Promise.all(staff.map((user) => services.repositories[run.collection].count(tenant, { [field]: user._id })));
  return { id: staff[loads.indexOf(Math.min(...loads))]._id };
}

/** The record's changes: planned on the claim first, then written, then offered to the other automations as a change of their own. */
async function writeRecordChanges(services: Services, tenant: string, config: PreparedConfig, run: AutomationRunRecord, automation: CompiledAutomation, record: EntityRecord): Promise<AutomationRunRecord> {
  let current = run;
  if (!current.changes) {
    const assign = automation.actions.find((action): action is Extract<AutomationAction, { type: "assign" }> => action.type === "assign");
    const plan = planRecordChanges(config, automation, record, { at: services.clock().toISOString(), ...(assign ? { assignee: await assigneeFor(services, tenant, config, run, record, assign.role) } : {}) });
    current = (await services.repositories.automationRuns.update(tenant, run._id, { $set: { changes: plan.changes, shownPaths: plan.shownPaths, before: record, problems: plan.problems } })) ?? current;
  }
  const changes = current.changes ?? [];
  if (changes.length) {
    // Through the write path with an id of the run's: a run taken over after a crash makes this write once. Its change wakes the other automations, never this one.
    await updateRecord(services, tenant, run.collection, record._id, { $set: { ...Object.fromEntries(changes.map((change) => [change.path, change.to])), updatedAt: services.clock().toISOString() } }, {
      actor: `${AUTOMATION_ACTOR_PREFIX}${automation.id}`,
      action: AUTOMATION_CHANGE_ACTION,
      causedBy: [run.eventId],
      automationChain: [...run.causedBy, automation.id],
      changeId: `${run._id}>`,
    });
  }
  return (await services.repositories.automationRuns.update(tenant, run._id, { $set: { step: 1 } })) ?? current;
}

async function emailOf(services: Services, userId: unknown): Promise<string | null> {
  if (typeof userId !== "string" || !userId) return null;
  return (await services.repositories.users.findByIdForSession(userId))?.email ?? null;
}

async function recipient(services: Services, config: PreparedConfig, record: EntityRecord, to: "student" | "agent" | "staff"): Promise<string | null> {
  if (to === "student") return (await emailOf(services, record.userId)) ?? (typeof record.email === "string" ? record.email : null);
  if (to === "agent") return emailOf(services, record.agentId);
  return (await emailOf(services, record[config.areas.automations.assigneeField])) ?? config.areas.automations.teamEmail;
}

/** One message or task; a task keeps an id of the run's, so doing it again makes nothing new. */
async function performSideAction(services: Services, tenant: string, config: PreparedConfig, run: AutomationRunRecord, record: EntityRecord, action: SideAction, index: number): Promise<string | null> {
  const params = { givenName: String(record.givenName ?? ""), familyName: String(record.familyName ?? ""), stage: String(record.stage ?? ""), universityName: config.settings.universityName, teamName: config.settings.teamName ?? "" };
  const key = `${run._id}#${index}`;
  if (action.type === "createTask") {
    const today = universityToday(services.clock(), config);
    try {
      await services.repositories.staffTasks.insert(tenant, {
        _id: key,
        collection: run.collection,
        recordId: record._id,
        title: config.text(action.titleKey, params),
        dueDate: addDays(today, action.dueInDays),
        ...(action.role ? { role: action.role } : {}),
        automationId: run.automationId,
        createdAt: services.clock().toISOString(),
        status: "open",
      });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    return null;
  }
  const to = await recipient(services, config, record, action.to);
  if (!to) return config.text("automations.problem.noRecipient", { recipient: config.text(`automations.recipient.${action.to}`) });
  await messageSender(services).send({
    channel: "email",
    to,
    subject: config.text(action.subjectKey, params),
    text: config.text(action.bodyKey, params),
    tenant,
    purpose: `automation:${run.automationId}`,
    messageId: `<automation-${createHash("sha256").update(key).digest("hex").slice(0, 32)}@${new URL(services.env.publicUrl).hostname}>`,
  });
  return null;
}

/** Does what is left of a claimed run, then marks it done and writes it into the record's history. */
export async function perform(services: Services, tenant: string, config: PreparedConfig, claimed: AutomationRunRecord): Promise<void> {
  const runs = services.repositories.automationRuns;
  const automation = config.areas.automations.automations.find((candidate) => candidate.id === claimed.automationId);
  const record = await services.repositories[claimed.collection].findById(tenant, claimed.recordId);
  let run = claimed;
  if (automation && record) {
    if (run.step === 0) run = await writeRecordChanges(services, tenant, config, run, automation, record);
    // Messages and tasks speak of the record as the run left it (its new stage).
    const changed = (await services.repositories[run.collection].findById(tenant, run.recordId)) ?? record;
    const sideActions = automation.actions.filter(isSideAction);
    for (let index = run.step - 1; index < sideActions.length; index++) {
      const problem = await performSideAction(services, tenant, config, run, changed, sideActions[index], index);
      run = (await runs.update(tenant, run._id, { $set: { step: index + 2 }, ...(problem ? { $push: { problems: problem } } : {}) })) ?? run;
    }
  }
  await finishRun(services, tenant, config, run, "done");
}

/** Gives up a run that failed this many times (an email server refusing for hours): the history says what was not done. */
export async function giveUp(services: Services, tenant: string, config: PreparedConfig, run: AutomationRunRecord): Promise<void> {
  const problem = config.text("automations.problem.gaveUp", { attempts: run.attempts - 1 });
  await finishRun(services, tenant, config, { ...run, problems: [...run.problems, problem] }, "failed");
}

/** Marks the run finished and writes it into the record's history (once: the entry has the run's id). */
async function finishRun(services: Services, tenant: string, config: PreparedConfig, run: AutomationRunRecord, status: "done" | "failed"): Promise<void> {
  const at = services.clock().toISOString();
  await services.repositories.automationRuns.update(tenant, run._id, { $set: { status, finishedAt: at, problems: run.problems } });
  const shownPaths = new Set(run.shownPaths ?? []);
  const assigneeField = config.areas.automations.assigneeField;
  // The history names the staff member, not their account's id.
  const nameOf = async (id: unknown) => {
    const account = typeof id === "string" && id ? await services.repositories.users.findByIdForSession(id) : null;
    return account ? [account.givenName, account.familyName].filter(Boolean).join(" ") || account.email : null;
  };
  const shown = await Promise.all((run.changes ?? []).filter((change) => shownPaths.has(change.path)).map(async (change) => (change.path === assigneeField ? { ...change, from: await nameOf(change.from), to: await nameOf(change.to) } : change)));
  try {
    await services.repositories.auditLog.insert(tenant, {
      _id: `audit-${run._id}`,
      at,
      actorId: `${AUTOMATION_ACTOR_PREFIX}${run.automationId}`,
      action: "automation.run",
      entity: run.collection,
      entityId: run.recordId,
      details: { automation: run.automationName, changes: shown, ...(run.problems.length ? { problems: run.problems.join(" ") } : {}) },
    });
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
}
