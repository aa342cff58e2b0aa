// Commands for configuration authors: config validate, form evaluate.
import { parseArgs, type ParseArgsConfig } from "node:util";
import { evaluatePage, timeline } from "../../rules";
import { checkBeforePublishing } from "../tenant-config/validate";
import { composedConfigs, preparedConfig, readJsonArgument } from "./config-source";
import { CliInputError, requireOption } from "./cli-input";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function parse(args: string[], options: NonNullable<ParseArgsConfig["options"]>) {
  try {
    return parseArgs({ args, options, strict: true }).values as Record<string, unknown>;
  } catch (error) {
    throw new CliInputError((error as Error).message);
  }
}

export async function configValidate(args: string[]): Promise<number> {
  const values = parse(args, { tenant: { type: "string" } });
  const configs = await composedConfigs(values.tenant as string | undefined);
  let problems = 0;
  for (const { key, config } of configs) {
    for (const problem of await checkBeforePublishing(config)) {
      console.log(`${key}: ${problem.location}: ${problem.problem}`);
      problems += 1;
    }
  }
  if (problems === 0) console.log(`${configs.map((entry) => entry.key).join(", ")}: no problems`);
  return problems === 0 ? 0 : 1;
}

export async function formEvaluate(args: string[]): Promise<number> {
  const values = parse(args, {
    tenant: { type: "string" },
    form: { type: "string" },
    record: { type: "string" },
    today: { type: "string" },
    role: { type: "string" },
  });
  const tenant = requireOption(values, "tenant");
  const formId = requireOption(values, "form");
  const record = await readJsonArgument(requireOption(values, "record"));
  const today = typeof values.today === "string" ? values.today : new Date().toISOString().slice(0, 10);
  if (!ISO_DATE.test(today)) throw new CliInputError("--today must be YYYY-MM-DD");
  const config = await preparedConfig(tenant);
  if (!config.hasForm(formId)) throw new CliInputError(`Unknown form "${formId}" for ${tenant}`);
  const result = evaluatePage(config, formId, { record, today, role: typeof values.role === "string" ? values.role : "Applicant" });
  const fields = Object.fromEntries(Object.entries(result.states).map(([path, state]) => [path, { label: state.label, visible: state.visible, mandatory: state.mandatory }]));
  const errors = result.errors.map(({ path, message, ruleId }) => ({ path, message, ruleId }));
  console.log(JSON.stringify({ fields, errors }, null, 2));
  return 0;
}

export async function remindersTimeline(args: string[]): Promise<number> {
  const values = parse(args, { tenant: { type: "string" }, reminder: { type: "string" }, days: { type: "string" } });
  const tenant = requireOption(values, "tenant");
  const key = requireOption(values, "reminder");
  const days = values.days === undefined ? 60 : Number(values.days);
  if (!Number.isInteger(days) || days < 0) throw new CliInputError("--days must be a whole number of days");
  const config = await preparedConfig(tenant);
  const reminder = config.areas.reminders.find((candidate) => candidate.key === key);
  if (!reminder) throw new CliInputError(`Unknown reminder "${key}" for ${tenant}`);
  console.log(JSON.stringify(timeline(reminder, days)));
  return 0;
}
