// Every text the Config screen shows is a catalogue key in messages/config.json (or an existing
// catalogue entry): no wording in app/ or server/, and no key used without an entry.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import catalogue from "../../../tenant-configs/_defaults/messages/config.json";

const root = path.resolve(import.meta.dirname, "../../..");
const files = [
  ...readdirSync(path.join(root, "app/components/config")).map((name) => `app/components/config/${name}`),
  ...readdirSync(path.join(root, "app/loaders")).filter((name) => name.startsWith("config")).map((name) => `app/loaders/${name}`),
  ...readdirSync(path.join(root, "server/config-admin")).map((name) => `server/config-admin/${name}`),
].filter((file) => /\.tsx?$/.test(file));

describe("the Config screen's wording", () => {
  it("uses only keys that messages/config.json defines", () => {
    const keys = new Set(Object.keys(catalogue));
    const missing: string[] = [];
    for (const file of files) {
      const source = readFileSync(path.join(root, file), "utf8");
      for (const [, key] of source.matchAll(/"(config\.[a-z][\w.-]*[a-zA-Z])"/g)) {
        if (!keys.has(key) && !["config.publish", "config.rollback"].includes(key)) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("cites where each wording comes from", () => {
    for (const [key, entry] of Object.entries(catalogue as Record<string, { text: string; spec?: string }>)) {
      expect(entry.spec, key).toMatch(/Config/);
      expect(key.startsWith("config."), key).toBe(true);
    }
  });
});
