// Child process for the durability test: writes documents to the embedded store as fast as it
// can and prints the id of each one the store has acknowledged, until it is killed.
import { openEmbeddedStore } from "../../../server/store/embedded";

const dataDir = process.argv[2];
const store = await openEmbeddedStore({ dataDir });
const applications = store.collection("applications");
process.stdout.write("ready\n");
for (let n = 0; ; n += 1) {
  const doc = await applications.insertOne({ tenant: "north", sequence: n, body: "x".repeat(200 + (n % 50)) });
  if (n % 3 === 0) await applications.updateOne({ _id: doc._id }, { $set: { touched: true } });
  process.stdout.write(`${doc._id}\n`);
}
