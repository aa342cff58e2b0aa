// Generates schemas/common.schema.json: the $defs every entity schema shares (dates, the
// reference lists as enumerations). Run: npx tsx schemas/build/common.ts
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as reference from "../reference";

const here = path.dirname(fileURLToPath(import.meta.url));
const SCHEMA_BASE = "https://schemas.casshield.example/";

type Option = { value: string; label: string };
const options = (list: readonly Option[]) => ({
  type: "string",
  oneOf: list.map((option) => ({ const: option.value, title: option.label })),
});
const names = (list: readonly string[]) => ({ type: "string", enum: [...list] });

const common = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: `${SCHEMA_BASE}common`,
  title: "Shared definitions",
  $defs: {
    isoDate: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$", description: "YYYY-MM-DD" },
    yearMonth: { type: "string", pattern: "^\\d{4}-\\d{2}$", description: "YYYY-MM" },
    year: { type: "string", pattern: "^\\d{4}$" },
    yesNo: { type: "boolean" },
    email: { type: "string", maxLength: 254 },
    phone: { type: "string", maxLength: 32, description: "+<country code> <national number>" },
    money: { type: "integer", minimum: 0, description: "whole pounds" },
    percentage: { type: "integer", minimum: 0, maximum: 100 },
    shortText: { type: "string", maxLength: 100 },
    freeText: { type: "string", maxLength: 1000 },
    address: {
      type: "object",
      properties: {
        addressLine1: { type: "string", maxLength: 200 },
        addressLine2: { type: "string", maxLength: 200 },
        addressLine3: { type: "string", maxLength: 200 },
        city: { type: "string", maxLength: 100 },
        state: { type: "string", maxLength: 100 },
        postcode: { type: "string", maxLength: 20 },
        country: { $ref: "#/$defs/countryName" },
      },
    },
    documentReference: {
      type: "object",
      properties: {
        sKey: { type: "string" },
        s3Keys: { type: "array", items: { type: "string" } },
        urls: { type: "array", items: { type: "string" } },
        linkText: { type: "string" },
        isDeleted: { type: "boolean" },
      },
    },
    countryName: names(reference.countries.map((country) => country.name)),
    nationality: names([...new Set(reference.countries.map((country) => country.nationality))]),
    feeStatus: options(reference.feeStatuses),
    levelOfStudy: options(reference.levelsOfStudy),
    studyMode: options(reference.studyModes),
    gender: options(reference.genders),
    maritalStatus: options(reference.maritalStatuses),
    refereeRelationship: options(reference.refereeRelationships),
    qualificationLevel: { type: "string", oneOf: reference.qualificationLevels.map((level) => ({ const: level.code, title: level.label })) },
    gradeSystem: options(reference.gradeSystems),
    englishTestProvider: options(reference.englishTestProviders),
    previousVisaType: options(reference.previousVisaTypes),
    courseLevel: options(reference.courseLevels),
    ethnicity: options(reference.ethnicities),
    disabilityType: options(reference.disabilityTypes),
    employmentType: options(reference.employmentTypes),
    accommodationType: options(reference.accommodationTypes),
    referralSource: options(reference.referralSources),
    fundingSource: options(reference.fundingSources),
    localAuthorityArea: options(reference.localAuthorityAreas),
    ukResidenceStatus: options(reference.ukResidenceStatuses),
    entryPoint: options(reference.entryPoints),
    month: options(reference.months),
    visaStatus: options(reference.visaStatuses),
    arrivalStatus: {
      type: "string",
      description: "Whether a sponsored student arrived, enrolled and completed their course (issue 22; decision 0833): the enrolment and completion rates of the Basic Compliance Assessment count these.",
      oneOf: ["Not arrived", "Arrived", "Enrolled", "Did not enrol", "Withdrawn", "Completed"].map((status) => ({ const: status, title: status })),
    },
    refusalGround: options(reference.refusalGrounds),
    shareCodeStatus: options(reference.shareCodeStatuses),
    awardType: options(reference.awardTypes),
    courseMode: options(reference.courseModes),
    // Staff find a subject by its code or its name, so the name shown carries the code. About 1,100
    // choices: an enum with its labels beside it, since ajv's code for a oneOf that long takes
    // seconds to build on every compile of the configuration.
    hecosCode: { type: "string", enum: reference.hecosSubjects.map((subject) => subject.code), "x-enumLabels": reference.hecosSubjects.map((subject) => `${subject.code} ${subject.label}`) },
  },
};

writeFileSync(path.join(here, "..", "common.schema.json"), `${JSON.stringify(common, null, 2)}\n`);
console.log("wrote schemas/common.schema.json");
