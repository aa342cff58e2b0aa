// The tests read PDFs in a worker thread of their own: pdf.js's Node build installs core-js
// polyfills over the realm that loads it, and a test process runs many files one after another
// (decision 0023), so every later file ran on replaced globals, and JSON about 7 times slower.
import { describe, expect, it } from "vitest";
import { demoDocumentPdf } from "../../server/seed/demo-pdf";
import { pdfPages, pdfText } from "../support/pdf-text";

describe("reading a PDF in the tests", () => {
  it("gives each page's words and leaves this process's built-ins as they were", async () => {
    const builtIns = { stringify: JSON.stringify, parse: JSON.parse, push: Array.prototype.push, withResolvers: (Promise as { withResolvers?: unknown }).withResolvers, union: (Set.prototype as { union?: unknown }).union };
    const bytes = await demoDocumentPdf({ title: "Passport", lines: ["Whose it is."], secondPage: "The second page." });
    expect((await pdfPages(bytes)).map((page) => page.replace(/\s+/g, " "))).toEqual(["Passport Whose it is.", "The second page."]);
    expect(await pdfText(bytes)).toBe("Passport Whose it is. The second page.");
    expect({ stringify: JSON.stringify, parse: JSON.parse, push: Array.prototype.push, withResolvers: (Promise as { withResolvers?: unknown }).withResolvers, union: (Set.prototype as { union?: unknown }).union }).toEqual(builtIns);
    expect(Object.keys(globalThis)).not.toContain("pdfjsLib");
  });

  it("says in words when a file is not a PDF", async () => {
    await expect(pdfText(new TextEncoder().encode("not a PDF"))).rejects.toThrow(/^pdf.js could not read the file: /);
  });
});
