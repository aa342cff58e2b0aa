// The patched route matching (patches/README.md): route tables are ranked once and a match skips
// routes whose fixed leading segments the path lacks. It must find what the published router finds.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// The build Node loads (the patched one), as the server runtime loads it.
const { matchRoutes } = createRequire(import.meta.url)("@remix-run/router") as typeof import("@remix-run/router");

const routes = [
  {
    id: "root",
    path: "",
    children: [
      { id: "list", path: "students" },
      { id: "record", path: "students/:userId" },
      { id: "new", path: "students/new" },
      { id: "module", path: "Validators/:file" },
      { id: "exact-case", path: "cs", caseSensitive: true },
      { id: "home", index: true },
      { id: "not-found", path: "*" },
    ],
  },
];

const matched = (path: string) => matchRoutes(routes, path)?.map((match) => ({ id: match.route.id, params: match.params })).at(-1);

describe("route matching", () => {
  it("finds a page by its fixed segments in any case, with or without a trailing slash", () => {
    expect(matched("/students")).toEqual({ id: "list", params: {} });
    expect(matched("/STUDENTS/")).toEqual({ id: "list", params: {} });
    expect(matched("/validators/identity.js")).toEqual({ id: "module", params: { file: "identity.js" } });
  });

  it("prefers a fixed segment to a parameter, and reads parameters", () => {
    expect(matched("/students/new")).toEqual({ id: "new", params: {} });
    expect(matched("/students/u-1")).toEqual({ id: "record", params: { userId: "u-1" } });
  });

  it("leaves what no page has, a case-sensitive route in another case, and a doubled slash to the catch-all", () => {
    expect(matched("/nowhere/at/all")).toEqual({ id: "not-found", params: { "*": "nowhere/at/all" } });
    expect(matched("/cs")).toEqual({ id: "exact-case", params: {} });
    expect(matched("/CS")).toEqual({ id: "not-found", params: { "*": "CS" } });
    expect(matched("/students//new")).toEqual({ id: "not-found", params: { "*": "students//new" } });
    expect(matched("/")).toEqual({ id: "home", params: {} });
  });

  it("gives the same answer every time (the ranked table is kept)", () => {
    for (let i = 0; i < 3; i++) expect(matched("/students/new")).toEqual({ id: "new", params: {} });
  });
});
