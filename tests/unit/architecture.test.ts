// The architecture, read from the code: imports go one way (app -> server -> rules), the
// configuration is read only through its typed, compiled model, and rules/ never calls back
// into server/ (server/ and app/ hand rules/ data, never functions to run).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  walk(path.join(root, folder));
  return files;
}

interface ParsedFile {
  file: string;
  layer: string;
  source: ts.SourceFile;
  /** Imported name -> the layer its module lives in ("rules", "server", "app", or "" for packages). */
  importedFrom: Map<string, string>;
  imports: Array<{ specifier: string; layer: string; typeOnly: boolean }>;
}

const layerOf = (absolute: string): string => path.relative(root, absolute).split(path.sep)[0];

function parse(file: string): ParsedFile {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.ES2022, true);
  const importedFrom = new Map<string, string>();
  const imports: ParsedFile["imports"] = [];
  for (const statement of source.statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    const layer = specifier.startsWith(".") ? layerOf(path.resolve(path.dirname(file), specifier)) : "";
    const typeOnly = ts.isImportDeclaration(statement) ? Boolean(statement.importClause?.isTypeOnly) : statement.isTypeOnly;
    imports.push({ specifier, layer, typeOnly });
    if (ts.isImportDeclaration(statement)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) importedFrom.set(element.name.text, layer);
      if (bindings && ts.isNamespaceImport(bindings)) importedFrom.set(bindings.name.text, layer);
    }
  }
  return { file: path.relative(root, file), layer: layerOf(file), source, importedFrom, imports };
}

const files = ["rules", "server", "app"].flatMap(sourceFiles).map(parse);

function visit(node: ts.Node, each: (node: ts.Node) => void): void {
  each(node);
  ts.forEachChild(node, (child) => visit(child, each));
}

const where = (parsed: ParsedFile, node: ts.Node) => `${parsed.file}:${parsed.source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

describe("layers", () => {
  it("has the files it checks", () => {
    expect(files.filter((parsed) => parsed.layer === "rules").length).toBeGreaterThan(50);
    expect(files.filter((parsed) => parsed.layer === "server").length).toBeGreaterThan(50);
    expect(files.filter((parsed) => parsed.layer === "app").length).toBeGreaterThan(50);
  });

  it("rules/ imports nothing from server/ or app/", () => {
    const wrong = files.filter((parsed) => parsed.layer === "rules").flatMap((parsed) => parsed.imports.filter((i) => i.layer === "server" || i.layer === "app").map((i) => `${parsed.file}: ${i.specifier}`));
    expect(wrong).toEqual([]);
  });

  it("server/ imports nothing from app/", () => {
    const wrong = files.filter((parsed) => parsed.layer === "server").flatMap((parsed) => parsed.imports.filter((i) => i.layer === "app").map((i) => `${parsed.file}: ${i.specifier}`));
    expect(wrong).toEqual([]);
  });

  it("only app/'s server modules (*.server.ts) import server/ code; browser modules may import its types", () => {
    const wrong = files
      .filter((parsed) => parsed.layer === "app" && !parsed.file.endsWith(".server.ts") && !parsed.file.endsWith(".server.tsx") && parsed.file !== path.join("app", "entry.server.tsx"))
      .flatMap((parsed) => parsed.imports.filter((i) => i.layer === "server" && !i.typeOnly).map((i) => `${parsed.file}: ${i.specifier}`));
    expect(wrong).toEqual([]);
  });
});

describe("one CSV writer (decision 0025)", () => {
  it("only server/csv-writer.ts writes CSV with csv-stringify, so every CSV the app produces defuses formulas", () => {
    const wrong = files.filter((parsed) => parsed.file !== path.join("server", "csv-writer.ts")).flatMap((parsed) => parsed.imports.filter((i) => i.specifier.startsWith("csv-stringify")).map((i) => `${parsed.file}: ${i.specifier}`));
    expect(wrong).toEqual([]);
    expect(files.some((parsed) => parsed.imports.some((i) => i.specifier === "csv-stringify"))).toBe(true);
  });
});

describe("the configuration is read through its typed, compiled model", () => {
  it("nothing outside the configuration loader reads a configuration raw", () => {
    const wrong: string[] = [];
    for (const parsed of files.filter((candidate) => candidate.layer !== "rules" && !candidate.file.startsWith(path.join("server", "tenant-config")))) {
      visit(parsed.source, (node) => {
        if (ts.isPropertyAccessExpression(node) && node.name.text === "raw") wrong.push(where(parsed, node));
      });
    }
    expect(wrong).toEqual([]);
  });
});

describe("rules/ does not call back into server/", () => {
  it("server/ and app/ pass rules/ functions data, never a function to run", () => {
    const wrong: string[] = [];
    for (const parsed of files.filter((candidate) => candidate.layer !== "rules")) {
      visit(parsed.source, (node) => {
        if (!ts.isCallExpression(node) && !ts.isNewExpression(node)) return;
        const callee = node.expression;
        const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) ? callee.expression.text : null;
        if (!name || parsed.importedFrom.get(name) !== "rules") return;
        for (const argument of node.arguments ?? []) {
          if (ts.isArrowFunction(argument) || ts.isFunctionExpression(argument)) wrong.push(where(parsed, argument));
        }
      });
    }
    expect(wrong).toEqual([]);
  });
});

describe("request bodies are read one way (decisions 0017, 0018)", () => {
  it("only server/http's readers read a request's form or text, so no action can crash on a missing or garbled body", () => {
    const readers = new Set([path.join("server", "http", "form-body.ts"), path.join("server", "http", "json-body.ts")]);
    const wrong: string[] = [];
    for (const parsed of files.filter((candidate) => candidate.layer !== "rules" && !readers.has(candidate.file))) {
      visit(parsed.source, (node) => {
        if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
        const method = node.expression.name.text;
        const target = node.expression.expression.getText(parsed.source);
        if (method === "formData" || ((method === "text" || method === "json" || method === "arrayBuffer") && /^request(\.clone\(\))?$/.test(target))) wrong.push(`${where(parsed, node)} ${target}.${method}()`);
      });
    }
    expect(wrong).toEqual([]);
  });
});

describe("one write path (decision 0019)", () => {
  const RECORDS = ["applications", "offers", "students", "uploads", "documents", "conversationMessages", "imports"];
  const WRITES = new Set(["insert", "insertMany", "update", "updateWhere", "delete", "deleteWhere", "insertOne", "updateOne", "updateMany", "deleteOne", "deleteMany"]);
  /** Derived collections and the one module (or folder) that makes each: the projector's. */
  const PROJECTED: Record<string, string> = { listRows: path.join("server", "lists", "list-rows.ts"), automationEvents: path.join("server", "automations") + path.sep };
  const writePath = (file: string) => file.startsWith(path.join("server", "records") + path.sep);
  /** The store's own adapters and the repositories' constructor name collections; nothing else may reach a record collection's store handle. */
  const storeSide = (file: string) => file.startsWith(path.join("server", "store") + path.sep) || file === path.join("server", "repositories", "index.ts");

  /** The collection a call's object names, when it is `<anything>.<collection>` or `<anything>[<collection literal>]`. */
  function namedCollection(expression: ts.Expression): string | null {
    if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
    if (ts.isElementAccessExpression(expression) && ts.isStringLiteral(expression.argumentExpression)) return expression.argumentExpression.text;
    return null;
  }

  it("nothing but server/records/ writes applications, offers, CAS records, uploads, documents, conversation messages or imports", () => {
    const wrong: string[] = [];
    for (const parsed of files.filter((candidate) => candidate.layer !== "rules" && !writePath(candidate.file))) {
      visit(parsed.source, (node) => {
        if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression) || !WRITES.has(node.expression.name.text)) return;
        const target = namedCollection(node.expression.expression);
        if (target && RECORDS.includes(target)) wrong.push(`${where(parsed, node)} writes ${target}`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it("nothing but server/records/ (and the store's side) reaches those collections in the store", () => {
    const wrong: string[] = [];
    for (const parsed of files.filter((candidate) => candidate.layer !== "rules" && !writePath(candidate.file) && !storeSide(candidate.file))) {
      visit(parsed.source, (node) => {
        if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression) || node.expression.name.text !== "collection") return;
        const [name] = node.arguments;
        // A collection chosen at run time could be any of them.
        if (!name || !ts.isStringLiteral(name)) wrong.push(`${where(parsed, node)} opens a collection named at run time`);
        else if (RECORDS.includes(name.text)) wrong.push(`${where(parsed, node)} opens ${name.text}`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it("derived collections are written only by their projector", () => {
    const wrong: string[] = [];
    for (const parsed of files.filter((candidate) => candidate.layer !== "rules")) {
      visit(parsed.source, (node) => {
        if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression) || !WRITES.has(node.expression.name.text)) return;
        const target = namedCollection(node.expression.expression);
        const owner = target ? PROJECTED[target] : undefined;
        if (owner && !parsed.file.startsWith(owner)) wrong.push(`${where(parsed, node)} writes ${target}`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it("the repositories hand those records out to read only, and the check finds a write where there is one", () => {
    const repositories = readFileSync(path.join(root, "server", "repositories", "index.ts"), "utf8");
    for (const name of RECORDS) expect(repositories).toMatch(new RegExp(`\\b${name}: new TenantScopedReader<`));
    // The rule above, applied to a module that writes a record directly, names it.
    const probe = ts.createSourceFile("probe.ts", "await services.repositories.students.update(tenant, id, { $set: {} });", ts.ScriptTarget.ES2022, true);
    const found: string[] = [];
    visit(probe, (node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && WRITES.has(node.expression.name.text)) found.push(String(namedCollection(node.expression.expression)));
    });
    expect(found).toEqual(["students"]);
  });
});

describe("app/ reads and writes the store only through server/ services (decision 0034)", () => {
  const STORE_HANDLES = new Set(["repositories", "store"]);
  const storeModule = (specifier: string) => /(^|\/)server\/(store|repositories)(\/|$)/.test(specifier);

  /** Where a module reaches the store itself: a repository or store handle, a collection opened, a store module's code imported (its error classes and types aside). */
  function storeTouches(parsed: ParsedFile): string[] {
    const found: string[] = [];
    for (const statement of parsed.source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !storeModule(statement.moduleSpecifier.text) || statement.importClause?.isTypeOnly) continue;
      const bindings = statement.importClause?.namedBindings;
      const values = bindings && ts.isNamedImports(bindings) ? bindings.elements.filter((element) => !element.isTypeOnly && !/Error$/.test(element.name.text)).map((element) => element.name.text) : ["*"];
      if (values.length) found.push(`${where(parsed, statement)} imports ${values.join(", ")} from ${statement.moduleSpecifier.text}`);
    }
    visit(parsed.source, (node) => {
      if (ts.isPropertyAccessExpression(node) && STORE_HANDLES.has(node.name.text)) found.push(`${where(parsed, node)} ${node.getText(parsed.source)}`);
      if (ts.isBindingElement(node) && STORE_HANDLES.has((node.propertyName ?? node.name).getText(parsed.source)) && ts.isObjectBindingPattern(node.parent)) found.push(`${where(parsed, node)} takes ${node.getText(parsed.source)}`);
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "collection") found.push(`${where(parsed, node)} opens a collection`);
    });
    return found;
  }

  it("no file under app/ touches the store directly", () => {
    expect(files.filter((parsed) => parsed.layer === "app").flatMap(storeTouches)).toEqual([]);
  });

  it("the check names a loader that reads a repository, takes the store or opens a collection", () => {
    const source = [
      'import { EntityStore } from "../../server/store/port";',
      'import { VersionConflictError } from "../../server/store/port";',
      "const student = await context.services.repositories.students.findOne(tenant, { userId });",
      "const { store } = context.services;",
      'await services.store.collection("tenants").count({});',
    ].join("\n");
    const parsed: ParsedFile = { file: "app/loaders/probe.server.ts", layer: "app", source: ts.createSourceFile("probe.ts", source, ts.ScriptTarget.ES2022, true), importedFrom: new Map(), imports: [] };
    expect(storeTouches(parsed)).toEqual([
      "app/loaders/probe.server.ts:1 imports EntityStore from ../../server/store/port",
      "app/loaders/probe.server.ts:3 context.services.repositories",
      "app/loaders/probe.server.ts:4 takes store",
      "app/loaders/probe.server.ts:5 opens a collection",
      "app/loaders/probe.server.ts:5 services.store",
    ]);
  });
});
