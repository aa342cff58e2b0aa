// Reads the demo cast (tenant-configs/_demo/demo.json) and turns it into concrete users per
// university. Validated like any other file an admin may edit.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

const Person = z.object({
  local: z.string().regex(/^[a-z0-9.-]+$/),
  role: z.string().min(1),
  givenName: z.string(),
  familyName: z.string(),
  /** The agency or partner organisation of an agent, agency admin or partner. */
  organisationId: z.string().optional(),
});

const Cohort = z.object({
  size: z.number().int().min(0).max(1000),
  local: z.string().includes("{n}"),
  givenNames: z.array(z.string()).min(1),
  familyNames: z.array(z.string()).min(1),
  nationalities: z.array(z.tuple([z.string(), z.string()])).min(1),
  feeStatuses: z.array(z.string()).min(1),
  applicationStatuses: z.array(z.string()).min(1),
  offerStatuses: z.array(z.string()).min(1),
  withoutOfferEvery: z.number().int().min(1),
  agents: z.array(z.object({ agent: z.string(), every: z.number().int().min(1) })),
  partner: z.object({ partner: z.string(), every: z.number().int().min(1) }),
  tags: z.array(z.array(z.string())).min(1),
  appliedFrom: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  appliedEveryDays: z.number().int().min(0),
});

const DemoSchema = z.object({
  password: z.string().min(8),
  emailDomain: z.string().includes("{tenant}"),
  platformAdmin: z.object({ email: z.string().email(), role: z.string(), givenName: z.string(), familyName: z.string() }),
  staff: z.array(Person),
  applicants: z.array(Person.extend({ application: z.record(z.unknown()) })),
  offers: z.array(z.object({ applicant: z.string(), status: z.string() }).passthrough()),
  // `uploads`: the document types the student has uploaded and staff have yet to review.
  students: z.array(Person.extend({ student: z.record(z.unknown()), uploads: z.array(z.string().min(1)).optional() })),
  cohort: Cohort.passthrough(),
});

export type DemoData = z.infer<typeof DemoSchema>;

export const DEMO_FILE = path.join("_demo", "demo.json");

export async function readDemoData(configRoot: string): Promise<DemoData> {
  const file = path.join(configRoot, DEMO_FILE);
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new Error(`${file}: Invalid JSON format. (${(error as Error).message})`);
  }
  const parsed = DemoSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  return parsed.data;
}

export function demoEmail(demo: DemoData, local: string, tenant: string): string {
  return `${local}@${demo.emailDomain.replace("{tenant}", tenant)}`;
}

export interface DemoSignIn {
  email: string;
  password: string;
  role: string;
  tenant: string | null;
  /** Where the account stands, so a tester picks the right one: its offer's status or its CAS stage. */
  offerStatus?: string;
  casStage?: string;
  /** One of the generated applicants that fill the staff lists. */
  generated?: true;
}

/** Where a demo person stands, read from the demo data itself. */
function stateOf(demo: DemoData, local: string): Pick<DemoSignIn, "offerStatus" | "casStage"> {
  const offer = demo.offers.find((candidate) => candidate.applicant === local);
  const stage = demo.students.find((candidate) => candidate.local === local)?.student.stage;
  return { ...(offer ? { offerStatus: offer.status } : {}), ...(typeof stage === "string" ? { casStage: stage } : {}) };
}

/** Every demo sign-in, for the README and `npm run cli -- demo users`. */
export function demoSignIns(demo: DemoData, tenants: string[]): DemoSignIn[] {
  const cohort = Array.from({ length: demo.cohort.size }, (_, i) => ({ local: demo.cohort.local.replace("{n}", String(i + 1)), role: "Applicant", generated: true as const }));
  const people: Array<{ local: string; role: string; generated?: true }> = [...demo.staff, ...demo.applicants, ...demo.students, ...cohort];
  return [
    { email: demo.platformAdmin.email, password: demo.password, role: demo.platformAdmin.role, tenant: null },
    ...tenants.flatMap((tenant) =>
      people.map((person) => ({
        email: demoEmail(demo, person.local, tenant),
        password: demo.password,
        role: person.role,
        tenant,
        ...stateOf(demo, person.local),
        ...(person.generated ? { generated: true as const } : {}),
      })),
    ),
  ];
}
