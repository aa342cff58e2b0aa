// What a form page posts: with JavaScript, JSON `{ data, version, intent, stay }`; without it, the
// form's own fields (read back into answers by the form's render plan) and hidden `_version`,
// `_intent`, `_stay` (and a list's add or remove button, rules/forms/list-edits.ts). Either way an untrusted body becomes the same submission.
import type { RenderPlan } from "../../rules/forms/render";
import { answersFromForm } from "../../rules/forms/form-answers";
import { LIST_ADD_FIELD, LIST_REMOVE_FIELD, listEditOf, withListEdit } from "../../rules/forms/list-edits";
import { readJsonObject } from "./json-body";
import { isFormBody, readForm } from "./form-body";

export interface PageSubmission {
  /** The answers (an object; anything else counts as none). */
  data: Record<string, unknown>;
  /** The record version the page was drawn from; -1 when missing (a save is then refused as stale). */
  version: number;
  /** "refresh" redraws without storing; other intents are the page's own. */
  intent: string | null;
  /** Save and stay on the page (a repeating group's own Save). */
  stay: boolean;
  body: Record<string, unknown>;
  /** Posted as a plain form (no JavaScript): the answer is a page, not JSON for a script. */
  plainForm: boolean;
}

export async function readPageSubmission(request: Request, plan?: RenderPlan): Promise<PageSubmission> {
  // The body's size is bounded before it is read (body-limits.ts).
  if (plan && isFormBody(request)) {
    const form = await readForm(request);
    const names = [...new Set([...form.keys()])];
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : null;
    };
    const version = Number(text("_version"));
    const body = Object.fromEntries(names.filter((name) => name.startsWith("_")).map((name) => [name.slice(1), text(name)]));
    const answers = answersFromForm(plan, Object.fromEntries(names.map((name) => [name, form.getAll(name).filter((value): value is string => typeof value === "string")])));
    // A list's add or remove button (no JavaScript): the page comes back with the edit made, nothing stored.
    const listEdit = listEditOf(text(LIST_ADD_FIELD), text(LIST_REMOVE_FIELD));
    return {
      data: listEdit ? withListEdit(answers, listEdit) : answers,
      version: Number.isInteger(version) ? version : -1,
      intent: listEdit ? "refresh" : text("_intent"),
      stay: text("_stay") === "true",
      body,
      plainForm: true,
    };
  }
  const body = await readJsonObject(request);
  const data = body.data && typeof body.data === "object" && !Array.isArray(body.data) ? (body.data as Record<string, unknown>) : {};
  return {
    data,
    version: typeof body.version === "number" ? body.version : -1,
    intent: typeof body.intent === "string" ? body.intent : null,
    stay: body.stay === true,
    body,
    plainForm: false,
  };
}
