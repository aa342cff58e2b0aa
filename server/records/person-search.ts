// `verify --person` (issue 42 item 4; decision 0044): after an erasure, every collection of the
// store and every stored file (uploads, imports) searched for the person's id, email and name. A
// name is a hit written whole ("Amira Khan"), or as the given and the family name each a whole
// value of one document (the records' givenName and familyName); either alone is too common a word.
// A namesake is a hit too: the officer judges (the document's id says whose it is).
// The search is one university's: the same person at another university is another controller's
// data (documents of another tenant, and files their records hold, are not searched).
import type { FileArea } from "../files/port";
import type { Services } from "../services";
import { COLLECTIONS, type LooseDocument } from "../store/port";

export interface PersonNeedles {
  id: string;
  email?: string | null;
  givenName?: string | null;
  familyName?: string | null;
}

export interface PersonHit {
  /** A collection's document, or a stored file. */
  where: { collection: string; id: string } | { area: FileArea; key: string };
  /** What of the person it holds: their id, email or name. */
  found: "id" | "email" | "name";
}

const BATCH = 500;
const FILE_AREAS: readonly FileArea[] = ["uploads", "imports"];
/** Files larger than this are read in part (their first bytes): uploads are limited well below it. */
const MAX_FILE_BYTES = 50 * 1024 * 1024;

const lower = (value: string | null | undefined): string | null => (value?.trim() ? value.trim().toLowerCase() : null);

/** Every string in a document (keys included: a record's field may be keyed by an id), lower-cased. */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value.toLowerCase());
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      into.push(key.toLowerCase());
      stringsOf(inner, into);
    }
  }
  return into;
}

function foundIn(strings: readonly string[], joined: string, needles: PersonNeedles): PersonHit["found"] | null {
  const id = lower(needles.id);
  const email = lower(needles.email);
  const given = lower(needles.givenName);
  const family = lower(needles.familyName);
  if (id && joined.includes(id)) return "id";
  if (email && joined.includes(email)) return "email";
  if (given && family && (joined.includes(`${given} ${family}`) || (strings.includes(given) && strings.includes(family)))) return "name";
  return null;
}

/** The university whose record holds a stored file, or null when no record does (an orphan: searched). */
async function tenantOfFile(services: Services, area: FileArea, key: string): Promise<string | null> {
  const record = area === "uploads" ? await services.store.collection<LooseDocument>("uploads").findOne({ storageKey: key }) : await services.store.collection<LooseDocument>("imports").findOne({ _id: key.split(".")[0] });
  return typeof record?.tenant === "string" ? record.tenant : null;
}

/** The documents and files of the university (and those of no university: accounts' sign-ins, sessions) that still hold the person. */
export async function searchForPerson(services: Services, tenant: string, needles: PersonNeedles): Promise<PersonHit[]> {
  const hits: PersonHit[] = [];
  for (const collection of COLLECTIONS) {
    let after = "";
    for (;;) {
      const batch = await services.store.collection<LooseDocument>(collection).find(after ? { _id: { $gt: after } } : {}, { sort: { _id: 1 }, limit: BATCH });
      if (!batch.length) break;
      for (const document of batch) {
        if (typeof document.tenant === "string" && document.tenant !== tenant) continue;
        const strings = stringsOf(document);
        const found = foundIn(strings, strings.join("\n"), needles);
        if (found) hits.push({ where: { collection, id: document._id }, found });
      }
      after = batch[batch.length - 1]._id;
    }
  }
  for (const area of FILE_AREAS) {
    for await (const key of services.files.keys(area)) {
      const owner = await tenantOfFile(services, area, key);
      if (owner !== null && owner !== tenant) continue;
      const found = await fileHolds(services, area, key, needles);
      if (found) hits.push({ where: { area, key }, found });
    }
  }
  return hits;
}

async function fileHolds(services: Services, area: FileArea, key: string, needles: PersonNeedles): Promise<PersonHit["found"] | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const { stream } = await services.files.open(area, key);
    for await (const chunk of stream) {
      const bytes = Buffer.from(chunk as Uint8Array);
      chunks.push(bytes);
      size += bytes.byteLength;
      if (size >= MAX_FILE_BYTES) {
        stream.destroy();
        break;
      }
    }
  } catch {
    return null;
  }
  // A file's text as bytes read one to one: an address or a name in a CSV, a PDF's uncompressed text.
  const content = Buffer.concat(chunks).toString("latin1").toLowerCase();
  const strings = content.split(/[\n\r,;"\t]+/).map((part) => part.trim());
  return foundIn(strings, content, needles);
}
