// The one function every redirectTo goes through (issue 36 item 9; decision 0510), against the
// known ways of making a "local" path land on another site: each must come back as the fallback,
// and whatever it does return must, resolved by a browser on this site, stay on this site.
import { describe, expect, it } from "vitest";
import { safeRedirect } from "../../../server/auth/safe-redirect";

const SITE = "https://cas.example.ac.uk";

/** Where a browser on this site would go with the answer as a Location header (WHATWG URL parsing, as browsers do). */
const landsOn = (location: string) => new URL(location, `${SITE}/login`).origin;

const BYPASSES: Array<[string, unknown]> = [
  ["the reported tab bypass, as received", "/%09/evil.example"],
  ["the reported tab bypass, decoded", "/\t/evil.example"],
  ["protocol-relative", "//evil.example"],
  ["protocol-relative with three slashes", "///evil.example"],
  ["slash backslash", "/\\evil.example"],
  ["slash backslash slash", "/\\/evil.example"],
  ["backslash backslash", "\\\\evil.example"],
  ["backslash slash", "\\/evil.example"],
  ["slash tab slash", "/\t/evil"],
  ["tab before the slashes", "\t//evil.example"],
  ["newline between the slashes", "/\n/evil.example"],
  ["carriage return between the slashes", "/\r/evil.example"],
  ["CRLF header injection", "/\r\nLocation: https://evil.example"],
  ["NUL between the slashes", "/\u0000/evil.example"],
  ["encoded newline", "/%0a/evil.example"],
  ["encoded carriage return", "/%0D/evil.example"],
  ["encoded NUL", "/%00/evil.example"],
  ["encoded slashes only", "%2F%2Fevil.example"],
  ["slash then encoded slash", "/%2F/evil.example"],
  ["slash then encoded slashes, lower case", "/%2f%2fevil.example"],
  ["encoded backslash", "/%5Cevil.example"],
  ["encoded backslashes", "/%5c%5cevil.example"],
  ["double-encoded slashes", "/%252F%252Fevil.example"],
  ["double-encoded tab", "/%2509/evil.example"],
  ["dot segment leaving two slashes", "/.//evil.example"],
  ["dot-dot segment leaving two slashes", "/..//evil.example"],
  ["encoded dot-dot segment", "/%2e%2e//evil.example"],
  ["encoded dot segment", "/%2E//evil.example"],
  ["absolute https", "https://evil.example"],
  ["absolute http with no slashes", "http:evil.example"],
  ["scheme with one slash", "https:/evil.example"],
  ["javascript scheme", "javascript:alert(document.domain)"],
  ["javascript scheme in mixed case", "JaVaScRiPt:alert(1)"],
  ["javascript scheme after a tab", "java\tscript:alert(1)"],
  ["data URL", "data:text/html,<script>alert(1)</script>"],
  ["leading space", " //evil.example"],
  ["space between the slashes", "/ /evil.example"],
  ["no-break space between the slashes", "/\u00a0/evil.example"],
  ["ideographic space", "/\u3000/evil.example"],
  ["line separator", "/\u2028/evil.example"],
  ["byte-order mark", "/\ufeff/evil.example"],
  ["user-info trick", "//site@evil.example"],
  ["relative without a slash", "evil.example"],
  ["empty", ""],
  ["too long", `/${"a".repeat(2_000)}`],
  ["not a string: undefined", undefined],
  ["not a string: null", null],
  ["not a string: a number", 42],
  ["not a string: a list", ["/students"]],
];

describe("safeRedirect refuses the known bypasses", () => {
  it.each(BYPASSES)("%s", (_name, value) => {
    expect(safeRedirect(value)).toBe("/");
    expect(safeRedirect(value, "/students")).toBe("/students");
  });
});

const ALLOWED: Array<[string, string]> = [
  ["/", "/"],
  ["/students", "/students"],
  ["/students?tab=cas&page=2", "/students?tab=cas&page=2"],
  ["/mfa/setup?redirectTo=%2Fauth%2FchangePassword", "/mfa/setup?redirectTo=%2Fauth%2FchangePassword"],
  ["/login?redirectTo=%2F%2Fevil.example", "/login?redirectTo=%2F%2Fevil.example"], // the page it names re-checks its own
  ["/auth/changePassword#current", "/auth/changePassword#current"],
  ["/students?q=Zo%C3%AB+Smith", "/students?q=Zo%C3%AB+Smith"],
  ["/students?q=Zoë", "/students?q=Zo%C3%AB"],
  ["/config/forms/offer-details", "/config/forms/offer-details"],
  ["/a/../students", "/students"],
  ["/;//evil.example", "/;//evil.example"],
  ["/?//evil.example", "/?//evil.example"],
  ["/#//evil.example", "/#//evil.example"],
  ["/@evil.example", "/@evil.example"],
];

describe("safeRedirect keeps a path on this site", () => {
  it.each(ALLOWED)("%s", (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
    expect(landsOn(expected)).toBe(SITE);
  });

  it("gives an answer that is stable when checked again", () => {
    for (const [value] of ALLOWED) expect(safeRedirect(safeRedirect(value))).toBe(safeRedirect(value));
  });
});

describe("whatever safeRedirect returns stays on this site", () => {
  it("for every bypass, and for every short string of the characters they are made of", () => {
    for (const [, value] of BYPASSES) expect(landsOn(safeRedirect(value))).toBe(SITE);
    // Every string of up to four of these characters: whatever passes, a browser keeps on this site.
    const alphabet = ["/", "\\", ".", "\t", "\n", " ", "%2F", "%5C", "%09", "%2e", "e", ":", "@", "?", "#"];
    let strings = [""];
    for (let length = 1; length <= 4; length += 1) {
      strings = strings.flatMap((prefix) => alphabet.map((piece) => prefix + piece));
      for (const value of strings) expect(landsOn(safeRedirect(value)), JSON.stringify(value)).toBe(SITE);
    }
  });
});
