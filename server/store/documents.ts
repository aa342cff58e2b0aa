// What both adapters do the same way around the database: new documents get an id and version
// 1 after the storability check; an inclusion projection always keeps `_id` and `_version`.
import { randomUUID } from "node:crypto";
import type { Document, FindOptions, NewDocument } from "./port";
import { assertStorableDocument } from "./query-guard";

export function prepareNewDocuments<T extends Document>(docs: NewDocument<T>[]): Array<Record<string, unknown> & { _id: string; _version: number }> {
  return docs.map((doc) => {
    assertStorableDocument(doc as Record<string, unknown>);
    return { ...doc, _id: doc._id ?? randomUUID(), _version: 1 };
  });
}

export function withStoreFields(projection: FindOptions["projection"]): Record<string, 0 | 1> | undefined {
  if (!projection || Object.keys(projection).length === 0) return undefined;
  const including = Object.values(projection).some((value) => value === 1);
  return including ? { ...projection, _id: 1, _version: 1 } : projection;
}
