// The seeded cohort: who applies to which of the two universities, how (on their own, through an
// agent, or in the university's import of offer-holders), when they first appear, how quickly
// they act and what will become of them. The same seed gives the same people.
import { SEASON_TENANTS, type SeasonTenant } from "./app";
import { Prng } from "./prng";
import type { Fate, Person, Route } from "./world";

const GIVEN = ["Amara", "Kofi", "Priya", "Wei", "Fatima", "Chinedu", "Aisha", "Rahul", "Mei", "Tariq", "Ngozi", "Arjun", "Li", "Zainab", "Emeka", "Ananya", "Hao", "Yusuf", "Ifeoma", "Sanjay", "Lan", "Omar", "Adaeze", "Vikram", "Xin", "Bilal", "Chiamaka", "Deepa", "Jun", "Hamza"];
const FAMILY = ["Okafor", "Mensah", "Sharma", "Zhang", "Khan", "Eze", "Bello", "Patel", "Chen", "Ahmed", "Obi", "Singh", "Wang", "Hussain", "Nwosu", "Iyer", "Liu", "Abubakar", "Adeyemi", "Reddy", "Nguyen", "Malik", "Okonkwo", "Gupta", "Huang", "Qureshi", "Uche", "Nair", "Zhou", "Rashid"];
/** Nationalities as the reference list names them, with the phone country code and a mobile prefix the country uses (the number's other digits are drawn). */
const NATIONALITIES: ReadonlyArray<{ nationality: string; dial: string; mobile: string; digits: number }> = [
  { nationality: "Nigerian", dial: "234", mobile: "803", digits: 7 },
  { nationality: "Indian", dial: "91", mobile: "98", digits: 8 },
  { nationality: "Chinese", dial: "86", mobile: "138", digits: 8 },
  { nationality: "Pakistani", dial: "92", mobile: "300", digits: 7 },
  { nationality: "Ghanaian", dial: "233", mobile: "20", digits: 7 },
  { nationality: "Vietnamese", dial: "84", mobile: "91", digits: 7 },
  { nationality: "Bangladeshi", dial: "880", mobile: "17", digits: 8 },
];
const BRITISH = { nationality: "British", dial: "44", mobile: "7911123", digits: 3 };

/** Each university's courses (id, intakes), as its settings list them. */
export interface CourseChoice {
  id: string;
  intakes: readonly string[];
  mode?: string;
}

/** A Student visa is for full-time study (the programme choice's rule): overseas applicants choose full-time courses. */
const visaCourse = (course: CourseChoice) => !course.mode || course.mode === "Full-time";

export interface CohortOptions {
  people: number;
  days: number;
  seed: number;
  courses: Readonly<Record<SeasonTenant, readonly CourseChoice[]>>;
}

/** The days the universities import their offer-holders' files: early, mid and late season. */
export function importDays(days: number): number[] {
  return [...new Set([2, Math.floor(days * 0.3), Math.floor(days * 0.55)])].filter((day) => day >= 1 && day < days);
}

function fateOf(rng: Prng): Fate {
  return {
    sectionsBeforeStall: rng.chance(0.12) ? rng.int(0, 12) : Number.MAX_SAFE_INTEGER,
    submits: rng.chance(0.92),
    decision: rng.weighted({ Conditional: 55, Unconditional: 17, Rejected: 14, Undecided: 14 }),
    answer: rng.weighted({ Accepted: 76, Declined: 14, None: 10 }),
    pays: rng.chance(0.88),
    firstDocumentRejected: rng.chance(0.3),
    checklistPagesBeforeStall: rng.chance(0.2) ? rng.int(0, 14) : Number.MAX_SAFE_INTEGER,
    outcome: rng.weighted({ "Visa received": 70, "Visa refusal": 12, Deferred: 8, "Closed Lost": 5, None: 5 }),
    enrols: rng.weighted({ Enrolled: 50, Completed: 20, Withdrawn: 10, None: 20 }),
    withdrawnByStaff: rng.chance(0.05),
  };
}

/**
 * The season's first people, at each university, each take a journey the season must contain
 * (so every reminder that can fire has someone to fire for, and each end a student can come to is
 * reached): they arrive on the first days, act daily, and meet their fate.
 */
const THROUGH: Partial<Fate> = { sectionsBeforeStall: Number.MAX_SAFE_INTEGER, submits: true, answer: "Accepted", pays: true, checklistPagesBeforeStall: Number.MAX_SAFE_INTEGER, withdrawnByStaff: false };
const JOURNEYS: ReadonlyArray<Partial<Fate>> = [
  { ...THROUGH, decision: "Conditional", firstDocumentRejected: true, outcome: "Visa received", enrols: "Completed" },
  { ...THROUGH, decision: "Unconditional", outcome: "Deferred" },
  { ...THROUGH, decision: "Conditional", outcome: "Visa refusal" },
  { ...THROUGH, decision: "Unconditional", outcome: "Visa received", enrols: "Withdrawn" },
  { ...THROUGH, decision: "Unconditional", outcome: "Closed Lost" },
  { ...THROUGH, decision: "Conditional", answer: "None" },
  { ...THROUGH, decision: "Rejected" },
  { ...THROUGH, sectionsBeforeStall: 4 },
  { ...THROUGH, sectionsBeforeStall: 0 },
];

export function makeCohort(options: CohortOptions): Person[] {
  const rng = new Prng(options.seed).fork("cohort");
  const imports = importDays(options.days);
  const lastArrival = Math.max(1, Math.floor(options.days * 0.6));
  const people: Person[] = [];
  for (let i = 0; i < options.people; i++) {
    const tenant: SeasonTenant = i % 5 < 3 ? SEASON_TENANTS[0] : SEASON_TENANTS[1];
    const drawn: Route = rng.weighted({ direct: 40, agent: 32, imported: 28 });
    const route: Route = i < JOURNEYS.length * 2 && drawn === "imported" ? "direct" : drawn;
    const givenName = rng.pick(GIVEN);
    const familyName = rng.pick(FAMILY);
    const key = `p${String(i + 1).padStart(4, "0")}`;
    const home = rng.chance(0.08);
    const origin = home ? BRITISH : rng.pick(NATIONALITIES);
    const courses = options.courses[tenant];
    const course = rng.pick(home ? courses : courses.filter(visaCourse).length ? courses.filter(visaCourse) : courses);
    const journey = i < JOURNEYS.length * 2 ? JOURNEYS[Math.floor(i / 2)] : null;
    const arrives = journey ? i % 3 : route === "imported" ? rng.pick(imports) : rng.int(0, lastArrival);
    const year = rng.int(1996, 2006);
    const firstImported = route === "imported" && arrives === imports[0] && !people.some((earlier) => earlier.tenant === tenant && earlier.route === "imported" && earlier.arrives === imports[0]);
    people.push({
      key,
      tenant,
      route,
      givenName,
      familyName,
      email: `${givenName}.${familyName}.${key}@mail.season.example`.toLowerCase(),
      nationality: origin.nationality,
      feeStatus: home ? "HOME" : "OVERSEAS",
      dob: `${year}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`,
      phone: `${origin.dial}-${origin.mobile}${String(rng.int(0, 10 ** origin.digits - 1)).padStart(origin.digits, "0")}`,
      courseId: course.id,
      intakeId: rng.pick(course.intakes),
      studentNo: `S${tenant === "northbridge" ? "N" : "P"}${String(100000 + i)}`,
      agent: route === "agent" ? (rng.chance(0.7) ? "agent" : "agent2") : null,
      arrives,
      pace: journey || firstImported ? 1 : rng.int(1, 4),
      // The first imported at each university goes through the checklist (their own nationality meets the import's, a conflict).
      fate: { ...fateOf(rng), ...(journey ?? {}), ...(firstImported ? THROUGH : {}) },
      offers: [],
      reached: {},
      next: arrives,
      trail: [],
      done: false,
    });
  }
  return people;
}
