// Long reference lists (nationalities, countries) sent by address, not in every list page's data
// (issue 41; decision 0033). The page names the list's module (/reference/<list>.js?v=<hash>,
// kept by the browser for good). The server draws the options from its own copy (entry.server
// provides it); the browser keeps what the server drew until the module has loaded, then draws
// from the module. The options are drawn as one piece of markup, made once per list: 250 React
// elements per list on every request were most of what the filter panel cost.
import { createContext, useContext, useEffect, useState } from "react";

/** A list the page was sent by address: its name, its module's address and how many names it holds. */
export interface ReferenceListSent {
  reference: string;
  href: string;
  count: number;
}

export function isReferenceListSent(value: unknown): value is ReferenceListSent {
  return typeof value === "object" && value !== null && "href" in value && "reference" in value;
}

type NamesOf = (list: ReferenceListSent) => readonly string[] | undefined;

/** Modules the browser has loaded, by address. */
const loaded = new Map<string, readonly string[]>();

/** Where a list's names come from while drawing: in the browser, the modules loaded so far; the server provides its own. */
export const ReferenceListsContext = createContext<NamesOf>((list) => loaded.get(list.href));

async function loadModule(href: string): Promise<readonly string[]> {
  const known = loaded.get(href);
  if (known) return known;
  const names = ((await import(/* @vite-ignore */ href)) as { default: readonly string[] }).default;
  loaded.set(href, names);
  return names;
}

/** A list's names: at once on the server and once its module has loaded in the browser; undefined until then. */
export function useReferenceNames(list: ReferenceListSent): readonly string[] | undefined {
  const namesOf = useContext(ReferenceListsContext);
  const [names, setNames] = useState(() => namesOf(list));
  useEffect(() => {
    if (names) return;
    let current = true;
    // Without the module the options the server drew stay: the filters work as they are.
    loadModule(list.href).then((loadedNames) => current && setNames(loadedNames), () => undefined);
    return () => {
      current = false;
    };
  }, [list.href, names]);
  return names;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]);

const unchosenMarkup = new WeakMap<readonly string[], { options: string; suggestions: string }>();

function markupOf(names: readonly string[]) {
  let made = unchosenMarkup.get(names);
  if (!made) {
    made = { options: names.map((name) => `<option>${escapeHtml(name)}</option>`).join(""), suggestions: names.map((name) => `<option value="${escapeHtml(name)}"></option>`).join("") };
    unchosenMarkup.set(names, made);
  }
  return made;
}

/** A select's options, the chosen ones marked (each option's value is its text). */
export function optionsMarkup(names: readonly string[], chosen: ReadonlySet<string>): string {
  if (chosen.size === 0) return markupOf(names).options;
  return names.map((name) => `<option${chosen.has(name) ? ' selected=""' : ""}>${escapeHtml(name)}</option>`).join("");
}

/** A datalist's suggestions. */
export function suggestionsMarkup(names: readonly string[]): string {
  return markupOf(names).suggestions;
}

/** What an element holds now in the browser (what the server drew), while the names are on their way. */
export function drawnMarkup(id: string): string {
  return typeof document === "undefined" ? "" : (document.getElementById(id)?.innerHTML ?? "");
}
