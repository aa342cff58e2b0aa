import { describe, expect, it } from "vitest";
import { getCountryCallingCode, type CountryCode } from "libphonenumber-js";
import {
  categoryLabel,
  categoryLabels,
  countries,
  countryByAlpha2,
  countryByAlpha3,
  countryByName,
  diallingCodes,
} from "../../../schemas/reference";

describe("countries.json", () => {
  it("lists every ISO country once, each with codes, a name and a nationality", () => {
    expect(countries.length).toBeGreaterThanOrEqual(249);
    for (const key of ["alpha2", "alpha3", "numeric", "name", "nationality"] as const) {
      const values = countries.map((c) => c[key]);
      expect(new Set(values).size, `${key} must be unique`).toBe(values.length);
    }
    for (const c of countries) {
      expect(c.alpha2).toMatch(/^[A-Z]{2}$/);
      expect(c.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(c.numeric).toMatch(/^\d{3}$/);
      expect(c.name.trim()).not.toBe("");
      expect(c.nationality.trim()).not.toBe("");
      expect(c.region.trim()).not.toBe("");
      expect([0, 1, 2, 3]).toContain(c.riskLevel);
      expect(["EUSS", "AppendixH", "NonAppendixH"]).toContain(c.category);
      expect(typeof c.tb).toBe("boolean");
      expect(c.atas).toBe(false);
    }
  });

  it("has the United Kingdom as GB / GBR / 826 with dialling code 44 and British nationality", () => {
    const uk = countryByAlpha2("GB");
    expect(uk).toMatchObject({ alpha2: "GB", alpha3: "GBR", numeric: "826", name: "United Kingdom", nationality: "British", dialCode: "44" });
    expect(countryByName("united kingdom")).toBe(uk);
    expect(countryByAlpha3("gbr")).toBe(uk);
  });

  it("uses the names users expect for common countries", () => {
    expect(countryByAlpha2("US")?.name).toBe("United States");
    expect(countryByAlpha2("CN")?.name).toBe("China");
    expect(countryByAlpha2("IR")?.name).toBe("Iran, Islamic Republic of");
    expect(countryByAlpha2("IN")).toMatchObject({ name: "India", nationality: "Indian", dialCode: "91" });
    expect(countryByAlpha2("NG")).toMatchObject({ name: "Nigeria", nationality: "Nigerian", dialCode: "234" });
    expect(countryByAlpha2("IE")).toMatchObject({ name: "Ireland", nationality: "Irish" });
  });

  it("is sorted alphabetically by name for pickers", () => {
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("categorises EU, EEA and Swiss nationals as EUSS and shows the product's category names", () => {
    for (const code of ["FR", "DE", "IE", "PL", "NO", "IS", "LI", "CH"]) expect(countryByAlpha2(code)?.category).toBe("EUSS");
    for (const code of ["US", "CN", "AU", "JP", "MY"]) expect(countryByAlpha2(code)?.category).toBe("AppendixH");
    for (const code of ["NG", "PK", "BD", "GH"]) expect(countryByAlpha2(code)?.category).toBe("NonAppendixH");
    expect(categoryLabels).toEqual({ EUSS: "EUSS", AppendixH: "Differential (Low Risk)", NonAppendixH: "Standard" });
    expect(categoryLabel("AppendixH")).toBe("Differential (Low Risk)");
  });

  it("flags TB-screening countries", () => {
    for (const code of ["IN", "PK", "NG", "CN", "BD"]) expect(countryByAlpha2(code)?.tb).toBe(true);
    for (const code of ["GB", "US", "FR", "AU"]) expect(countryByAlpha2(code)?.tb).toBe(false);
  });

});

describe("dialling-codes.json", () => {
  it("maps two-letter codes to libphonenumber-js calling codes", () => {
    expect(diallingCodes.GB).toBe("44");
    expect(diallingCodes.US).toBe("1");
    expect(diallingCodes.IN).toBe("91");
    expect(Object.keys(diallingCodes).length).toBeGreaterThanOrEqual(240);
    for (const [alpha2, code] of Object.entries(diallingCodes)) {
      expect(alpha2).toMatch(/^[A-Z]{2}$/);
      expect(code).toBe(getCountryCallingCode(alpha2 as CountryCode));
    }
  });

  it("agrees with the dial code on each country", () => {
    for (const c of countries) if (c.dialCode !== null) expect(diallingCodes[c.alpha2], c.alpha2).toBe(c.dialCode);
  });
});
