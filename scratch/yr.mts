import { evaluatePage } from "../rules";
import { defaultConfig } from "../server/cli/config-source";
const c = await defaultConfig();
for (const [form, data] of [["your-contact-details", { givenName: "A", familyName: "B", dob: "98-03-07", email: "a@b.co", phoneNumber: "+44 7911123456" }], ["course-details", { startDate: "27-01-25", endDate: "2027-09-30" }], ["referral", {}]] as const) {
  const r = evaluatePage(c, form, { record: { sections: { [form]: data } }, today: "2026-11-22", role: "Applicant" });
  console.log(form, r.errors.map((e) => `${e.path}: ${e.message} [${e.messageKey}]`));
}
