import { randomUUID } from "node:crypto";
import { MongoClient } from "mongodb";
import { describe, it } from "vitest";
import { openMongoStore } from "../../../server/store/mongo";
import { storeContract } from "./contract";

const uri = process.env.MONGODB_URI;

if (uri) {
  storeContract("mongodb", async () => {
    const dbName = `casshield_test_${randomUUID().slice(0, 8)}`;
    const store = await openMongoStore({ uri, dbName });
    return {
      store,
      dispose: async () => {
        await store.close();
        const client = await MongoClient.connect(uri);
        await client.db(dbName).dropDatabase();
        await client.close();
      },
    };
  });
} else {
  // No MongoDB server can run on the build machines: say so loudly rather than pass silently.
  console.warn("\n*** MongoDB store contract tests SKIPPED: set MONGODB_URI to run them against a MongoDB server. ***\n");
  describe.skip("store contract: mongodb (SKIPPED: MONGODB_URI is not set)", () => {
    it("runs the store contract against MongoDB", () => {});
  });
}
