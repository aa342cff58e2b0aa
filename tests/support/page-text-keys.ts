// The catalogue keys a page's components name, read from their source (issue 41: a loader sends
// the words its page uses, not whole areas of the catalogue). From a route module, every relative
// import inside app/ is followed (type-only imports are not: they bring no component); in each
// file, a string that is a catalogue key is a key the page may show, and the text before the
// first `${` of a template (`audit.action.${action}`) or a string ending in "." is a prefix whose
// keys it may show. Keys a page reads from its data (a status's key worded by the server) are not
// in its source: a loader keeps the prefixes those come from.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { PROJECT_ROOT } from "../../server/paths";

const APP = path.join(PROJECT_ROOT, "app");

export interface NamedKeys {
  /** Whole keys, each with a file that names it. */
  keys: Map<string, string>;
  /** Prefixes of keys built at run time, each with a file that builds one. */
  prefixes: Map<string, string>;
}

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, path.join(base, "index.tsx"), path.join(base, "index.ts")]) {
    if (candidate.startsWith(APP) && /\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * The keys and key prefixes named by `entry` (a file in app/) and every app module it imports,
 * against the catalogue's keys. `drawnWithOwnWords`: modules (paths from the project root) the
 * page draws inside a words context of their own, with the texts their own data brings; neither
 * they nor what they import are read for it.
 */
export function textKeysNamedBy(entry: string, catalogueKeys: readonly string[], drawnWithOwnWords: readonly string[] = []): NamedKeys {
  const known = new Set(catalogueKeys);
  const isPrefix = (text: string) => text.includes(".") && text.endsWith(".") && catalogueKeys.some((key) => key.startsWith(text));
  const named: NamedKeys = { keys: new Map(), prefixes: new Map() };
  const seen = new Set<string>();
  const queue = [path.resolve(entry)];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    // Server modules never reach the browser; their words are worded before the page gets them.
    if (file.endsWith(".server.ts") || drawnWithOwnWords.includes(path.relative(PROJECT_ROOT, file))) continue;
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const relative = path.relative(PROJECT_ROOT, file);
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
        const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly === true : node.isTypeOnly;
        const specifier = node.moduleSpecifier;
        if (!typeOnly && specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith(".")) {
          const target = resolveImport(file, specifier.text);
          if (target) queue.push(target);
        }
        return;
      }
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (known.has(node.text)) named.keys.set(node.text, relative);
        else if (isPrefix(node.text)) named.prefixes.set(node.text, relative);
      } else if (ts.isTemplateExpression(node)) {
        const head = node.head.text;
        if (known.has(head)) named.keys.set(head, relative);
        else if (head.includes(".") && catalogueKeys.some((key) => key.startsWith(head))) named.prefixes.set(head, relative);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return named;
}

/** What `named` asks for that none of `sent` (a loader's prefixes, and the root's) covers. */
export function uncoveredKeys(named: NamedKeys, sent: readonly string[]): string[] {
  const covered = (text: string) => sent.some((prefix) => text.startsWith(prefix));
  return [
    ...[...named.keys].filter(([key]) => !covered(key)).map(([key, file]) => `${key} (${file})`),
    ...[...named.prefixes].filter(([prefix]) => !covered(prefix)).map(([prefix, file]) => `${prefix}… (${file})`),
  ].sort();
}
