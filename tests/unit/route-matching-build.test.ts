// The patched router (patches/@remix-run+router+*.patch) against the published one, on every route
// of the built app (issue 41): the route table is the tests' production build's route manifest
// (the manifest the build hands the browser, made from the same route table as the server's),
// each route's path is filled with sample values (parameters, splats, optional segments; index
// routes by their parent's path) and varied (case, trailing slash, an extra segment, a doubled
// slash), and the patched matchRoutes must give what the published algorithm gives. The
// published algorithm is the package's browser (UMD) build, which the patch leaves as published.
// An upgrade of the package without a patch made for its version fails here too.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { AgnosticRouteMatch, AgnosticRouteObject } from "@remix-run/router";
import { BUILD_DIR, PROJECT_ROOT } from "../../server/paths";

type Router = typeof import("@remix-run/router");

const require = createRequire(import.meta.url);
const packageRoot = path.dirname(require.resolve("@remix-run/router/package.json"));
const version = (JSON.parse(readFileSync(path.join(packageRoot, "package.json"), "utf8")) as { version: string }).version;
const patchedFile = require.resolve("@remix-run/router");
/** The browser's UMD build: the same source as published, which the patch leaves alone, loadable by require. */
const publishedFile = path.join(packageRoot, "dist", "router.umd.js");
/** The mark every change the patch makes carries in its comment. */
const PATCH_MARK = "CAS Shield patch";

interface BuiltRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

/** The route tree as Remix's server builds it from the build's manifest (server-runtime's createRoutes). */
function routeTree(manifest: Record<string, BuiltRoute>, parentId?: string): AgnosticRouteObject[] {
  return Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map((route) => ({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, ...(route.index ? {} : { children: routeTree(manifest, route.id) }) }) as AgnosticRouteObject);
}

/** Each route's full pattern: its ancestors' paths joined (an index route's is its parent's). */
function patternsOf(manifest: Record<string, BuiltRoute>): Map<string, string> {
  const patterns = new Map<string, string>();
  const fullPath = (route: BuiltRoute): string => {
    const parent = route.parentId ? fullPath(manifest[route.parentId]) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  for (const route of Object.values(manifest)) patterns.set(route.id, `/${fullPath(route)}`);
  return patterns;
}

/** Values a parameter takes: a plain id, one that collides with a fixed sibling, one with a dot, an encoded one. */
const PARAMETER_VALUES = ["u-1", "new", "identity.js", "caf%C3%A9"];
/** What a splat takes: nothing, one segment, several. */
const SPLAT_VALUES = ["", "a", "a/b/c"];

/** Every filling of a pattern's parameters, splat and optional segments with the sample values. */
function fillings(pattern: string): string[] {
  let paths = [""];
  for (const segment of pattern.split("/").filter(Boolean)) {
    const optional = segment.endsWith("?");
    const bare = optional ? segment.slice(0, -1) : segment;
    const values = bare === "*" ? SPLAT_VALUES : bare.startsWith(":") ? PARAMETER_VALUES : [bare];
    paths = paths.flatMap((start) => [...values.map((value) => (value ? `${start}/${value}` : start)), ...(optional ? [start] : [])]);
  }
  return paths.map((filled) => filled || "/");
}

/** A path as users and links vary it: in another case, with a trailing slash, one segment longer, with a doubled slash. */
function variants(filled: string): string[] {
  const segments = filled.split("/").filter(Boolean);
  return [
    filled,
    filled.toUpperCase(),
    `${filled.replace(/\/$/, "")}/`,
    `${filled.replace(/\/$/, "")}/extra`,
    ...(segments.length > 1 ? [`/${segments[0]}//${segments.slice(1).join("/")}`] : []),
  ];
}

const described = (matches: AgnosticRouteMatch[] | null) => matches?.map((match) => ({ id: String(match.route.id), params: match.params, pathname: match.pathname, pathnameBase: match.pathnameBase })) ?? null;

/** The build's route manifest (assets/manifest-<hash>.js: `window.__remixManifest={...}`), read as data. */
function builtRouteManifest(): Record<string, BuiltRoute> {
  const assets = path.join(BUILD_DIR, "client", "assets");
  const files = readdirSync(assets).filter((name) => /^manifest-[0-9a-f]+\.js$/.test(name));
  expect(files, "the build has one route manifest").toHaveLength(1);
  const text = readFileSync(path.join(assets, files[0]), "utf8").trim();
  const prefix = "window.__remixManifest=";
  expect(text.startsWith(prefix), "the route manifest's shape is the one this test reads").toBe(true);
  return (JSON.parse(text.slice(prefix.length).replace(/;$/, "")) as { routes: Record<string, BuiltRoute> }).routes;
}

let manifest: Record<string, BuiltRoute>;
let patched: Router;
let published: Router;

beforeAll(() => {
  manifest = builtRouteManifest();
  patched = require("@remix-run/router") as Router;
  published = require(publishedFile) as Router;
});

describe("the patched router against the published one", () => {
  it("is the version the patch was made for, patched in the build Node loads and published in the browser's build", () => {
    const patches = readdirSync(path.join(PROJECT_ROOT, "patches")).filter((name) => name.startsWith("@remix-run+router+"));
    // An upgrade: the patch must be re-made for the new version (or dropped): patches/README.md.
    expect(patches, `@remix-run/router is ${version}; patches/ holds ${patches.join(", ")}`).toEqual([`@remix-run+router+${version}.patch`]);
    expect(readFileSync(patchedFile, "utf8")).toContain(PATCH_MARK);
    expect(readFileSync(publishedFile, "utf8")).not.toContain(PATCH_MARK);
  });

  it("matches every path of every route of the built app as the published router does", () => {
    const routes = routeTree(manifest);
    const patterns = patternsOf(manifest);
    // Every route of the build is reached: the tree holds them all.
    expect(patterns.size).toBe(Object.keys(manifest).length);
    expect(patterns.size).toBeGreaterThan(100);
    const paths = new Set(["/", "", "/nowhere", "/nowhere/at/all", "//", "/%", "/students?tab=x", "/students#top"]);
    for (const pattern of patterns.values()) for (const filled of fillings(pattern)) for (const variant of variants(filled)) paths.add(variant);
    const differences: string[] = [];
    const reached = new Set<string>();
    for (const pathName of paths) {
      const expected = described(published.matchRoutes(routes, pathName));
      // Twice: the second match is answered from the patch's kept table.
      for (let pass = 0; pass < 2; pass += 1) {
        const actual = described(patched.matchRoutes(routes, pathName));
        if (JSON.stringify(actual) !== JSON.stringify(expected)) differences.push(`${pathName}: published ${JSON.stringify(expected)}, patched ${JSON.stringify(actual)}`);
      }
      for (const match of expected ?? []) reached.add(match.id);
    }
    expect(differences).toEqual([]);
    // Every route of the build is among some path's matches: the samples reach the whole table.
    const unreached = Object.values(manifest).filter((route) => !reached.has(route.id)).map((route) => route.id);
    expect(unreached).toEqual([]);
    expect(paths.size).toBeGreaterThan(1000);
  });

  it("matches under a base path as the published router does", () => {
    const routes = routeTree(manifest);
    for (const pathName of ["/app/students", "/app/students/u-1", "/app", "/other/students"]) {
      expect(described(patched.matchRoutes(routes, pathName, "/app"))).toEqual(described(published.matchRoutes(routes, pathName, "/app")));
    }
  });
});
