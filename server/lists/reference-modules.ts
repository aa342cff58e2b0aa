// The long reference lists a staff list's filters offer (nationalities and countries: about 250
// names each) as ES modules the browser keeps (issue 41; decision 0033). A list page names the
// module's address instead of carrying the names in every answer; the address holds a hash of
// the module's text, so a changed list is a new address and the old one may be kept for good.
import { createHash } from "node:crypto";
import { isReferenceList, referenceOptions } from "./filter-options";

interface ReferenceModule {
  names: readonly string[];
  source: string;
  /** A hash of the source: the address's version. */
  version: string;
  href: string;
}

const modules = new Map<string, ReferenceModule | null>();

/** A reference list as a module, when every choice is labelled by its own value (a list of names); else null. */
export function referenceModule(name: string): ReferenceModule | null {
  let made = modules.get(name);
  if (made === undefined) {
    made = null;
    const options = isReferenceList(name) ? referenceOptions(name) : [];
    if (options.length > 0 && options.every((option) => option.value === option.label)) {
      const names = options.map((option) => option.value);
      const source = `export default ${JSON.stringify(names)};\n`;
      const version = createHash("sha256").update(source).digest("hex").slice(0, 16);
      made = { names, source, version, href: `/reference/${name}.js?v=${version}` };
    }
    modules.set(name, made);
  }
  return made;
}

/** The names of a list the page was sent by address, for the server's own drawing of the page. */
export function referenceNames(name: string): readonly string[] | undefined {
  return referenceModule(name)?.names;
}
