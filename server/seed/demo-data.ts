// Reads the demo cast (tenant-configs/_demo/demo.json) and turns it into concrete users per
// university. Validated like any other file an admin may edit.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

const Person = z.object({ local: z.string().regex(/^[a-z0-9.-]+$/), role: z.string().min(1), givenName: z.string(), familyName: z.string() });

const DemoSchema = z.object({
  password: z.string().min(8),
  emailDomain: z.string().includes("{tenant}"),
  platformAdmin: z.object({ email: z.string().email(), role: z.string(), givenName: z.string(), familyName: z.string() }),
  staff: z.array(Person),
  applicants: z.array(Person.extend({ application: z.record(z.unknown()) })),
  offers: z.array(z.object({ applicant: z.string(), status: z.string() }).passthrough()),
  students: z.array(Person.extend({ student: z.record(z.unknown()) })),
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
}

/** Every demo sign-in, for the README and `npm run cli -- demo users`. */
export function demoSignIns(demo: DemoData, tenants: string[]): DemoSignIn[] {
  const people = [...demo.staff, ...demo.applicants, ...demo.students];
  return [
    { email: demo.platformAdmin.email, password: demo.password, role: demo.platformAdmin.role, tenant: null },
    ...tenants.flatMap((tenant) =>
      people.map((person) => ({ email: demoEmail(demo, person.local, tenant), password: demo.password, role: person.role, tenant })),
    ),
  ];
}
