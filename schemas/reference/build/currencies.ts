// Generates currencies.json (spec 002 §3.16 currency catalogue).
//
//   npx tsx schemas/reference/build/currencies.ts
//
// Base: currency-list, locale en_US (the "Common-Currency.json" data: symbol, name,
// symbol_native, decimal_digits, rounding, code, name_plural; CHF rounding 0.05).
// Filter: only codes still active in ISO 4217 (currency-codes), so withdrawn currencies
// (HRK, EEK, LVL, LTL, VEF, ZMK, ZWL) are dropped.
// Additions: active ISO 4217 currencies missing from the base, with the hand-written
// display data in ADDITIONS below. Fund codes, precious metals, bond units, testing codes
// and superseded duplicates (see EXCLUDED) are not currencies a student holds funds in.
import { createRequire } from "node:module";
import { writeJson } from "./write-json";

// Data packages (devDependencies) are loaded through require with local types, so that
// type-checking the project never depends on them being installed.
const require = createRequire(import.meta.url);
const cc: {
  code(code: string): { code: string } | undefined;
  data: { code: string; digits: number; currency: string }[];
} = require("currency-codes");

export interface Currency {
  code: string;
  symbol: string;
  name: string;
  symbol_native: string;
  decimal_digits: 0 | 2 | 3;
  rounding: number;
  name_plural: string;
}

const base = require("currency-list/lib/currency-list.json").en_US as Record<string, Currency>;

const EXCLUDED = new Set([
  // fund codes / units of account
  "BOV", "CHE", "CHW", "CLF", "COU", "MXV", "USN", "UYI", "UYW", "XDR", "XSU", "XUA",
  // precious metals, bond market units, testing and "no currency"
  "XAG", "XAU", "XPD", "XPT", "XBA", "XBB", "XBC", "XBD", "XTS", "XXX",
  // superseded or parallel codes where the main code is kept (CUP, VES)
  "CUC", "VED",
]);

type Extra = [name: string, symbol: string, symbolNative: string, namePlural: string];
const ADDITIONS: Record<string, Extra> = {
  ANG: ["Netherlands Antillean Guilder", "NAf.", "NAf.", "Netherlands Antillean guilders"],
  AOA: ["Angolan Kwanza", "Kz", "Kz", "Angolan kwanzas"],
  AWG: ["Aruban Florin", "Afl.", "Afl.", "Aruban florin"],
  BBD: ["Barbadian Dollar", "Bds$", "$", "Barbadian dollars"],
  BMD: ["Bermudan Dollar", "BD$", "$", "Bermudan dollars"],
  BSD: ["Bahamian Dollar", "B$", "$", "Bahamian dollars"],
  BTN: ["Bhutanese Ngultrum", "Nu.", "Nu.", "Bhutanese ngultrums"],
  CUP: ["Cuban Peso", "CUP", "$", "Cuban pesos"],
  FJD: ["Fijian Dollar", "FJ$", "$", "Fijian dollars"],
  FKP: ["Falkland Islands Pound", "FK£", "£", "Falkland Islands pounds"],
  GIP: ["Gibraltar Pound", "GIP", "£", "Gibraltar pounds"],
  GMD: ["Gambian Dalasi", "D", "D", "Gambian dalasis"],
  GYD: ["Guyanaese Dollar", "G$", "$", "Guyanaese dollars"],
  HTG: ["Haitian Gourde", "G", "G", "Haitian gourdes"],
  KGS: ["Kyrgystani Som", "KGS", "сом", "Kyrgystani soms"],
  KPW: ["North Korean Won", "KPW", "₩", "North Korean won"],
  KYD: ["Cayman Islands Dollar", "CI$", "$", "Cayman Islands dollars"],
  LAK: ["Laotian Kip", "₭", "₭", "Laotian kips"],
  LRD: ["Liberian Dollar", "L$", "$", "Liberian dollars"],
  LSL: ["Lesotho Loti", "LSL", "L", "Lesotho lotis"],
  MNT: ["Mongolian Tugrik", "₮", "₮", "Mongolian tugriks"],
  MRU: ["Mauritanian Ouguiya", "UM", "أ.م.", "Mauritanian ouguiyas"],
  MVR: ["Maldivian Rufiyaa", "Rf", "ރ.", "Maldivian rufiyaas"],
  MWK: ["Malawian Kwacha", "MK", "MK", "Malawian kwachas"],
  PGK: ["Papua New Guinean Kina", "K", "K", "Papua New Guinean kina"],
  SBD: ["Solomon Islands Dollar", "SI$", "$", "Solomon Islands dollars"],
  SCR: ["Seychellois Rupee", "SRe", "SR", "Seychellois rupees"],
  SHP: ["St. Helena Pound", "SHP", "£", "St. Helena pounds"],
  SLE: ["Sierra Leonean Leone", "Le", "Le", "Sierra Leonean leones"],
  SRD: ["Surinamese Dollar", "Sr$", "$", "Surinamese dollars"],
  SSP: ["South Sudanese Pound", "SS£", "£", "South Sudanese pounds"],
  STN: ["São Tomé & Príncipe Dobra", "Db", "Db", "São Tomé & Príncipe dobras"],
  SVC: ["Salvadoran Colón", "SVC", "₡", "Salvadoran colones"],
  SZL: ["Swazi Lilangeni", "E", "E", "Swazi emalangeni"],
  TJS: ["Tajikistani Somoni", "SM", "сом.", "Tajikistani somonis"],
  TMT: ["Turkmenistani Manat", "TMT", "m", "Turkmenistani manat"],
  VES: ["Venezuelan Bolívar", "Bs.", "Bs.", "Venezuelan bolívars"],
  VUV: ["Vanuatu Vatu", "VT", "VT", "Vanuatu vatus"],
  WST: ["Samoan Tala", "WS$", "T", "Samoan tala"],
  XCD: ["East Caribbean Dollar", "EC$", "$", "East Caribbean dollars"],
  XPF: ["CFP Franc", "CFPF", "FCFP", "CFP francs"],
  ZMW: ["Zambian Kwacha", "ZK", "K", "Zambian kwachas"],
  ZWG: ["Zimbabwe Gold", "ZiG", "ZiG", "Zimbabwe gold"],
};

const out: Currency[] = [];
for (const [code, entry] of Object.entries(base)) {
  if (!cc.code(code)) continue; // withdrawn from ISO 4217
  out.push({
    code,
    symbol: entry.symbol,
    name: entry.name,
    symbol_native: entry.symbol_native,
    decimal_digits: entry.decimal_digits,
    rounding: entry.rounding,
    name_plural: entry.name_plural,
  });
}
for (const iso of cc.data) {
  if (base[iso.code] || EXCLUDED.has(iso.code)) continue;
  const extra = ADDITIONS[iso.code];
  if (!extra) throw new Error(`ISO 4217 currency ${iso.code} (${iso.currency}) has no display data; add it to ADDITIONS or EXCLUDED`);
  const digits = iso.digits;
  if (digits !== 0 && digits !== 2 && digits !== 3) throw new Error(`${iso.code}: unexpected decimal digits ${digits}`);
  const [name, symbol, symbolNative, namePlural] = extra;
  out.push({ code: iso.code, symbol, name, symbol_native: symbolNative, decimal_digits: digits, rounding: 0, name_plural: namePlural });
}
for (const code of Object.keys(ADDITIONS)) if (!out.some((c) => c.code === code)) throw new Error(`unused addition ${code}`);
out.sort((a, b) => a.code.localeCompare(b.code));
writeJson("currencies.json", out);
