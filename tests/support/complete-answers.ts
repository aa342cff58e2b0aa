// The demo's complete checklist (tenant-configs/_demo/complete-checklist.json) as a Northbridge
// student (student1, Amara Okafor, the university's first course) gives it, filled by the
// seed's own placeholder filling; the HTTP tests pay a £5,000 deposit, as their sums expect.
import fixture from "../../tenant-configs/_demo/complete-checklist.json";
import { fillPlaceholders } from "../../server/seed/placeholders";

type Sections = Record<string, Record<string, unknown>>;

const filled = fillPlaceholders(fixture.sections, {
  givenName: "Amara",
  nationality: "Nigerian",
  familyName: "Okafor",
  studentNo: "S1000",
  courseId: "NBU-100",
  courseName: "MSc Data Science",
  courseFee: 16500,
}) as Sections;

export const completeAnswers: Sections = { ...filled, "source-of-funds": { ...filled["source-of-funds"], courseFeeDeposit: 5000 } };
