// A university's import of offer-holders as its UniAdmin runs it on the imports page (issue 18;
// decision 0825): a CSV with good rows, bad rows (each kind of problem 001 §5 names) and, in a
// later import, people already imported with values changed at the source, some of which meet a
// value changed since (a conflict staff settle). Upload, preview, confirm, then the background
// run to the end; after a kill -9 the restart's start-up resumes it.
import { confirmImport, createImport, jobOf, previewImport } from "../../server/import/import-jobs";
import { saveImportFile } from "../../server/import/import-files";
import type { Outcome, RunContext } from "./actions/index";
import { Prng } from "./prng";
import type { Person, World } from "./world";

export interface ImportRow {
  person: string;
  kind: "new" | "again";
  givenName: string;
  familyName: string;
  nationality: string;
  courseTitle: string;
  conditional: boolean;
  /** The university sends the student straight to the CAS tasks (the import's casBypass column; decision 0030). */
  casBypass: boolean;
  /** Fields changed at the source since the last import (again rows). */
  changes?: Record<string, unknown>;
  /** What this row puts in each compared field (the next import's baseline). */
  imported: Record<string, unknown>;
  baseline?: Record<string, unknown>;
  csv: string;
}

export interface ImportPlan {
  tenant: string;
  id: string;
  fileName: string;
  rows: ImportRow[];
  bad: string[];
}

/** The first-year fee every imported offer carries (the pipeline's fee column, decision 0058). */
export const IMPORTED_COURSE_FEE = 16500;

const HEADER = "studentNo,email,familyName,givenName,dob,intakeId,offerId,nationality,withAgent,agentName,offers_courses_title,offers_courses_start_date,offers_courses_end_date,offers_courses_fee,courseFeePaidToDate,isPSEnglish,offers_courses_conditional,offers_courses_conditions_text1,casBypass";

const ALPHA3: Record<string, string> = { Nigerian: "NGA", Indian: "IND", Chinese: "CHN", Pakistani: "PAK", Ghanaian: "GHA", Vietnamese: "VNM", Bangladeshi: "BGD", British: "GBR" };
const NATIONALITY_OF = Object.fromEntries(Object.entries(ALPHA3).map(([nationality, code]) => [code, nationality]));

function rowOf(person: Person, values: { givenName: string; familyName: string; nationalityCode: string; courseTitle: string; conditional: boolean; casBypass: boolean }): string {
  const start = person.intakeId === "2027-01" ? "2027-01-11" : "2027-09-20";
  const end = person.intakeId === "2027-01" ? "2028-01-10" : "2028-09-19";
  return [
    person.studentNo,
    person.email,
    values.familyName,
    values.givenName,
    person.dob,
    person.intakeId,
    `OFF-${person.key}`,
    values.nationalityCode,
    "false",
    "",
    values.courseTitle,
    start,
    end,
    String(IMPORTED_COURSE_FEE),
    "0",
    "false",
    String(values.conditional),
    values.conditional ? "IELTS for UKVI 6.5 overall" : "",
    String(values.casBypass),
  ].join(",");
}

/** The bad rows of a file: each problem the import names (001 §5), and an address another university's account holds. */
function badRows(day: number, takenEmail: string): string[] {
  const tail = `,2027-09,OFF-bad-${day},IND,false,,MSc Data Science,2027-09-20,2028-09-19,16500,0,false,false,,false`;
  return [
    `,nostudentno.${day}@mail.season.example,Family,Given,2000-01-01${tail}`,
    `SB${day}01,not-an-email,Family,Given,2000-01-01${tail}`,
    `SB${day}02,bad.date.${day}@mail.season.example,Family,Given,01/02/2000${tail}`,
    `SB${day}03,agent.${day}@mail.season.example,Family,Given,2000-01-01,2027-09,OFF-bad,IND,true,,MSc Data Science,2027-09-20,2028-09-19,16500,0,false,false,,false`,
    `SB${day}04,ends.${day}@mail.season.example,Family,Given,2000-01-01,2027-09,OFF-bad,IND,false,,MSc Data Science,2027-09-20,2027-01-01,16500,0,false,false,,false`,
    `SB${day}05,${takenEmail},Family,Given,2000-01-01${tail}`,
  ];
}

/** The file a university imports on `day`: those arriving that day, some imported before again, and the bad rows. */
export function planImport(world: World, tenant: string, day: number, takenEmail: string): ImportPlan | null {
  const rng = new Prng(world.seed).fork(`import:${tenant}:${day}`);
  const arriving = world.people.filter((person) => person.tenant === tenant && person.route === "imported" && person.arrives === day && !person.student);
  const earlier = world.people.filter((person) => person.tenant === tenant && person.route === "imported" && person.student?.imported && person.arrives < day);
  if (!arriving.length && !earlier.length) return null;
  const rows: ImportRow[] = [];
  const first = day === Math.min(...world.people.filter((person) => person.route === "imported").map((person) => person.arrives));
  for (const [i, person] of arriving.entries()) {
    // The university's system has some people's nationality wrong (what they then give in their checklist differs): always the first of the first file.
    const code = (first && i === 0) || rng.chance(0.3) ? rng.pick(Object.values(ALPHA3).filter((candidate) => candidate !== ALPHA3[person.nationality])) : ALPHA3[person.nationality];
    const courseTitle = world.courses[tenant].find((course) => course.id === person.courseId)?.name ?? person.courseId;
    const conditional = rng.chance(0.4);
    // Some go straight to the CAS tasks (the university's casBypass column): they get the CAS bypass welcome instead of the welcome.
    const casBypass = rng.chance(0.15);
    const imported = { givenName: person.givenName, familyName: person.familyName, nationality: NATIONALITY_OF[code] };
    rows.push({ person: person.key, kind: "new", givenName: person.givenName, familyName: person.familyName, nationality: NATIONALITY_OF[code], courseTitle, conditional, casBypass, imported, csv: rowOf(person, { givenName: person.givenName, familyName: person.familyName, nationalityCode: code, courseTitle, conditional, casBypass }) });
  }
  // Those whose own answer now differs from the last import are always in it again (each meets a conflict); some others too.
  const differs = (person: Person) => person.student?.fields.nationality !== person.student?.importedFields?.nationality;
  const again = [...earlier.filter(differs), ...rng.shuffle(earlier.filter((person) => !differs(person))).slice(0, Math.ceil(earlier.length * 0.5))];
  for (const person of again) {
    const student = person.student as NonNullable<Person["student"]>;
    const baseline = student.importedFields ?? {};
    const givenName = rng.chance(0.25) ? `${String(baseline.givenName ?? person.givenName)}-Ann` : String(baseline.givenName ?? person.givenName);
    const nationality = String(baseline.nationality ?? person.nationality);
    const changes: Record<string, unknown> = {};
    if (givenName !== baseline.givenName) changes.givenName = givenName;
    const imported = { givenName, familyName: String(baseline.familyName ?? person.familyName), nationality };
    // Every compared field is in the row: an unchanged one still meets a value changed since the last import.
    for (const [field, value] of Object.entries(imported)) if (!(field in changes)) changes[field] = value;
    rows.push({
      person: person.key,
      kind: "again",
      givenName,
      familyName: imported.familyName,
      nationality,
      courseTitle: student.courseName ?? "",
      conditional: student.conditional === true,
      casBypass: student.casBypass === true,
      changes,
      imported,
      baseline,
      csv: rowOf(person, { givenName, familyName: imported.familyName, nationalityCode: ALPHA3[nationality] ?? "IND", courseTitle: student.courseName ?? "", conditional: student.conditional === true, casBypass: student.casBypass === true }),
    });
  }
  const bad = badRows(day, takenEmail);
  return { tenant, id: `season-${tenant}-day${day}`, fileName: `offer-holders-day${day}.csv`, rows, bad };
}

export function fileText(plan: ImportPlan): string {
  const lines = plan.rows.map((row) => row.csv);
  // The bad rows sit among the good ones, as in a real export.
  lines.splice(Math.min(3, lines.length), 0, ...plan.bad);
  return `${[HEADER, ...lines].join("\n")}\n`;
}

async function settle(ctx: RunContext, tenant: string, id: string): Promise<ReturnType<typeof jobOf> | null> {
  // The import runs in the background after confirming; the officer watches its progress.
  for (let i = 0; i < 3000; i++) {
    const record = await ctx.app.services.repositories.imports.findById(tenant, id);
    const job = record ? jobOf(record) : null;
    if (job && (job.status === "done" || job.status === "failed")) return job;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return null;
}

export async function runImport(ctx: RunContext, tenant: string, plan: ImportPlan): Promise<Outcome> {
  const { services } = ctx.app;
  const user = ctx.app.staff[tenant].uniadmin;
  const existing = await services.repositories.imports.findById(tenant, plan.id);
  if (!existing) {
    await saveImportFile(services, plan.id, "csv", Buffer.from(fileText(plan)));
    await createImport(services, user, tenant, plan.id, plan.fileName, "csv");
  }
  let job = jobOf((await services.repositories.imports.findById(tenant, plan.id))!);
  if (job.status === "previewing") job = await previewImport(services, tenant, plan.id, "csv");
  if (job.status === "previewed") {
    ctx.onLongRun?.("import");
    await confirmImport(services, user, tenant, plan.id);
  }
  const finished = await settle(ctx, tenant, plan.id);
  if (!finished) return { status: "refused", detail: `the import ${plan.id} never finished (status ${job.status})` };
  if (finished.status !== "done") return { status: "refused", detail: `the import ${plan.id} ended ${finished.status}: ${finished.error ?? ""}` };
  const accounts: Record<string, string> = {};
  const created: string[] = [];
  for (const row of plan.rows) {
    const person = ctx.world.people.find((candidate) => candidate.key === row.person) as Person;
    const account = await services.repositories.users.findByEmailForSignIn(person.email);
    if (account) accounts[person.key] = account._id;
    if (row.kind === "new" && (await services.repositories.students.findOne(tenant, { studentNo: person.studentNo }))) created.push(person.key);
  }
  const result = finished.result;
  return { status: "done", data: { accounts, created, summaryCreated: result?.created ?? 0, summaryUpdated: result?.updated ?? 0, summaryFailed: result?.failed ?? 0 } };
}
