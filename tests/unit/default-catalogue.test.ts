// One catalogue (issue 12 item 5): the platform's default catalogue is the defaults' messages as
// a configuration composes them, every message file included, so a page before sign-in and a
// university without overrides word things the same way.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { transformSync } from "esbuild";
import { describe, expect, it } from "vitest";
import { defaultCatalogue, defaultMessageFiles } from "../../server/default-catalogue";
import { defaultConfig } from "../../server/cli/config-source";

describe("the platform's default catalogue", () => {
  it("holds every message file of the defaults", () => {
    const files = readdirSync(path.join(import.meta.dirname, "../../tenant-configs/_defaults/messages")).map((name) => name.replace(/\.json$/, ""));
    expect(Object.keys(defaultMessageFiles).sort()).toEqual(files.sort());
  });

  it("is the catalogue the default configuration composes", async () => {
    const config = await defaultConfig();
    expect(defaultCatalogue).toEqual(config.messages);
  });

  it("names each message once in its file: a second entry under one key would silently replace the first", () => {
    const folder = path.join(import.meta.dirname, "../../tenant-configs/_defaults/messages");
    // JSON.parse keeps the last of two equal keys without a word; esbuild's JSON reader warns of each.
    const repeated = readdirSync(folder).flatMap((name) =>
      transformSync(readFileSync(path.join(folder, name), "utf8"), { loader: "json", sourcefile: name, logLevel: "silent" }).warnings.filter((warning) => warning.id === "duplicate-object-key").map((warning) => `${name}: ${warning.text}`),
    );
    expect(repeated).toEqual([]);
  });

  it("words each GOV.UK situation once: one error-summary title, one error prefix", () => {
    const texts = Object.entries(defaultCatalogue).filter(([, entry]) => entry.text === "There is a problem" || entry.text === "Error:");
    expect(texts.map(([key]) => key).sort()).toEqual(["form.errorPrefix", "form.errorSummary"]);
  });
});
