// A setup file of the app's tests. A test process runs many files one after another (decision
// 0023), so a file that replaces a built-in (as pdf.js's Node build does, with core-js) changes
// the realm every later file and the app under them run in. The built-ins as the process first
// had them are kept on the global object; after each file they must be the same.
import { afterAll, expect } from "vitest";

type BuiltIns = Record<string, unknown>;

/** Added by a package the server itself loads, so the app runs with it in production too: vega-lite (the Insights charts) gives every Set a toJSON. */
const ADDED_IN_PRODUCTION = new Set(["Set.prototype.toJSON"]);

function builtInsNow(): BuiltIns {
  const owned: Array<[string, object]> = [
    ["JSON", JSON],
    ["Array.prototype", Array.prototype],
    ["Object", Object],
    ["Promise", Promise],
    ["Set.prototype", Set.prototype],
    ["Map", Map],
    ["String.prototype", String.prototype],
    ["Uint8Array.prototype", Uint8Array.prototype],
    ["ArrayBuffer.prototype", ArrayBuffer.prototype],
  ];
  const now: BuiltIns = {};
  for (const [name, owner] of owned) {
    for (const key of Object.getOwnPropertyNames(owner)) {
      const descriptor = Object.getOwnPropertyDescriptor(owner, key);
      if (typeof descriptor?.value === "function") now[`${name}.${key}`] = descriptor.value;
    }
  }
  return now;
}

const FIRST = Symbol.for("cas-shield.tests.first-built-ins");
const holder = globalThis as typeof globalThis & { [FIRST]?: BuiltIns };
holder[FIRST] ??= builtInsNow();
const first = holder[FIRST];

afterAll(() => {
  const now = builtInsNow();
  const changed = [...new Set([...Object.keys(first), ...Object.keys(now)])].filter((name) => first[name] !== now[name] && !ADDED_IN_PRODUCTION.has(name));
  expect(changed, "this file replaced or added built-ins that every later file in its process would run on").toEqual([]);
});
