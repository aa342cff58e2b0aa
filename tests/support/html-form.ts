// A page's form as a browser without JavaScript would post it: every named control's value (a
// ticked box, a chosen option, typed text), the values a test types in its place, and the button
// pressed. Read with jsdom from the HTML the server drew, so a test posts what the page offers.
import { createRequire } from "node:module";

// jsdom ships no types; the little of it used here is typed by what the DOM's own types say.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: new (html: string) => { window: Window & typeof globalThis } };

export interface PlainForm {
  /** The control names the page draws, in order. */
  names: string[];
  /** The names and labels of the form's submit buttons. */
  buttons: Array<{ name: string; value: string; text: string }>;
  /** The form's data after `typed` (a name to its value; null takes the control's value out), with the button pressed. */
  post(typed?: Record<string, string | null>, pressed?: { name: string; value: string }): FormData;
}

/** The page's form (by default the one posting a record's version, as every form page does). */
export function plainFormOf(html: string, selector = "form[method=post]"): PlainForm {
  const { window } = new JSDOM(html);
  const forms = [...window.document.querySelectorAll(selector)] as HTMLFormElement[];
  const form = forms.find((candidate) => candidate.querySelector("input[name=_version]")) ?? forms[0] ?? null;
  if (!form) throw new Error(`no form ${selector} on the page`);
  const entries = [...new window.FormData(form).entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string");
  const buttons = [...form.querySelectorAll("button[type=submit]")].map((button) => ({ name: button.getAttribute("name") ?? "", value: button.getAttribute("value") ?? "", text: (button.textContent ?? "").trim() }));
  return {
    names: entries.map(([name]) => name),
    buttons,
    post(typed = {}, pressed) {
      const data = new FormData();
      const seen = new Set<string>();
      for (const [name, value] of entries) {
        if (name in typed) {
          if (!seen.has(name) && typed[name] !== null) data.append(name, typed[name] as string);
          seen.add(name);
        } else data.append(name, value);
      }
      for (const [name, value] of Object.entries(typed)) if (!seen.has(name) && value !== null) data.append(name, value);
      if (pressed) data.append(pressed.name, pressed.value);
      return data;
    },
  };
}
