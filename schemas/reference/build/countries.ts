// Generates countries.json and dialling-codes.json.
//
//   npx tsx schemas/reference/build/countries.ts
//
// Sources (see docs/decisions/0200-reference-data-sources.md):
// - codes and English names: i18n-iso-countries (ISO 3166-1, plus XK Kosovo)
// - dialling codes: libphonenumber-js metadata (getCountryCallingCode)
// - nationality (demonym): i18n-nationality, corrected by NATIONALITY_OVERRIDES below
// - region: countries-list continent names
// - category / tb / riskLevel / atas: hand-written lists in this file (demo data a
//   university overrides; see docs/decisions/0201-country-categories-and-risk.md)
import { createRequire } from "node:module";
import { getCountries, getCountryCallingCode, isSupportedCountry, type CountryCode } from "libphonenumber-js";
import { writeJson } from "./write-json";

// The data packages are devDependencies used only here. They are loaded through require with
// local types so that type-checking the project never depends on them being installed.
interface IsoCountries {
  registerLocale(locale: unknown): void;
  getAlpha2Codes(): Record<string, string>;
  getName(code: string, lang: string, options: { select: "all" }): string[] | undefined;
  alpha2ToAlpha3(code: string): string | undefined;
  alpha2ToNumeric(code: string): string | undefined;
}
const require = createRequire(import.meta.url);
const countries: IsoCountries = require("i18n-iso-countries");
countries.registerLocale(require("i18n-iso-countries/langs/en.json"));
const nationalities: Record<string, string> = require("i18n-nationality/langs/en.json").nationalities;
const { continents, countries: continentData } = require("countries-list") as {
  continents: Record<string, string>;
  countries: Record<string, { continent: string }>;
};

/**
 * Display names. The package's first (official-ish) English name is used unless it is
 * one users would not look for. Iran keeps the ISO form "Iran, Islamic Republic of"
 * (the bank list of spec 002 §3.15 spells it "Iran Islamic Republic of").
 */
const NAME_OVERRIDES: Record<string, string> = {
  CN: "China",
  US: "United States",
  GM: "Gambia",
  IR: "Iran, Islamic Republic of",
  MK: "North Macedonia",
  PS: "Palestine, State of",
  TZ: "Tanzania, United Republic of",
  TW: "Taiwan",
  CI: "Côte d'Ivoire",
};

/** Demonyms where i18n-nationality has none, a place name, or a wrong/unusual form. */
const NATIONALITY_OVERRIDES: Record<string, string> = {
  AS: "American Samoan",
  AI: "Anguillan",
  AQ: "Antarctic resident",
  AG: "Antiguan",
  AR: "Argentine",
  AW: "Aruban",
  BM: "Bermudian",
  BA: "Bosnian and Herzegovinian",
  BW: "Botswanan",
  BV: "Norwegian (Bouvet Island)",
  IO: "British (British Indian Ocean Territory)",
  KY: "Caymanian",
  CX: "Christmas Islander",
  CC: "Cocos Islander",
  CK: "Cook Islander",
  DJ: "Djiboutian",
  FK: "Falkland Islander",
  FO: "Faroese",
  GF: "French Guianese",
  PF: "French Polynesian",
  GI: "Gibraltarian",
  GL: "Greenlandic",
  GP: "Guadeloupean",
  GU: "Guamanian",
  HM: "Australian (Heard Island and McDonald Islands)",
  VA: "Vatican",
  HK: "Hong Konger",
  MO: "Macanese",
  MV: "Maldivian",
  MQ: "Martiniquais",
  YT: "Mahoran",
  MC: "Monegasque",
  MS: "Montserratian",
  NC: "New Caledonian",
  NU: "Niuean",
  NF: "Norfolk Islander",
  MP: "Northern Mariana Islander",
  PS: "Palestinian",
  PG: "Papua New Guinean",
  PN: "Pitcairn Islander",
  PR: "Puerto Rican",
  RE: "Réunionese",
  SH: "St Helenian",
  PM: "Saint-Pierrais",
  VC: "Vincentian",
  SA: "Saudi Arabian",
  SK: "Slovak",
  GS: "South Georgia and South Sandwich Islander",
  SJ: "Norwegian (Svalbard and Jan Mayen)",
  TK: "Tokelauan",
  TM: "Turkmen",
  TC: "Turks and Caicos Islander",
  AE: "Emirati",
  UM: "American (US Minor Outlying Islands)",
  UZ: "Uzbek",
  VU: "Ni-Vanuatu",
  VG: "British Virgin Islander",
  VI: "US Virgin Islander",
  WF: "Wallisian and Futunan",
  EH: "Sahrawi",
  YE: "Yemeni",
  AX: "Ålander",
  BQ: "Dutch (Caribbean Netherlands)",
  CW: "Curaçaoan",
  GG: "Channel Islander (Guernsey)",
  JE: "Channel Islander (Jersey)",
  BL: "Saint Barthélemy Islander",
  MF: "Saint Martin Islander (French part)",
  SX: "Sint Maartener",
  SS: "South Sudanese",
  XK: "Kosovan",
};

/** EU member states, the other EEA states (IS, LI, NO) and Switzerland: EU Settlement Scheme. */
const EUSS = [
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT",
  "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
  "IS", "LI", "NO",
  "CH",
];

/**
 * Immigration Rules, Appendix Student "differential evidence requirement" nationalities
 * (formerly Appendix H), excluding those already in EUSS. Best effort; India's inclusion
 * is flagged in the decision record for verification.
 */
const APPENDIX_H = [
  "AU", "BH", "BW", "BN", "KH", "CA", "CL", "CN", "DO", "HK", "IN", "ID", "JP", "KZ", "KW", "MO",
  "MY", "MU", "MX", "NZ", "OM", "PE", "QA", "RS", "SG", "KR", "TW", "TH", "TN", "AE", "US",
];

/** UK pre-entry tuberculosis screening list (GOV.UK "Tuberculosis tests for visa applicants"), best effort. */
const TB = [
  "AF", "DZ", "AO", "AM", "AZ", "BD", "BY", "BJ", "BT", "BO", "BW", "BR", "BN", "BF", "BI", "KH", "CM",
  "CV", "CF", "TD", "CN", "CG", "CD", "CI", "DJ", "DO", "EC", "GQ", "ER", "SZ", "ET", "GA", "GM", "GE",
  "GH", "GT", "GN", "GW", "GY", "HT", "HK", "IN", "ID", "IQ", "KZ", "KE", "KI", "KG", "LA", "LS", "LR",
  "MO", "MG", "MW", "MY", "ML", "MH", "MR", "FM", "MD", "MN", "MA", "MZ", "MM", "NA", "NP", "NE", "NG",
  "KP", "PK", "PW", "PG", "PY", "PE", "PH", "RU", "RW", "ST", "SN", "SL", "SB", "SO", "ZA", "KR", "SS",
  "LK", "SD", "SR", "TJ", "TZ", "TH", "TL", "TG", "TM", "TV", "UG", "UA", "UZ", "VU", "VN", "YE", "ZM", "ZW",
];

/** Nationalities exempt from ATAS (Appendix ATAS): UK, EEA, Switzerland, AU, CA, JP, NZ, SG, KR, US. */
const ATAS_EXEMPT_OTHER = ["GB", "AU", "CA", "JP", "NZ", "SG", "KR", "US"];

export type CountryCategory = "EUSS" | "AppendixH" | "NonAppendixH";

function category(alpha2: string): CountryCategory {
  if (EUSS.includes(alpha2)) return "EUSS";
  if (APPENDIX_H.includes(alpha2)) return "AppendixH";
  return "NonAppendixH";
}

/** Demo risk level: 0 = UK and EUSS, 1 = differential (low risk), 2 = standard. 3 is left for a university to assign. */
function riskLevel(alpha2: string): 0 | 1 | 2 | 3 {
  if (alpha2 === "GB") return 0;
  const c = category(alpha2);
  return c === "EUSS" ? 0 : c === "AppendixH" ? 1 : 2;
}

function dialCode(alpha2: string): string | null {
  return isSupportedCountry(alpha2 as CountryCode) ? getCountryCallingCode(alpha2 as CountryCode) : null;
}

const alpha2Codes = Object.keys(countries.getAlpha2Codes());
for (const list of [EUSS, APPENDIX_H, TB, ATAS_EXEMPT_OTHER, Object.keys(NAME_OVERRIDES), Object.keys(NATIONALITY_OVERRIDES)]) {
  for (const code of list) if (!alpha2Codes.includes(code)) throw new Error(`unknown alpha2 in a hand list: ${code}`);
}

const rows = alpha2Codes.map((alpha2) => {
  const allNames = countries.getName(alpha2, "en", { select: "all" }) ?? [];
  const name = NAME_OVERRIDES[alpha2] ?? allNames[0];
  const nationality = NATIONALITY_OVERRIDES[alpha2] ?? nationalities[alpha2];
  const continent = continentData[alpha2]?.continent;
  if (!name || !nationality || !continent) throw new Error(`incomplete data for ${alpha2}`);
  const aliases = [...new Set(allNames.filter((n) => n !== name))];
  const cat = category(alpha2);
  return {
    alpha2,
    alpha3: countries.alpha2ToAlpha3(alpha2)!,
    numeric: countries.alpha2ToNumeric(alpha2)!,
    name,
    aliases,
    nationality,
    region: continents[continent],
    dialCode: dialCode(alpha2),
    atas: false,
    atasExempt: cat === "EUSS" || ATAS_EXEMPT_OTHER.includes(alpha2),
    tb: TB.includes(alpha2),
    riskLevel: riskLevel(alpha2),
    category: cat,
  };
});
rows.sort((a, b) => a.name.localeCompare(b.name, "en"));
writeJson("countries.json", rows);

// Dialling codes keyed by two-letter code, straight from libphonenumber-js (includes AC and TA,
// which have no ISO 3166-1 entry, so the phone widget can offer every code it can validate).
const dialling: Record<string, string> = {};
for (const code of [...getCountries()].sort()) dialling[code] = getCountryCallingCode(code);
writeJson("dialling-codes.json", dialling);
