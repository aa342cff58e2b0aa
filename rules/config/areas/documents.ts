// The documents a student is asked for (002 §3.11), by task-list area; a group nests documents
// one level. `when` reads the CAS student record; `dialog` names the form its details are
// entered in; `linkSetting` names a university setting holding a link shown with it.
import { childLocation } from "../../problems";
import type { DocumentDefinition, DocumentsArea } from "../../types";
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
}

const isDocument = (value: unknown): value is DocumentDefinition =>
  Boolean(value) && typeof value === "object" && typeof (value as DocumentDefinition).required === "boolean";

export function compileDocumentsArea(area: DocumentsArea, compiler: AreaCompiler, settingNames: ReadonlySet<string>): CompiledDocumentsArea {
  const byArea = new Map<string, CompiledDocument[]>();
  const compileDocument = (definition: DocumentDefinition, key: string, areaName: string, at: string): CompiledDocument => {
    compiler.requireForm(definition.dialog, childLocation(at, "dialog"));
    compiler.requireMessage(definition.infoKey, childLocation(at, "infoKey"));
    if (definition.linkSetting !== undefined && !settingNames.has(definition.linkSetting)) {
      compiler.problem(childLocation(at, "linkSetting"), `unknown setting "${definition.linkSetting}"`);
    }
    const { when, spec: _spec, ...rest } = definition;
    return { ...rest, key, area: areaName, when: when === undefined ? null : compiler.condition(when, childLocation(at, "when"), false) };
  };
  for (const [areaName, entries] of Object.entries(area.areas)) {
    const areaAt = childLocation("documents.areas", areaName);
    const documents: CompiledDocument[] = [];
    for (const [name, entry] of Object.entries(entries)) {
      const at = childLocation(areaAt, name);
      if (isDocument(entry)) documents.push(compileDocument(entry, `${areaName}.${name}`, areaName, at));
      else for (const [inner, definition] of Object.entries(entry)) documents.push(compileDocument(definition, `${areaName}.${name}.${inner}`, areaName, childLocation(at, inner)));
    }
    byArea.set(areaName, documents);
  }
  return { sections: { ...area.sections }, otherOptions: { ...area.otherOptions }, byArea };
}
