// Filters and updates reach the store from repositories, which may copy values from request
// bodies. This guard keeps both adapters to the same supported subset of MongoDB's language
// and refuses keys that could reach an object's prototype.
import { UnsupportedQueryError, type Filter, type Update } from "./port";

const FILTER_OPERATORS = new Set(["$in", "$nin", "$gt", "$gte", "$lt", "$lte", "$ne", "$exists", "$regex", "$options", "$eq"]);
const LOGICAL_OPERATORS = new Set(["$or", "$and", "$nor"]);
const UPDATE_OPERATORS = new Set(["$set", "$unset", "$inc", "$push", "$pull"]);
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** A key holding none of these words is allowed without splitting it into parts (most keys). */
const MAY_BE_FORBIDDEN = /__proto__|constructor|prototype/;

function checkKey(key: string, where: string): void {
  if (MAY_BE_FORBIDDEN.test(key) && key.split(".").some((part) => FORBIDDEN_KEYS.has(part))) {
    throw new UnsupportedQueryError(`${where}: the key "${key}" is not allowed`);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof RegExp) && !(value instanceof Date);
}

function checkValue(value: unknown, where: string): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => checkValue(item, `${where}[${index}]`));
    return;
  }
  if (!isPlainObject(value)) return;
  for (const [key, inner] of Object.entries(value)) {
    checkKey(key, where);
    if (key.startsWith("$") && !FILTER_OPERATORS.has(key)) {
      throw new UnsupportedQueryError(`${where}: the operator ${key} is not supported`);
    }
    checkValue(inner, `${where}.${key}`);
  }
}

export function assertSupportedFilter(filter: Filter, where = "filter"): void {
  if (!isPlainObject(filter)) throw new UnsupportedQueryError(`${where} must be an object`);
  for (const [key, value] of Object.entries(filter)) {
    checkKey(key, where);
    if (LOGICAL_OPERATORS.has(key)) {
      if (!Array.isArray(value)) throw new UnsupportedQueryError(`${where}.${key} must be an array`);
      value.forEach((sub, index) => assertSupportedFilter(sub as Filter, `${where}.${key}[${index}]`));
    } else if (key.startsWith("$")) {
      throw new UnsupportedQueryError(`${where}: the operator ${key} is not supported`);
    } else {
      checkValue(value, `${where}.${key}`);
    }
  }
}

export function assertSupportedUpdate(update: Update, where = "update"): void {
  if (!isPlainObject(update)) throw new UnsupportedQueryError(`${where} must be an object`);
  const entries = Object.entries(update);
  if (entries.length === 0) throw new UnsupportedQueryError(`${where} is empty`);
  for (const [operator, fields] of entries) {
    if (!UPDATE_OPERATORS.has(operator)) throw new UnsupportedQueryError(`${where}: the operator ${operator} is not supported`);
    if (!isPlainObject(fields)) throw new UnsupportedQueryError(`${where}.${operator} must be an object`);
    for (const [key, value] of Object.entries(fields)) {
      checkKey(key, `${where}.${operator}`);
      if (key === "_id" || key === "_version") throw new UnsupportedQueryError(`${where}.${operator}: ${key} is managed by the store`);
      if (operator === "$inc" && typeof value !== "number") throw new UnsupportedQueryError(`${where}.$inc.${key} must be a number`);
      if (operator !== "$pull") assertNoOperatorKeys(value, `${where}.${operator}.${key}`, operator === "$push");
    }
  }
}

/** Stored values may not carry `$` keys or prototype keys (except $each in a $push). */
function assertNoOperatorKeys(value: unknown, where: string, allowEach = false): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => assertNoOperatorKeys(item, `${where}[${index}]`));
    return;
  }
  if (!isPlainObject(value)) return;
  for (const [key, inner] of Object.entries(value)) {
    checkKey(key, where);
    if (key.startsWith("$") && !(allowEach && key === "$each")) {
      throw new UnsupportedQueryError(`${where}: stored values cannot contain the key ${key}`);
    }
    if (key.includes(".")) throw new UnsupportedQueryError(`${where}: stored keys cannot contain a dot ("${key}")`);
    assertNoOperatorKeys(inner, `${where}.${key}`);
  }
}

export function assertStorableDocument(doc: Record<string, unknown>, where = "document"): void {
  if (!isPlainObject(doc)) throw new UnsupportedQueryError(`${where} must be an object`);
  assertNoOperatorKeys(doc, where);
}
