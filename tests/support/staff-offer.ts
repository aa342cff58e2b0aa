// A conditional offer as an officer makes it in the tests of offers (the course, intake, fee and
// a CV condition), and posting a staff or applicant page as its JavaScript does.
import type { TestBrowser } from "./http-client";
import { decodeRemixData } from "./remix-data";

/** The offer form's answers for a conditional BSc offer at £16,500 asking for a CV. */
export const OFFER_DETAILS = {
  courseId: "NBU-101",
  intakeId: "2027-09",
  conditionType: "Conditional",
  fee: "16500.00",
  requirementTemplates: ["CV"],
  startText: "Congratulations on your offer.",
};

/** The status form's conditions for that offer: the CV is a condition. */
export const OFFER_CONDITIONS = [{ requirementId: "CV", requirementText: "CV", status: "Condition", conditionText: "An up-to-date CV" }];

/** A page's answers posted as JSON at the record's version: the status and the errors the page shows. */
export async function postPage(browser: TestBrowser, url: string, data: Record<string, unknown>, version: number): Promise<{ status: number; errors: unknown[] }> {
  const answer = await browser.postJson(`${url}.data`, { data, version });
  const body = answer.text && answer.status < 400 ? ((await decodeRemixData(answer.text)) as { page?: { errors: unknown[] } }) : {};
  return { status: answer.status, errors: body.page?.errors ?? [] };
}
