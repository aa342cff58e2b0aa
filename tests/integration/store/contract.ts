// The store contract: what every adapter must do the same way. Run against the embedded store
// always, and against MongoDB when MONGODB_URI is set (see the *.test.ts files beside this one).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  DuplicateKeyError,
  UnsupportedQueryError,
  VersionConflictError,
  type Document,
  type Store,
} from "../../../server/store/port";
import { rateLimits } from "../../../server/auth/rate-limit";

interface Applicant extends Document {
  tenant: string;
  email: string;
  status: string;
  score?: number;
  tags?: string[];
  address?: { city: string; postcode?: string };
}

export function storeContract(adapterName: string, openFresh: () => Promise<{ store: Store; dispose: () => Promise<void> }>) {
  describe(`store contract: ${adapterName}`, () => {
    let store: Store;
    let dispose: () => Promise<void>;

    beforeEach(async () => {
      ({ store, dispose } = await openFresh());
    });
    afterEach(async () => {
      await dispose();
    });

    const applicants = () => store.collection<Applicant>("applications");

    async function seedRows() {
      await applicants().insertMany([
        { tenant: "north", email: "a@x.test", status: "InProgress", score: 3, tags: ["late"], address: { city: "Leeds", postcode: "LS1" } },
        { tenant: "north", email: "b@x.test", status: "Submitted", score: 7, tags: [], address: { city: "York" } },
        { tenant: "north", email: "c@x.test", status: "Submitted", score: 9 },
        { tenant: "south", email: "d@x.test", status: "InProgress", score: 5, address: { city: "Leeds" } },
      ]);
    }

    it("assigns an id and version 1 on insert and finds the document by id", async () => {
      const inserted = await applicants().insertOne({ tenant: "north", email: "a@x.test", status: "NEW" });
      expect(inserted._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(inserted._version).toBe(1);
      const found = await applicants().findOne({ _id: inserted._id, tenant: "north" });
      expect(found).toMatchObject({ email: "a@x.test", status: "NEW", _version: 1 });
      expect(await applicants().findOne({ _id: inserted._id, tenant: "south" })).toBeNull();
    });

    it("keeps a caller-chosen id", async () => {
      const inserted = await applicants().insertOne({ _id: "app-1", tenant: "north", email: "a@x.test", status: "NEW" });
      expect(inserted._id).toBe("app-1");
      expect((await applicants().findOne({ _id: "app-1" }))?.email).toBe("a@x.test");
    });

    it("understands equality, dotted paths and the comparison operators", async () => {
      await seedRows();
      const emails = async (filter: Record<string, unknown>) =>
        (await applicants().find(filter, { sort: { email: 1 } })).map((row) => row.email);
      expect(await emails({ tenant: "north", status: "Submitted" })).toEqual(["b@x.test", "c@x.test"]);
      expect(await emails({ "address.city": "Leeds" })).toEqual(["a@x.test", "d@x.test"]);
      expect(await emails({ status: { $in: ["InProgress"] }, tenant: "north" })).toEqual(["a@x.test"]);
      expect(await emails({ status: { $nin: ["InProgress"] } })).toEqual(["b@x.test", "c@x.test"]);
      expect(await emails({ score: { $gt: 5 } })).toEqual(["b@x.test", "c@x.test"]);
      expect(await emails({ score: { $gte: 5 } })).toEqual(["b@x.test", "c@x.test", "d@x.test"]);
      expect(await emails({ score: { $lt: 5 } })).toEqual(["a@x.test"]);
      expect(await emails({ score: { $lte: 5, $gt: 3 } })).toEqual(["d@x.test"]);
      expect(await emails({ status: { $ne: "Submitted" } })).toEqual(["a@x.test", "d@x.test"]);
      expect(await emails({ address: { $exists: false } })).toEqual(["c@x.test"]);
      expect(await emails({ "address.postcode": { $exists: true } })).toEqual(["a@x.test"]);
    });

    it("pages through matches in _id order, a page after the last _id at a time", async () => {
      await seedRows();
      const pages: string[][] = [];
      let after = "";
      for (;;) {
        const filter = after ? { $and: [{ tenant: "north" }, { _id: { $gt: after } }] } : { tenant: "north" };
        const page = await applicants().find(filter, { sort: { _id: 1 }, limit: 2 });
        if (page.length === 0) break;
        pages.push(page.map((row) => row._id));
        after = page[page.length - 1]._id;
      }
      const all = (await applicants().find({ tenant: "north" }, { sort: { _id: 1 } })).map((row) => row._id);
      expect(pages.flat()).toEqual(all);
      expect(pages.every((page) => page.length <= 2)).toBe(true);
      expect(all.length).toBeGreaterThan(2);
    });

    it("counts the matches by a field's value, a missing one as null", async () => {
      await seedRows();
      const sorted = (groups: Array<{ value: unknown; count: number }>) => [...groups].sort((a, b) => String(a.value).localeCompare(String(b.value)));
      expect(sorted(await applicants().countBy({ tenant: "north" }, "status"))).toEqual([{ value: "InProgress", count: 1 }, { value: "Submitted", count: 2 }]);
      expect(sorted(await applicants().countBy({ tenant: "north" }, "address.city"))).toEqual([{ value: "Leeds", count: 1 }, { value: null, count: 1 }, { value: "York", count: 1 }]);
      expect(await applicants().countBy({ tenant: "nowhere" }, "status")).toEqual([]);
    });

    it("reads a missing field as null, as MongoDB does", async () => {
      await seedRows();
      const emails = async (filter: Record<string, unknown>) =>
        (await applicants().find(filter, { sort: { email: 1 } })).map((row) => row.email);
      expect(await emails({ address: null })).toEqual(["c@x.test"]);
      expect(await emails({ address: { $in: [null] } })).toEqual(["c@x.test"]);
      expect(await emails({ address: { $ne: null } })).toEqual(["a@x.test", "b@x.test", "d@x.test"]);
      expect(await emails({ address: { $nin: [null, ""] } })).toEqual(["a@x.test", "b@x.test", "d@x.test"]);
      expect(await emails({ "address.postcode": null })).toEqual(["b@x.test", "c@x.test", "d@x.test"]);
      expect(await emails({ "address.postcode": { $ne: null } })).toEqual(["a@x.test"]);
      expect(await emails({ $nor: [{ address: { $nin: [null, false, 0, ""] } }] })).toEqual(["c@x.test"]);
    });

    it("understands $or, $and and $regex with options", async () => {
      await seedRows();
      const emails = async (filter: Record<string, unknown>) =>
        (await applicants().find(filter, { sort: { email: 1 } })).map((row) => row.email);
      expect(await emails({ $or: [{ score: 3 }, { score: 9 }] })).toEqual(["a@x.test", "c@x.test"]);
      expect(await emails({ $and: [{ tenant: "north" }, { $or: [{ status: "InProgress" }, { score: 9 }] }] })).toEqual([
        "a@x.test",
        "c@x.test",
      ]);
      expect(await emails({ email: { $regex: "^B@", $options: "i" } })).toEqual(["b@x.test"]);
      expect(await emails({ email: { $regex: "^B@" } })).toEqual([]);
    });

    it("finds by indexed fields named inside $and (a list tab's status beside its filters) as by any other", async () => {
      await store.ensureIndexes([{ collection: "applications", fields: { tenant: 1, status: 1 } }]);
      await seedRows();
      await store.collection<Omit<Applicant, "status"> & { status?: string }>("applications").insertOne({ tenant: "north", email: "e@x.test", score: 1 });
      const emails = async (filter: Record<string, unknown>) => (await applicants().find(filter, { sort: { email: 1 } })).map((row) => row.email);
      expect(await emails({ tenant: "north", $and: [{ status: { $in: ["Submitted", "Withdrawn"] } }, { $or: [{ score: { $gt: 8 } }, { tags: "late" }] }] })).toEqual(["c@x.test"]);
      expect(await emails({ tenant: "north", $and: [{ $and: [{ status: "InProgress" }] }, { score: { $lt: 5 } }] })).toEqual(["a@x.test"]);
      // A missing status is null, inside $and as at the top.
      expect(await emails({ tenant: "north", $and: [{ status: null }] })).toEqual(["e@x.test"]);
      expect(await applicants().count({ tenant: "north", $and: [{ status: "Submitted" }, { score: { $gte: 7 } }] })).toBe(2);
    });

    it("finds and counts by an indexed field holding a list, by any of its values (a list row's tabs)", async () => {
      await store.ensureIndexes([{ collection: "listRows", fields: { tenant: 1, inTabs: 1 } }]);
      const rows = store.collection<{ _id: string; _version: number; tenant: string; inTabs: string[] }>("listRows");
      await rows.insertMany([
        { _id: "r1", tenant: "north", inTabs: ["new", "all"] },
        { _id: "r2", tenant: "north", inTabs: ["all"] },
        { _id: "r3", tenant: "north", inTabs: [] },
        { _id: "r4", tenant: "south", inTabs: ["new"] },
      ]);
      const ids = async (filter: Record<string, unknown>) => (await rows.find(filter, { sort: { _id: 1 } })).map((row) => row._id);
      expect(await ids({ tenant: "north", inTabs: "all" })).toEqual(["r1", "r2"]);
      expect(await rows.count({ tenant: "north", inTabs: "new" })).toBe(1);
      // A row in both tabs asked for is found once.
      expect(await ids({ tenant: "north", inTabs: { $in: ["new", "all"] } })).toEqual(["r1", "r2"]);
      expect(await rows.count({ tenant: "north", inTabs: { $in: ["new", "all"] } })).toBe(2);
      // A row that leaves a tab is no longer counted in it; one that joins is.
      await rows.updateOne({ _id: "r1", tenant: "north" }, { $set: { inTabs: ["all"] } });
      await rows.updateOne({ _id: "r3", tenant: "north" }, { $set: { inTabs: ["new"] } });
      expect(await ids({ tenant: "north", inTabs: "new" })).toEqual(["r3"]);
      expect(await rows.count({ tenant: "north", inTabs: "all" })).toBe(2);
      await rows.deleteOne({ _id: "r2", tenant: "north" });
      expect(await rows.count({ tenant: "north", inTabs: "all" })).toBe(1);
    });

    it("pages a tab's rows in order through any mix of writes, as a sort of what is stored would (decision 0055)", async () => {
      await store.ensureIndexes([{ collection: "listRows", fields: { tenant: 1, inTabs: 1 } }]);
      type Row = { _id: string; _version: number; tenant: string; inTabs: string[]; name?: string | number };
      const rows = store.collection<Row>("listRows");
      // A small generator of its own: the same writes on every run.
      let seed = 7;
      const next = (below: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % below);
      const names = ["Ada", "ada", "Bo", "Zoë", "Émile", "", 3, 12];
      const nameOf = () => (next(9) === 0 ? undefined : names[next(names.length)]);
      const tabsOf = () => ["new", "all", "done"].filter(() => next(2) === 0);
      const live = new Map<string, Row>();
      const inOrder = (direction: 1 | -1) => {
        const rank = (value: unknown) => (value === undefined || value === null ? 0 : typeof value === "number" ? 1 : 2);
        const compare = (a: unknown, b: unknown) => rank(a) - rank(b) || (typeof a === "number" && typeof b === "number" ? a - b : String(a ?? "") < String(b ?? "") ? -1 : String(a ?? "") > String(b ?? "") ? 1 : 0);
        return [...live.values()].filter((row) => row.inTabs.includes("all")).sort((a, b) => direction * compare(a.name, b.name) || (a._id < b._id ? -1 : 1)).map((row) => row._id);
      };
      const page = async (direction: 1 | -1, skip: number) => (await rows.find({ tenant: "north", inTabs: "all" }, { sort: { name: direction, _id: 1 }, skip, limit: 5 })).map((row) => row._id);
      for (let step = 0; step < 240; step++) {
        const action = next(4);
        const ids = [...live.keys()];
        if (action === 0 || ids.length < 3) {
          const id = `r${String(step).padStart(3, "0")}`;
          const name = nameOf();
          const inserted = await rows.insertOne({ _id: id, tenant: "north", inTabs: tabsOf(), ...(name === undefined ? {} : { name }) });
          live.set(id, inserted);
        } else if (action === 1) {
          const id = ids[next(ids.length)];
          await rows.deleteOne({ _id: id, tenant: "north" });
          live.delete(id);
        } else {
          const id = ids[next(ids.length)];
          const name = nameOf();
          const updated = await rows.updateOne({ _id: id, tenant: "north" }, name === undefined ? { $set: { inTabs: tabsOf() }, $unset: { name: "" } } : { $set: { inTabs: tabsOf(), name } });
          live.set(id, updated!);
        }
        if (step % 6 === 0) {
          const direction = next(2) === 0 ? 1 : -1;
          const expected = inOrder(direction);
          const skip = next(Math.max(1, expected.length));
          expect(await page(direction, skip), `step ${step}`).toEqual(expected.slice(skip, skip + 5));
        }
      }
    });

    it("sorts, skips, limits, projects and counts", async () => {
      await seedRows();
      const page = await applicants().find({}, { sort: { score: -1 }, skip: 1, limit: 2 });
      expect(page.map((row) => row.score)).toEqual([7, 5]);
      const projected = await applicants().find({ tenant: "south" }, { projection: { email: 1 } });
      expect(projected).toHaveLength(1);
      expect(projected[0]).toEqual({ _id: projected[0]._id, _version: 1, email: "d@x.test" });
      const excluded = await applicants().find({ tenant: "south" }, { projection: { address: 0, tags: 0 } });
      expect(excluded[0]).not.toHaveProperty("address");
      expect(excluded[0]).toHaveProperty("status", "InProgress");
      expect(await applicants().count({ tenant: "north" })).toBe(3);
      expect(await applicants().count({ tenant: "nowhere" })).toBe(0);
    });

    it("applies $set, $unset, $inc, $push and $pull and bumps the version", async () => {
      const doc = await applicants().insertOne({ tenant: "north", email: "a@x.test", status: "NEW", score: 1, tags: ["a"] });
      let updated = await applicants().updateOne(
        { _id: doc._id, tenant: "north" },
        { $set: { status: "InProgress", "address.city": "Hull" }, $inc: { score: 2 }, $push: { tags: "b" } },
      );
      expect(updated).toMatchObject({ status: "InProgress", score: 3, tags: ["a", "b"], address: { city: "Hull" }, _version: 2 });
      updated = await applicants().updateOne({ _id: doc._id }, { $push: { tags: { $each: ["c", "d"] } } });
      expect(updated?.tags).toEqual(["a", "b", "c", "d"]);
      updated = await applicants().updateOne({ _id: doc._id }, { $pull: { tags: "b" }, $unset: { address: "" } });
      expect(updated?.tags).toEqual(["a", "c", "d"]);
      expect(updated).not.toHaveProperty("address");
      expect(updated?._version).toBe(4);
      expect((await applicants().findOne({ _id: doc._id }))?._version).toBe(4);
    });

    it("updates and deletes many", async () => {
      await seedRows();
      expect(await applicants().updateMany({ tenant: "north" }, { $set: { status: "Withdrawn" } })).toBe(3);
      expect(await applicants().count({ status: "Withdrawn" })).toBe(3);
      expect(await applicants().deleteOne({ tenant: "south" })).toBe(true);
      expect(await applicants().deleteOne({ tenant: "south" })).toBe(false);
      expect(await applicants().deleteMany({ tenant: "north" })).toBe(3);
      expect(await applicants().count({})).toBe(0);
    });

    it("answers null when an update matches nothing", async () => {
      expect(await applicants().updateOne({ _id: "missing" }, { $set: { status: "x" } })).toBeNull();
      expect(await applicants().updateOne({ _id: "missing" }, { $set: { status: "x" } }, { expectedVersion: 1 })).toBeNull();
    });

    it("refuses a stale update and keeps what is stored (optimistic concurrency)", async () => {
      const doc = await applicants().insertOne({ tenant: "north", email: "a@x.test", status: "NEW" });
      const first = await applicants().updateOne({ _id: doc._id }, { $set: { status: "InProgress" } }, { expectedVersion: 1 });
      expect(first?._version).toBe(2);
      const stale = applicants().updateOne({ _id: doc._id }, { $set: { status: "Withdrawn" } }, { expectedVersion: 1 });
      await expect(stale).rejects.toBeInstanceOf(VersionConflictError);
      await expect(stale).rejects.toThrow(/changed by someone else.*nothing was overwritten/);
      expect(await applicants().findOne({ _id: doc._id })).toMatchObject({ status: "InProgress", _version: 2 });
    });

    it("lets only one of two concurrent updates of the same version win", async () => {
      const doc = await applicants().insertOne({ tenant: "north", email: "a@x.test", status: "NEW" });
      const results = await Promise.allSettled([
        applicants().updateOne({ _id: doc._id }, { $set: { status: "A" } }, { expectedVersion: 1 }),
        applicants().updateOne({ _id: doc._id }, { $set: { status: "B" } }, { expectedVersion: 1 }),
      ]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      const rejected = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
      expect(rejected.reason).toBeInstanceOf(VersionConflictError);
      expect((await applicants().findOne({ _id: doc._id }))?._version).toBe(2);
    });

    it("enforces unique indexes, also compound ones scoped by tenant, and creates them idempotently", async () => {
      const indexes = [{ collection: "users" as const, fields: { tenant: 1 as const, email: 1 as const }, unique: true }];
      await store.ensureIndexes(indexes);
      await store.ensureIndexes(indexes);
      const users = store.collection<Applicant>("users");
      await users.insertOne({ tenant: "north", email: "a@x.test", status: "NEW" });
      await users.insertOne({ tenant: "south", email: "a@x.test", status: "NEW" });
      await expect(users.insertOne({ tenant: "north", email: "a@x.test", status: "NEW" })).rejects.toBeInstanceOf(DuplicateKeyError);
      const other = await users.insertOne({ tenant: "north", email: "b@x.test", status: "NEW" });
      await expect(users.updateOne({ _id: other._id }, { $set: { email: "a@x.test" } })).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await users.count({ tenant: "north" })).toBe(2);
      expect((await users.findOne({ _id: other._id }))?.email).toBe("b@x.test");
    });

    it("refuses operators outside the supported subset and keys that reach a prototype", async () => {
      await expect(applicants().find({ $where: "1" })).rejects.toBeInstanceOf(UnsupportedQueryError);
      await expect(applicants().find({ status: { $function: {} } })).rejects.toBeInstanceOf(UnsupportedQueryError);
      const polluted = JSON.parse('{"tenant":"north","email":"x","status":"NEW","__proto__":{"admin":true}}');
      await expect(applicants().insertOne(polluted)).rejects.toBeInstanceOf(UnsupportedQueryError);
      await expect(applicants().insertOne({ tenant: "north", email: "x", status: { $gt: "" } as unknown as string })).rejects.toBeInstanceOf(
        UnsupportedQueryError,
      );
      await expect(applicants().updateOne({ tenant: "north" }, { $rename: { a: "b" } } as never)).rejects.toBeInstanceOf(UnsupportedQueryError);
      await expect(applicants().updateOne({ tenant: "north" }, { $set: { _version: 9 } })).rejects.toBeInstanceOf(UnsupportedQueryError);
      expect(await applicants().count({})).toBe(0);
    });

    // The brute-force allowance (decision 0509) rests on one conditional update per attempt: the
    // adapter must grant it to at most `limit` of many racing requests, also while the counter
    // is being created or its window restarted.
    it("grants an allowance to at most its limit of 100 racing attempts, in a new key and a restarted window", async () => {
      await store.ensureIndexes([{ collection: "rateLimits", fields: { key: 1 }, unique: true }]);
      let now = new Date("2026-11-22T10:00:00.000Z");
      const limits = rateLimits({ store, clock: () => new Date(now) });
      const limited = { key: "sign-in:account:abc", rule: { limit: 5, windowMinutes: 15 } };
      const counter = () => store.collection("rateLimits").findOne({ key: limited.key });

      const first = await Promise.all(Array.from({ length: 100 }, () => limits.take(limited)));
      expect(first.filter((attempt) => attempt !== null)).toHaveLength(5);
      expect((await counter())?.count).toBe(5);

      // One attempt given back makes room for exactly one more.
      await first.find((attempt) => attempt !== null)?.giveBack();
      const refill = await Promise.all(Array.from({ length: 20 }, () => limits.take(limited)));
      expect(refill.filter((attempt) => attempt !== null)).toHaveLength(1);

      now = new Date(now.getTime() + 16 * 60_000);
      const next = await Promise.all(Array.from({ length: 100 }, () => limits.take(limited)));
      expect(next.filter((attempt) => attempt !== null)).toHaveLength(5);
      expect(await counter()).toMatchObject({ count: 5, windowStart: now.toISOString() });
      // An attempt from the old window given back now leaves the new window's count alone.
      await refill.find((attempt) => attempt !== null)?.giveBack();
      expect((await counter())?.count).toBe(5);
      expect(await store.collection("rateLimits").count({})).toBe(1);
    });
  });
}
