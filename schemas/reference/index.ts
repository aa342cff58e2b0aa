// Reference lists (spec 000 §3 "Long fixed lists", 001 §3, 002 §3.1, §3.14-§3.17).
// The JSON files beside this module are the data; this module only types and exports them.
// Where each list comes from: docs/decisions/0200-reference-data-sources.md.
// Regenerate the package-derived files with `npx tsx schemas/reference/build/<name>.ts`.
import accommodationTypesJson from "./accommodation-types.json";
import awardTypesJson from "./award-types.json";
import categoryLabelsJson from "./categoryLabels.json";
import countriesJson from "./countries.json";
import courseLevelsJson from "./course-levels.json";
import courseModesJson from "./course-modes.json";
import currenciesJson from "./currencies.json";
import diallingCodesJson from "./dialling-codes.json";
import disabilityTypesJson from "./disability-types.json";
import employmentTypesJson from "./employment-types.json";
import englishTestProvidersJson from "./english-test-providers.json";
import entryPointsJson from "./entry-points.json";
import ethnicitiesJson from "./ethnicities.json";
import feeStatusesJson from "./fee-statuses.json";
import fundingSourcesJson from "./funding-sources.json";
import gendersJson from "./genders.json";
import gradeSystemsJson from "./grade-systems.json";
import hecosSubjectsJson from "./hecos-subjects.json";
import levelsOfStudyJson from "./levels-of-study.json";
import localAuthorityAreasJson from "./local-authority-areas.json";
import maritalStatusesJson from "./marital-statuses.json";
import monthsJson from "./months.json";
import previousVisaTypesJson from "./previous-visa-types.json";
import qualificationLevelsJson from "./qualification-levels.json";
import refereeRelationshipsJson from "./referee-relationships.json";
import referralSourcesJson from "./referral-sources.json";
import refusalGroundsJson from "./refusal-grounds.json";
import shareCodeStatusesJson from "./share-code-statuses.json";
import studyModesJson from "./study-modes.json";
import ukResidenceStatusesJson from "./uk-residence-statuses.json";
import ukUniversitiesJson from "./uk-universities.json";
import visaStatusesJson from "./visa-statuses.json";

/** The common shape of a selectable option. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

// ---------------------------------------------------------------- countries

export type CountryCategory = "EUSS" | "AppendixH" | "NonAppendixH";
export type RiskLevel = 0 | 1 | 2 | 3;

export interface Country {
  /** ISO 3166-1 alpha-2 (XK for Kosovo, user-assigned). */
  alpha2: string;
  alpha3: string;
  /** ISO 3166-1 numeric, zero-padded to 3 digits. */
  numeric: string;
  /** English display name; the country field accepts exactly this text (002 §5.8). */
  name: string;
  /** Other English names the package knows (for suggestion matching only). */
  aliases: string[];
  /** Nationality (demonym) shown in nationality pickers. */
  nationality: string;
  /** Continent. */
  region: string;
  /** Country calling code without "+", or null where libphonenumber-js has none (uninhabited territories). */
  dialCode: string | null;
  atas: boolean;
  /** Nationals exempt from ATAS under Appendix ATAS (UK, EEA, Switzerland, AU, CA, JP, NZ, SG, KR, US). */
  atasExempt: boolean;
  /** On the UK pre-entry TB screening list. */
  tb: boolean;
  riskLevel: RiskLevel;
  category: CountryCategory;
}

export const countries = countriesJson as Country[];
export const categoryLabels = categoryLabelsJson as Record<CountryCategory, string>;
/** Two-letter code → dialling code (no "+"), from libphonenumber-js. */
export const diallingCodes = diallingCodesJson as Record<string, string>;

const byAlpha2 = new Map(countries.map((c) => [c.alpha2, c]));
const byAlpha3 = new Map(countries.map((c) => [c.alpha3, c]));
const byName = new Map(countries.map((c) => [c.name.toLowerCase(), c]));

export function countryByAlpha2(alpha2: string): Country | undefined {
  return byAlpha2.get(alpha2.toUpperCase());
}
export function countryByAlpha3(alpha3: string): Country | undefined {
  return byAlpha3.get(alpha3.toUpperCase());
}
/** Exact (case-insensitive) match on the display name, as the country field requires. */
export function countryByName(name: string): Country | undefined {
  return byName.get(name.trim().toLowerCase());
}
export function categoryLabel(category: CountryCategory): string {
  return categoryLabels[category];
}

// ---------------------------------------------------------------- money

export interface Currency {
  code: string;
  symbol: string;
  name: string;
  symbol_native: string;
  decimal_digits: 0 | 2 | 3;
  /** 0, or 0.05 for the Swiss franc. */
  rounding: number;
  name_plural: string;
}
export const currencies = currenciesJson as Currency[];
export function currencyByCode(code: string): Currency | undefined {
  return currencies.find((c) => c.code === code.toUpperCase());
}

export interface FundingSource extends Option {
  /** Only HOME fee-status applicants may choose it (000 §5 Funding). */
  homeOnly?: boolean;
  /** Choosing it requires otherSourceOfFunding text. */
  requiresDescription?: boolean;
}
export const fundingSources = fundingSourcesJson as FundingSource[];

// ---------------------------------------------------------------- study and qualifications

export interface QualificationLevel {
  /** HESA Data Futures-style qualification-on-entry code, e.g. H0000. */
  code: string;
  label: string;
  /** Legacy HESA QUALENT3 code, e.g. HUK. */
  qualent3: string;
}
export const qualificationLevels = qualificationLevelsJson as QualificationLevel[];

export interface GradeSystem extends Option {
  /** Longest grade accepted ('Grade cannot be longer than {n} characters for {system} system'). */
  maxLength: number;
  /** Allowed characters, as a regular expression source anchored at both ends. */
  pattern: string;
  /** The allowed characters in words. */
  allowed: string;
}
export const gradeSystems = gradeSystemsJson as GradeSystem[];

export interface AwardType extends Option {
  levelOfStudy: "Undergraduate" | "Postgraduate" | "Research";
}
export const awardTypes = awardTypesJson as AwardType[];

export interface HecosSubject {
  code: string;
  label: string;
}
export const hecosSubjects = hecosSubjectsJson as HecosSubject[];

export const courseLevels = courseLevelsJson as Option[];
export const courseModes = courseModesJson as Option[];
export const studyModes = studyModesJson as Option<"Full-time" | "Part-time" | "Mixed-mode" | "Sandwich" | "Distance-learning">[];
export const levelsOfStudy = levelsOfStudyJson as Option<"Foundation" | "Undergraduate" | "Postgraduate" | "Research">[];
export const entryPoints = entryPointsJson as Option[];
export const englishTestProviders = englishTestProvidersJson as Option[];
export const ukUniversities = ukUniversitiesJson as Option[];

/** English test providers with the university's own test relabelled with the university's name. */
export function englishTestProvidersFor(universityTestLabel?: string): Option[] {
  if (!universityTestLabel) return englishTestProviders;
  return englishTestProviders.map((p) => (p.value === "UniversityTest" ? { ...p, label: universityTestLabel } : p));
}

// ---------------------------------------------------------------- people

export interface DisabilityType extends Option {
  /** The 'not listed' choice: disabilityTypeOther is then required. */
  requiresDetails?: boolean;
}
export const disabilityTypes = disabilityTypesJson as DisabilityType[];
export const ethnicities = ethnicitiesJson as Option[];
export const genders = gendersJson as Option<"Male" | "Female" | "Not Listed">[];
export const maritalStatuses = maritalStatusesJson as Option<
  "SINGLE" | "MARRIED" | "UNMARRIED" | "DIVORCED" | "SEPARATED" | "WIDOWED"
>[];
export const refereeRelationships = refereeRelationshipsJson as Option[];
export const feeStatuses = feeStatusesJson as Option<"HOME" | "OVERSEAS" | "NOT_SURE">[];
export const employmentTypes = employmentTypesJson as Option[];
export const accommodationTypes = accommodationTypesJson as Option[];
export const referralSources = referralSourcesJson as Option[];

export interface LocalAuthorityArea extends Option {
  nation: "England" | "Scotland" | "Wales" | "Northern Ireland";
}
export const localAuthorityAreas = localAuthorityAreasJson as LocalAuthorityArea[];
export const ukResidenceStatuses = ukResidenceStatusesJson as Option[];

// ---------------------------------------------------------------- immigration

/** The previous-visa option whose choice requires visaNotListedCustomValue (000 §5). */
export const VISA_NOT_LISTED = "My visa or permit are not listed";
export const previousVisaTypes = previousVisaTypesJson as Option[];
export const visaStatuses = visaStatusesJson as Option[];
export const refusalGrounds = refusalGroundsJson as Option[];
export const shareCodeStatuses = shareCodeStatusesJson as Option<"Student" | "Settled" | "Pre-settled" | "Other">[];

// ---------------------------------------------------------------- calendar

export interface Month extends Option {
  short: string;
}
export const months = monthsJson as Month[];
