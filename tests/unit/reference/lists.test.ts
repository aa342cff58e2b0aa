import { describe, expect, it } from "vitest";
import banksList from "../../../tenant-configs/_defaults/settings/banks.json";
import {
  VISA_NOT_LISTED,
  awardTypes,
  countries,
  courseLevels,
  courseModes,
  currencies,
  currencyByCode,
  disabilityTypes,
  englishTestProviders,
  englishTestProvidersFor,
  entryPoints,
  ethnicities,
  feeStatuses,
  fundingSources,
  genders,
  gradeSystems,
  hecosSubjects,
  levelsOfStudy,
  localAuthorityAreas,
  maritalStatuses,
  months,
  previousVisaTypes,
  qualificationLevels,
  refereeRelationships,
  refusalGrounds,
  shareCodeStatuses,
  studyModes,
  ukUniversities,
  visaStatuses,
  type Option,
} from "../../../schemas/reference";

const values = (list: Option[]) => list.map((o) => o.value);
const labels = (list: Option[]) => list.map((o) => o.label);

describe("English test providers", () => {
  it("are the 12 of the specs, in order, worded exactly", () => {
    expect(labels(englishTestProviders)).toEqual([
      "IELTS for UKVI",
      "IELTS Academic",
      "IELTS General",
      "LanguageCert International ESOL SELT",
      "Trinity ISE",
      "PTE Academic UKVI",
      "PTE Academic",
      "PSI Skills for English UKVI",
      "Cambridge test",
      "TOEFL",
      "OI Digital ELLT",
      "University's own test",
    ]);
  });

  it("let a university name its own test", () => {
    const list = englishTestProvidersFor("Northbridge English Test");
    expect(list[11]).toEqual({ value: "UniversityTest", label: "Northbridge English Test" });
    expect(list.slice(0, 11)).toEqual(englishTestProviders.slice(0, 11));
  });
});

/** The university's bank list (settings.banks, 002 §3.15) by country. */
const banks = (banksList as Array<{ country: string; bank: string; isAccepted: boolean }>).reduce<Record<string, Array<{ bank: string; isAccepted: boolean }>>>((byCountry, row) => {
  (byCountry[row.country] ??= []).push({ bank: row.bank, isAccepted: row.isAccepted });
  return byCountry;
}, {});

describe("banks (the defaults' settings.banks)", () => {
  it("has the spec's countries", () => {
    expect(Object.keys(banks).sort()).toEqual(
      ["Bangladesh", "Cameroon", "Ghana", "India", "Iran, Islamic Republic of", "Pakistan", "Philippines", "Sri Lanka"].sort(),
    );
  });

  it("marks exactly the spec's 11 Indian banks as not accepted", () => {
    const rejected = banks.India.filter((b) => !b.isAccepted).map((b) => b.bank);
    expect(rejected.sort()).toEqual(
      [
        "Axis Bank Ltd",
        "Bank of Baroda",
        "Canara Bank",
        "Development Credit Bank Ltd.",
        "ICICI Bank",
        "Kotak Mahindra Bank Limited",
        "Punjab & Sind Bank",
        "Punjab National Bank",
        "The HDFC Bank Ltd",
        "The Ratnakar Bank Ltd",
        "Yes Bank",
      ].sort(),
    );
    expect(banks.India.filter((b) => b.isAccepted).length).toBeGreaterThanOrEqual(40);
    expect(banks.India.find((b) => b.bank === "State Bank of India")?.isAccepted).toBe(true);
  });

  it("accepts all 13 Cameroonian banks", () => {
    expect(banks.Cameroon).toHaveLength(13);
    expect(banks.Cameroon.every((b) => b.isAccepted)).toBe(true);
  });

  it("has some non-accepted Ghanaian banks and exactly one non-accepted Bangladeshi bank", () => {
    expect(banks.Ghana.some((b) => !b.isAccepted)).toBe(true);
    expect(banks.Ghana.some((b) => b.isAccepted)).toBe(true);
    expect(banks.Bangladesh.filter((b) => !b.isAccepted)).toHaveLength(1);
  });

  it("has no duplicate bank within a country", () => {
    for (const [country, list] of Object.entries(banks)) {
      const names = list.map((b) => b.bank);
      expect(new Set(names).size, country).toBe(names.length);
    }
  });

  it("names each country as the country picker does, so the bank question can follow the country chosen", () => {
    const names = new Set(countries.map((country) => country.name));
    for (const country of Object.keys(banks)) expect(names.has(country), country).toBe(true);
  });
});

describe("currencies", () => {
  it("rounds Swiss francs to 0.05 and nothing else", () => {
    expect(currencyByCode("CHF")?.rounding).toBe(0.05);
    expect(currencies.filter((c) => c.rounding !== 0).map((c) => c.code)).toEqual(["CHF"]);
  });

  it("uses 0, 2 or 3 decimal digits", () => {
    for (const c of currencies) expect([0, 2, 3], c.code).toContain(c.decimal_digits);
    expect(currencyByCode("JPY")?.decimal_digits).toBe(0);
    expect(currencyByCode("KWD")?.decimal_digits).toBe(3);
  });

  it("covers the currencies students hold funds in, each fully described", () => {
    expect(currencyByCode("GBP")).toMatchObject({ symbol: "£", decimal_digits: 2 });
    for (const code of ["USD", "EUR", "INR", "NGN", "PKR", "CNY", "BDT", "GHS", "XAF", "LKR", "PHP", "IRR"]) {
      expect(currencyByCode(code), code).toBeDefined();
    }
    const codes = currencies.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of currencies) {
      expect(c.code).toMatch(/^[A-Z]{3}$/);
      for (const key of ["symbol", "name", "symbol_native", "name_plural"] as const) expect(c[key].trim(), `${c.code}.${key}`).not.toBe("");
    }
    expect(currencies.length).toBeGreaterThanOrEqual(150);
  });
});

describe("course levels", () => {
  it("match the labels and values of spec 002 §3.1", () => {
    expect(courseLevels).toEqual([
      { label: "High School", value: "High School" },
      { label: "A Level", value: "A Level" },
      { label: "International Baccalaureate diploma", value: "Baccalaureate" },
      { label: "University Foundation", value: "Foundation" },
      { label: "Certificate of Higher Education", value: "CoHE" },
      { label: "DipHE", value: "DipHE" },
      { label: "HND", value: "HND" },
      { label: "Bachelor Degree", value: "UG" },
      { label: "Master's Degree", value: "PG" },
      { label: "Graduate Certificate or Diploma", value: "GC" },
      { label: "Post Graduate Certificate or Diploma", value: "PGC" },
      { label: "Research Degree", value: "Research" },
    ]);
  });
});

describe("qualification levels", () => {
  it("include the spec's examples and about 60 unique codes", () => {
    expect(qualificationLevels).toContainEqual(expect.objectContaining({ code: "H0000", label: "UK first degree with honours" }));
    expect(qualificationLevels).toContainEqual(expect.objectContaining({ code: "M0000", label: "UK masters degree" }));
    expect(qualificationLevels.length).toBeGreaterThanOrEqual(55);
    expect(qualificationLevels.length).toBeLessThanOrEqual(65);
    const codes = qualificationLevels.map((q) => q.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const q of qualificationLevels) {
      expect(q.code).toMatch(/^[DMHJCPQRX]\d{4}$/);
      expect(q.label.trim()).not.toBe("");
    }
  });
});

describe("previous visa types", () => {
  it("offer about 33 options including the not-listed choice", () => {
    expect(previousVisaTypes.length).toBeGreaterThanOrEqual(30);
    expect(previousVisaTypes.length).toBeLessThanOrEqual(36);
    expect(values(previousVisaTypes)).toContain(VISA_NOT_LISTED);
    expect(VISA_NOT_LISTED).toBe("My visa or permit are not listed");
    expect(previousVisaTypes.at(-1)?.value).toBe(VISA_NOT_LISTED);
    expect(new Set(values(previousVisaTypes)).size).toBe(previousVisaTypes.length);
  });

  it("cover the categories the spec names", () => {
    const all = labels(previousVisaTypes).join("\n");
    for (const word of ["Visitor (tourist)", "Innovator", "Start-up", "Tier 1", "Tier 2", "Tier 3", "Tier 4", "Tier 5", "Temporary Worker", "Youth Mobility", "Family", "EU/EEA family", "Dependant"]) {
      expect(all, word).toContain(word);
    }
  });
});

describe("spec enumerations", () => {
  it("visa statuses are those of 001 §4 in order", () => {
    expect(values(visaStatuses)).toEqual([
      "None",
      "CAS not received",
      "CAS received",
      "Visa applied",
      "Awaiting visa response",
      "UKVI request more info",
      "Visa received",
      "Visa refusal",
      "Intends to defer",
      "Intends to withdraw",
    ]);
  });

  it("refusal grounds, share-code statuses, study modes, levels, genders, fee statuses and marital statuses", () => {
    expect(labels(refusalGrounds)).toEqual(["Finance", "English", "Credibility", "CAS", "Course or qualifications", "Other"]);
    expect(values(shareCodeStatuses)).toEqual(["Student", "Settled", "Pre-settled", "Other"]);
    expect(values(studyModes)).toEqual(["Full-time", "Part-time", "Mixed-mode", "Sandwich", "Distance-learning"]);
    expect(values(levelsOfStudy)).toEqual(["Foundation", "Undergraduate", "Postgraduate", "Research"]);
    expect(values(genders)).toEqual(["Male", "Female", "Not Listed"]);
    expect(values(feeStatuses)).toEqual(["HOME", "OVERSEAS", "NOT_SURE"]);
    expect(values(maritalStatuses)).toEqual(["SINGLE", "MARRIED", "UNMARRIED", "DIVORCED", "SEPARATED", "WIDOWED"]);
  });

  it("course modes offer the study modes plus Distance learning and Blended learning", () => {
    for (const mode of [...values(studyModes), "Distance learning", "Blended learning"]) expect(values(courseModes)).toContain(mode);
  });

  it("entry points are Year 1 to Year 6 and months are January to December", () => {
    expect(labels(entryPoints)).toEqual(["Year 1", "Year 2", "Year 3", "Year 4", "Year 5", "Year 6"]);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ value: "01", label: "January", short: "Jan" });
    expect(months[11].label).toBe("December");
  });

  it("referee relationships include the spec's values", () => {
    for (const v of ["GUARDIAN", "FRIEND", "SISTER", "BROTHER", "AUNT", "UNCLE", "COUSIN", "GRANDPARENT", "OTHER"]) {
      expect(values(refereeRelationships)).toContain(v);
    }
  });
});

describe("grade systems", () => {
  it("carry the grade length limits of 000 §5", () => {
    expect(gradeSystems.map((g) => [g.value, g.maxLength])).toEqual([
      ["DegreeClassification", 100],
      ["GPA4", 7],
      ["GPA5", 7],
      ["GPA10", 7],
      ["LetterGrade", 10],
      ["PassFail", 4],
      ["Percentage", 8],
      ["Other", 100],
    ]);
  });

  it("accept and refuse the characters each system allows", () => {
    const test = (value: string, grade: string) => new RegExp(gradeSystems.find((g) => g.value === value)!.pattern).test(grade);
    expect(test("GPA4", "3.7/4")).toBe(true);
    expect(test("GPA4", "3.7a")).toBe(false);
    expect(test("Percentage", "72.5%")).toBe(true);
    expect(test("PassFail", "Pass")).toBe(true);
    expect(test("PassFail", "P4ss")).toBe(false);
    expect(test("LetterGrade", "A+")).toBe(true);
    // A-level grades with a star (issue 40 item 11).
    expect(test("LetterGrade", "A*A*B")).toBe(true);
    expect(test("LetterGrade", "A/B")).toBe(false);
    expect(test("DegreeClassification", "First Class Honours")).toBe(true);
  });
});

describe("other reference lists", () => {
  it("funding sources: only HOME may choose student-loan funding; Other needs a description", () => {
    expect(labels(fundingSources)).toEqual([
      "Self-funded",
      "Family",
      "Student Loans Company (SLC)",
      "Scholarship",
      "Employer",
      "Government sponsor",
      "Other",
    ]);
    expect(fundingSources.filter((f) => f.homeOnly).map((f) => f.value)).toEqual(["SLC"]);
    expect(fundingSources.find((f) => f.value === "Other")?.requiresDescription).toBe(true);
  });

  it("disability types have a single 'not listed' choice that needs details", () => {
    expect(disabilityTypes.filter((d) => d.requiresDetails)).toHaveLength(1);
    expect(ethnicities.length).toBeGreaterThanOrEqual(18);
  });

  it("award types run from CertHE to PhD", () => {
    expect(awardTypes[0].value).toBe("CertHE");
    expect(awardTypes.at(-1)?.value).toBe("PhD");
  });

  it("HECoS is the whole vocabulary (about 1,100 subjects), each a six-digit code once", () => {
    // HESA's HECoS as the DfE's open reference data carries it (decision 0200); the earlier 71 were a sample.
    expect(hecosSubjects.length).toBeGreaterThanOrEqual(1080);
    expect(hecosSubjects).toContainEqual({ code: "100366", label: "Computer science" });
    expect(hecosSubjects).toContainEqual({ code: "100048", label: "Design" });
    for (const s of hecosSubjects) expect(s.code).toMatch(/^1\d{5}$/);
    expect(new Set(hecosSubjects.map((s) => s.code)).size).toBe(hecosSubjects.length);
  });

  it("UK universities and local authority areas are non-empty and free of duplicates", () => {
    for (const list of [ukUniversities, localAuthorityAreas] as Option[][]) {
      expect(list.length).toBeGreaterThan(100);
      expect(new Set(values(list)).size).toBe(list.length);
    }
    expect(values(ukUniversities)).toContain("University of Oxford");
    expect(localAuthorityAreas.filter((a) => a.nation === "Scotland")).toHaveLength(32);
    expect(localAuthorityAreas.filter((a) => a.nation === "Wales")).toHaveLength(22);
    expect(localAuthorityAreas.filter((a) => a.nation === "Northern Ireland")).toHaveLength(11);
  });

  it("every option list has non-empty labels and unique values", () => {
    const lists: Record<string, Option[]> = {
      englishTestProviders, previousVisaTypes, courseLevels, courseModes, studyModes, levelsOfStudy, entryPoints,
      genders, maritalStatuses, refereeRelationships, feeStatuses, gradeSystems, ethnicities, disabilityTypes,
      fundingSources, awardTypes, visaStatuses, refusalGrounds, shareCodeStatuses, months,
    };
    for (const [name, list] of Object.entries(lists)) {
      expect(new Set(values(list)).size, name).toBe(list.length);
      for (const o of list) expect(o.label.trim(), name).not.toBe("");
    }
  });
});
