// The documents a student is asked for (002 §3.11), by task-list area; a group nests documents
// one level. `when` reads the CAS student record; `dialog` names the form its details are
// entered in; `linkSetting` names a university setting holding a link shown with it.
import { childLocation } from "../../problems";
import type { DocumentDefinition, DocumentsArea, DocumentsScope } from "../../types";
import type { AreaCompiler, Condition } from "../conditions";

export interface CompiledDocument extends Omit<DocumentDefinition, "when" | "spec"> {
  /** `<area>.<name>` or `<area>.<group>.<name>`: the upload document type and the URL slug. */
  key: string;
  area: string;
  /** Whether the document applies to a student record; null: always. */
  when: Condition | null;
}

export interface CompiledDocumentsArea {
  /** Section statuses ("active" / "inactive") that switch checklist sections and tasks on and off. */
  sections: Readonly<Record<string, "active" | "inactive">>;
  otherOptions: Readonly<Record<string, string>>;
  byArea: ReadonlyMap<string, readonly CompiledDocument[]>;
  /** Publishing "apply to students who have not reached <stage>" (decision 0075): what students at that stage or later are asked for instead; null when everyone gets byArea. */
  scope: CompiledDocumentsScope | null;
}

export interface CompiledDocumentsScope {
  beforeStage: string;
  version: number;
  /** The stage values from beforeStage on, in the pipeline's order: a student at one of these keeps the earlier documents. */
  reachedStages: ReadonlySet<string>;
  byArea: ReadonlyMap<string, readonly CompiledDocument[]>;
}

const isDocument = (value: unknown): value is DocumentDefinition =>
  Boolean(value) && typeof value === "object" && typeof (value as DocumentDefinition).required === "boolean";

export function compileDocumentsArea(area: DocumentsArea, compiler: AreaCompiler, settingNames: ReadonlySet<string>, stageOrder: readonly string[] = []): CompiledDocumentsArea {
  const compileDocument = (definition: DocumentDefinition, key: string, areaName: string, at: string): CompiledDocument => {
    compiler.requireForm(definition.dialog, childLocation(at, "dialog"));
    compiler.requireMessage(definition.infoKey, childLocation(at, "infoKey"));
    if (definition.linkSetting !== undefined && !settingNames.has(definition.linkSetting)) {
      compiler.problem(childLocation(at, "linkSetting"), `unknown setting "${definition.linkSetting}"`);
    }
    const { when, spec: _spec, ...rest } = definition;
    return { ...rest, key, area: areaName, when: when === undefined ? null : compiler.condition(when, childLocation(at, "when"), false) };
  };
  const compileAreas = (areas: DocumentsArea["areas"], root: string): Map<string, CompiledDocument[]> => {
  const byArea = new Map<string, CompiledDocument[]>();
  for (const [areaName, entries] of Object.entries(areas)) {
    const areaAt = childLocation(root, areaName);
    const documents: CompiledDocument[] = [];
    for (const [name, entry] of Object.entries(entries)) {
      const at = childLocation(areaAt, name);
      if (isDocument(entry)) documents.push(compileDocument(entry, `${areaName}.${name}`, areaName, at));
      else for (const [inner, definition] of Object.entries(entry)) documents.push(compileDocument(definition, `${areaName}.${name}.${inner}`, areaName, childLocation(at, inner)));
    }
    byArea.set(areaName, documents);
  }
  return byArea;
  };
  const byArea = compileAreas(area.areas, "documents.areas");
  return { sections: { ...area.sections }, otherOptions: { ...area.otherOptions }, byArea, scope: area.scope ? compileScope(area.scope, stageOrder, compiler, (areas) => compileAreas(areas, "documents.scope.areas")) : null };
}

function compileScope(scope: DocumentsScope, stageOrder: readonly string[], compiler: AreaCompiler, compileAreas: (areas: DocumentsScope["areas"]) => Map<string, CompiledDocument[]>): CompiledDocumentsScope {
  const from = stageOrder.indexOf(scope.beforeStage);
  if (from < 0) compiler.problem("documents.scope.beforeStage", `unknown stage "${scope.beforeStage}"`);
  return { beforeStage: scope.beforeStage, version: scope.version, reachedStages: new Set(from < 0 ? [] : stageOrder.slice(from)), byArea: compileAreas(scope.areas) };
}
