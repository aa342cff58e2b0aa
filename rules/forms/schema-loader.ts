// Loading a form's JSON Schema into ajv (draft 2020-12, allErrors) once per form.
// A form names its schema by key (`{ "$ref": "application/identity" }`) and schemas may refer to
// one another by key too. Keys are not URIs, and relative `$ref`s would resolve against the
// referring schema's location ("common/address" inside "application/identity" would become
// "application/common/address"), so every reference to another document is rewritten to an
// absolute URI under SCHEMA_BASE and every document gets that URI as its `$id`.

import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { JsonSchema } from "../types";
import { linearPattern } from "../patterns/configured-pattern";
import { isRecord } from "./field-paths";
import { SCHEMA_BASE, idOf, keyOf, rootRefOf, splitRef } from "./schema-refs";
import { createLruCache } from "../lru-cache";

export { SCHEMA_BASE, keyOf, rootRefOf };


export type SchemaResolver = (ref: string) => JsonSchema | undefined;

export type SchemaAjv = Ajv2020;

/** The formats of our own the forms use (the browser's validators get them too). */
export const YEAR_MONTH_FORMAT = /^\d{4}-(0[1-9]|1[0-2])$/;
export const YEAR_FORMAT = /^\d{4}$/;

/**
 * ajv's engine for the `pattern`s of configured schemas: RE2 (decision 0107), so a pattern a
 * university wrote cannot backtrack; a pattern it cannot run fails the schema's compilation.
 */
const linearRegExp = Object.assign((pattern: string, flags: string) => linearPattern(pattern, flags), { code: "linearPattern" });

/** An ajv instance with the formats forms use, its patterns on RE2; share one across the forms of a configuration. */
export function createAjv(): SchemaAjv {
  // No optimisation passes over the generated code: they took 40% of compiling a configuration
  // and change how the code reads, never what it accepts.
  const ajv = new Ajv2020({ allErrors: true, strict: false, allowUnionTypes: true, code: { regExp: linearRegExp, optimize: false } });
  addFormats(ajv);
  ajv.addFormat("year-month", YEAR_MONTH_FORMAT);
  ajv.addFormat("year", YEAR_FORMAT);
  return ajv;
}

export interface LoadedSchema {
  validate: ValidateFunction;
  /** The form's root schema as written (refs unresolved). */
  root: JsonSchema;
  /** Every document by its absolute id, refs rewritten; the root is under `rootId`. */
  documents: Map<string, JsonSchema>;
  rootId: string;
}




/**
 * Compiled validators by the schema documents they were compiled from. Compiling is a pure
 * function of those documents (every ajv here is made by createAjv, with the same options and
 * formats), so the universities, versions and drafts that share a form's schemas share its
 * validator instead of compiling it again: most of a configuration's compile time.
 */
const compiledValidators = createLruCache<ValidateFunction>(300);

/** Deep copy with external refs rewritten to absolute ids; reports the document keys referred to. */
function rewrite(node: unknown, refer: (key: string) => void, fromKey: string): unknown {
  if (Array.isArray(node)) return node.map((n) => rewrite(n, refer, fromKey));
  if (!isRecord(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$ref" && typeof value === "string") {
      const { base, fragment } = splitRef(value);
      if (base === "") out[key] = value;
      else {
        const target = keyOf(base, fromKey);
        refer(target);
        out[key] = idOf(target) + (fragment === null ? "" : `#${fragment}`);
      }
    } else if (key !== "$id") {
      out[key] = rewrite(value, refer, fromKey);
    }
  }
  return out;
}

/** A schema document as compiled under its id: rewritten, the keys it refers to, and a number naming its content. */
interface RewrittenDocument {
  document: JsonSchema;
  refers: readonly string[];
  content: number;
}

/**
 * The documents rewritten for an ajv instance (one configuration's compile, whose forms refer to
 * the same documents again and again), by where each is compiled. Not kept beyond the instance:
 * a configuration edited in place and compiled again is read again.
 */
const rewrittenByAjv = new WeakMap<SchemaAjv, Map<string, RewrittenDocument>>();
/**
 * A number for each document text seen lately, so a validator's cache key lists numbers instead
 * of the whole text of its documents (hashing and comparing those keys was most of the time of
 * compiling a configuration whose validators were already compiled). A text that ages out gets a
 * new number when it comes back: a number is never reused for another text.
 */
const contentNumbers = createLruCache<number>(2000);
let lastContentNumber = 0;

function rewritten(ajv: SchemaAjv, source: JsonSchema, fromKey: string, id: string): RewrittenDocument {
  let forAjv = rewrittenByAjv.get(ajv);
  if (!forAjv) rewrittenByAjv.set(ajv, (forAjv = new Map()));
  const place = `${fromKey}\n${id}`;
  const known = forAjv.get(place);
  if (known) return known;
  const refers: string[] = [];
  const document = withId(rewrite(source, (key) => refers.push(key), fromKey), id);
  const content = contentNumbers.getOrCreate(JSON.stringify(document), () => ++lastContentNumber);
  const made = { document, refers, content };
  forAjv.set(place, made);
  return made;
}

/**
 * Resolves, rewrites and compiles a form schema. Returns problems instead of throwing; `formId`
 * names the inline root so that two forms' inline schemas never collide in a shared ajv.
 */
export function loadSchema(
  schema: JsonSchema,
  formId: string,
  resolve: SchemaResolver,
  ajv: SchemaAjv,
): { loaded?: LoadedSchema; problems: string[] } {
  const problems: string[] = [];
  const documents = new Map<string, JsonSchema>();
  const contents: string[] = [];
  const pending: string[] = [];
  const add = (id: string, made: RewrittenDocument): void => {
    documents.set(id, made.document);
    contents.push(`${id} ${made.content}`);
    for (const key of made.refers) if (!documents.has(idOf(key)) && !pending.includes(key)) pending.push(key);
  };

  const rootRef = rootRefOf(schema);
  let root: JsonSchema | undefined = schema;
  let rootId = `${SCHEMA_BASE}forms/${encodeURIComponent(formId)}`;
  if (rootRef !== null) {
    root = resolve(splitRef(rootRef).base);
    rootId = idOf(splitRef(rootRef).base);
    if (root === undefined) return { problems: [`schema "${rootRef}" not found`] };
  }
  add(rootId, rewritten(ajv, root, rootRef === null ? `forms/${formId}` : splitRef(rootRef).base, rootId));
  while (pending.length > 0) {
    const key = pending.shift() as string;
    const target = resolve(key);
    if (target === undefined) {
      problems.push(`schema "${key}" not found`);
      continue;
    }
    add(idOf(key), rewritten(ajv, target, key, idOf(key)));
  }
  if (problems.length > 0) return { problems };

  const documentsKey = `${rootId}\n${contents.join("\n")}`;
  const compiled = compiledValidators.get(documentsKey);
  if (compiled) return { loaded: { validate: compiled, root: root as JsonSchema, documents, rootId }, problems };
  try {
    for (const [id, document] of documents) {
      if (!ajv.getSchema(id)) ajv.addSchema(document as object, id);
    }
    const validate = ajv.getSchema(rootId) as ValidateFunction;
    compiledValidators.set(documentsKey, validate);
    return { loaded: { validate, root: root as JsonSchema, documents, rootId }, problems };
  } catch (error) {
    return { problems: [`schema cannot be compiled: ${(error as Error).message}`] };
  }
}

function withId(document: unknown, id: string): JsonSchema {
  return isRecord(document) ? { ...document, $id: id } : (document as JsonSchema);
}
