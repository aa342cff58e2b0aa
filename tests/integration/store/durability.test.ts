import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { expect, it } from "vitest";
import { openEmbeddedStore } from "../../../server/store/embedded";
import { toolArgs } from "../../support/tools";


it("keeps every acknowledged write when the writing process is killed with SIGKILL", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "cas-durability-"));
  const child = spawn(process.execPath, [...toolArgs("durabilityWriter"), dir], { stdio: ["ignore", "pipe", "inherit"] });
  const acknowledged: string[] = [];
  const killedAfter = 400;
  await new Promise<void>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", () => resolve());
    createInterface({ input: child.stdout }).on("line", (line) => {
      if (line === "ready") return;
      acknowledged.push(line);
      if (acknowledged.length === killedAfter) child.kill("SIGKILL");
    });
  });
  expect(child.signalCode).toBe("SIGKILL");
  expect(acknowledged.length).toBeGreaterThanOrEqual(killedAfter);

  const store = await openEmbeddedStore({ dataDir: dir });
  const stored = await store.collection("applications").find({}, { projection: { sequence: 1 } });
  const storedIds = new Set(stored.map((doc) => doc._id));
  const missing = acknowledged.filter((id) => !storedIds.has(id));
  expect(missing).toEqual([]);
  await store.close();
  await rm(dir, { recursive: true, force: true });
});
