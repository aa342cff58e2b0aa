// The one CSV writer (decision 0025): a text cell a spreadsheet would run as a formula comes out
// with a leading ', quoted as CSV needs; a number stays a number whatever its sign.
import { describe, expect, it } from "vitest";
import { csvText, csvWriter } from "../../server/csv-writer";

describe("the CSV writer", () => {
  it.each([
    ["=HYPERLINK(\"http://evil.example\")", `"'=HYPERLINK(""http://evil.example"")"`],
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+44 7911 123456", "'+44 7911 123456"],
    ["-2", "'-2"],
    ["@cmd", "'@cmd"],
    ["\tTab", "'\tTab"],
    ["\rReturn", `"'\rReturn"`],
    ["＝HYPERLINK(1)", "'＝HYPERLINK(1)"],
    ["Amara", "Amara"],
    ["", ""],
  ])("writes the text %j as %j", (input, output) => {
    expect(csvText([[input]])).toBe(`${output}\n`);
  });

  it("writes numbers as numbers, negative ones included", () => {
    expect(csvText([[-2, 0, 12.5]])).toBe("-2,0,12.5\n");
  });

  it("defuses the header and object records of a stream too", async () => {
    const csv = csvWriter({ header: true, columns: ["row", "=column"] });
    const chunks: string[] = [];
    csv.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    csv.write({ row: 4, "=column": "@dob" });
    csv.end();
    await new Promise((resolve) => csv.on("end", resolve));
    expect(chunks.join("")).toBe("row,'=column\n4,'@dob\n");
  });
});
