// `npm run cli -- demo users` says where each account stands (issue 13 item 12), read from the
// demo data: an applicant's offer status, a student's CAS stage, the generated list applicants.
import { describe, expect, it } from "vitest";
import { TENANT_CONFIGS_DIR } from "../../../server/paths";
import { demoSignIns, readDemoData } from "../../../server/seed/demo-data";

describe("the demo sign-ins", () => {
  it("name each applicant's offer status and each student's CAS stage", async () => {
    const signIns = demoSignIns(await readDemoData(TENANT_CONFIGS_DIR), ["northbridge"]);
    const find = (local: string) => signIns.find((signIn) => signIn.email.startsWith(`${local}@`));
    expect(find("applicant3")).toMatchObject({ role: "Applicant", offerStatus: "Conditional" });
    expect(find("student9")).toMatchObject({ role: "Student", casStage: "CAS Issued" });
    expect(find("cohort1")).toMatchObject({ role: "Applicant", generated: true });
    expect(find("uniadmin")).not.toHaveProperty("casStage");
  });
});
