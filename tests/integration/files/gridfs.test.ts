import { randomUUID } from "node:crypto";
import { MongoClient } from "mongodb";
import { describe, it } from "vitest";
import { BUCKETS, GridFsStorage } from "../../../server/files/gridfs";
import { fileStorageContract } from "./contract";

const uri = process.env.MONGODB_URI;

if (uri) {
  fileStorageContract("GridFS", async () => {
    const client = await MongoClient.connect(uri);
    const db = client.db(`casshield_files_test_${randomUUID().slice(0, 8)}`);
    return {
      files: new GridFsStorage(db),
      async pieces() {
        let count = 0;
        for (const bucket of Object.values(BUCKETS)) for (const part of ["files", "chunks"]) count += await db.collection(`${bucket}.${part}`).countDocuments();
        return count;
      },
      dispose: async () => {
        await db.dropDatabase();
        await client.close();
      },
    };
  });
} else {
  // No MongoDB server can run on the build machines: say so loudly rather than pass silently.
  console.warn("\n*** GridFS file storage contract tests SKIPPED: set MONGODB_URI to run them against a MongoDB server. ***\n");
  describe.skip("file storage contract: GridFS (SKIPPED: MONGODB_URI is not set)", () => {
    it("runs the file storage contract against GridFS", () => {});
  });
}
