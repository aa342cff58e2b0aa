// The university's own work: messages and internal notes, reading them, the imports of
// offer-holders, and publishing the mid-season configuration.
import { openConversation, readConversation, sendMessage } from "../../../server/conversations/conversations";
import { configOf } from "../app";
import { runImport, type ImportPlan } from "../imports";
import { tagBy } from "../model-rules";
import { PENNINE_AUTOMATIONS, publishMidSeason } from "../configure";
import { count, note, personByKey, type Person } from "../world";
import { done, refused, staff, services, applicantUser, type ActionImpl } from "./support";


export const message: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    if (!p.userId) return refused("no account");
    const config = await configOf(services(ctx), p.tenant);
    const from = String(params.from);
    const user = from === "person" ? await applicantUser(ctx, p) : staff(ctx, p.tenant, from);
    const conversation = await openConversation(services(ctx), user, p.tenant, config, p.userId);
    if (!conversation) return refused(`${from} may not open the conversation`);
    const body = String(params.body);
    if (ctx.retry && (await services(ctx).repositories.conversationMessages.findOne(p.tenant, { personId: p.userId, body, authorId: user.id }))) return done();
    const sent = await sendMessage(services(ctx), conversation, { audience: String(params.audience), body });
    return "problems" in sent ? refused(sent.problems.map((problem) => problem.message).join("; ")) : done();
  },
  apply(world, person, params, _outcome, when) {
    const p = person as Person;
    count(world, `message:${String(params.audience)}`);
    note(p, when.day, `${String(params.from)} writes ${params.audience === "internal" ? "an internal note" : `to the ${String(params.audience)} conversation`}`);
  },
};

export const readMessages: ActionImpl = {
  async run(ctx, person, params) {
    const p = person as Person;
    if (!p.userId) return refused("no account");
    const config = await configOf(services(ctx), p.tenant);
    const user = staff(ctx, p.tenant, String(params.by ?? "uni"));
    const conversation = await openConversation(services(ctx), user, p.tenant, config, p.userId);
    if (!conversation) return refused("staff may not open the conversation");
    await readConversation(services(ctx), conversation);
    return done();
  },
  apply(_world, person, _params, _outcome, when) {
    note(person as Person, when.day, "staff read their messages");
  },
};

export const importAction: ActionImpl = {
  async run(ctx, _person, params, action) {
    return runImport(ctx, action.tenant, params as unknown as ImportPlan);
  },
  apply(world, _person, params, outcome, when) {
    const plan = params as unknown as ImportPlan;
    const accounts = outcome.data.accounts as Record<string, string>;
    const created = new Set(outcome.data.created as string[]);
    for (const row of plan.rows) {
      const p = personByKey(world, row.person);
      if (row.kind === "new") {
        if (!created.has(p.key)) continue;
        p.userId = accounts[p.key];
        p.accountStatus = "NEW";
        p.student = {
          id: "",
          stage: world.importStage,
          stageChangedAt: when.at,
          stagesEntered: {},
          invitedAt: when.at,
          createdAt: when.at,
          imported: true,
          studentNo: p.studentNo,
          courseName: row.courseTitle,
          conditional: row.conditional,
          ...(row.casBypass ? { casBypass: true } : {}),
          intakeId: p.intakeId,
          pages: {},
          questionnaire: {},
          tags: [],
          documents: [],
          conflicts: {},
          fields: { givenName: row.givenName, familyName: row.familyName, nationality: row.nationality },
          unreadForTeam: {},
        };
        note(p, when.day, "arrives in the university's import of offer-holders");
      } else if (p.student) {
        // 001 §5, decision 0825: a field is overwritten while it still holds what the last import put there (or nothing); otherwise the imported value waits as a conflict.
        const student = p.student;
        const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
        const baseline = { ...(student.importedFields ?? {}) };
        for (const [field, value] of Object.entries(row.changes ?? {})) {
          const current = student.fields[field];
          const ended = () => {
            if (!student.conflicts[field]) return;
            delete student.conflicts[field];
            if (field === "nationality") tagBy(world, p, PENNINE_AUTOMATIONS.settled);
          };
          if (same(current, value)) {
            baseline[field] = value;
            ended();
          } else if (current === undefined || current === null || (field in baseline && same(current, baseline[field]))) {
            student.fields[field] = value;
            baseline[field] = value;
            ended();
          } else {
            student.conflicts[field] = { imported: value, current };
          }
        }
        student.importedFields = baseline;
        const changed = Object.keys(row.changes ?? {}).filter((field) => !same(row.baseline?.[field], row.changes?.[field]));
        note(p, when.day, `is in the university's import again${changed.length ? ` with ${changed.join(", ")} changed at the source` : ""}`);
        continue;
      }
      if (p.student) p.student.importedFields = { ...row.imported };
    }
    world.imports.push({ day: when.day, tenant: plan.tenant, rows: plan.rows.length + plan.bad.length, bad: plan.bad.length, created: Number(outcome.data.summaryCreated ?? 0), updated: Number(outcome.data.summaryUpdated ?? 0), failed: Number(outcome.data.summaryFailed ?? 0) });
  },
};

/** The UniAdmin publishes the mid-season configuration (configure.ts says what changes). */
export const publishAction: ActionImpl = {
  async run(ctx, _person, _params, action) {
    const published = await publishMidSeason(services(ctx), action.tenant, staff(ctx, action.tenant, "uniadmin").id);
    if ("problem" in published) {
      // A retry after a kill finds it already published: the draft is gone and the version is the next one.
      const current = await services(ctx).configs.current(action.tenant);
      if (ctx.retry && (current.config.reminders as Record<string, { offsets?: number[] }>).acceptOffer?.offsets?.[0] === 3) return done({ version: current.version, tenant: action.tenant });
      return refused(`the configuration was not published: ${published.problem}`);
    }
    return done({ version: published.version, tenant: action.tenant });
  },
  apply(world, _person, _params, outcome, when) {
    const tenant = String(outcome.data.tenant);
    world.epoch[tenant] = (world.epoch[tenant] ?? 0) + 1;
    world.newMandatoryEpoch[tenant] = world.epoch[tenant];
    count(world, `publish:${tenant}:day${when.day}`);
  },
};
