// A list's "Add another" and "Remove" posted without JavaScript (the GOV.UK "add another"
// pattern): the button's name says what to do and its value which list or item, as a dotted path
// (`conditions`, `scholarships.1`). The answers come back with that edit made, to be drawn again
// and stored only when the person saves. Pure.

/** The name of an add button (its value: the list's path). */
export const LIST_ADD_FIELD = "_addItem";
/** The name of a remove button (its value: the item's path, ending in its index). */
export const LIST_REMOVE_FIELD = "_removeItem";

export type ListEdit = { kind: "add"; path: string[] } | { kind: "remove"; path: string[]; index: number };

/** A field's path in the renderer as the dotted text a button posts. */
export function listPathOf(path: ReadonlyArray<string | number>): string {
  return path.map(String).join(".");
}

const SEGMENT = /^[A-Za-z0-9_$-]+$/;

/** The edit a post asks for, or null (no edit, or a path that is not one: untrusted input). */
export function listEditOf(add: unknown, remove: unknown): ListEdit | null {
  const parts = (value: unknown) => (typeof value === "string" && value.length <= 500 ? value.split(".") : null);
  const added = parts(add);
  if (added && added.every((part) => SEGMENT.test(part))) return { kind: "add", path: added };
  const removed = parts(remove);
  if (!removed || removed.length < 2 || !removed.every((part) => SEGMENT.test(part))) return null;
  const index = Number(removed[removed.length - 1]);
  return Number.isInteger(index) && index >= 0 ? { kind: "remove", path: removed.slice(0, -1), index } : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object" && !Array.isArray(value);

/** The answers with the edit made: an empty item at the list's end, or the item taken out. A path that leads nowhere changes nothing. */
export function withListEdit(answers: Record<string, unknown>, edit: ListEdit): Record<string, unknown> {
  const change = (node: unknown, path: string[]): unknown => {
    if (path.length === 0) {
      const list = Array.isArray(node) ? node : node === undefined ? [] : null;
      if (!list) return node;
      return edit.kind === "add" ? [...list, {}] : list.filter((_, index) => index !== edit.index);
    }
    const [head, ...rest] = path;
    if (Array.isArray(node) && /^\d+$/.test(head)) {
      const index = Number(head);
      return index < node.length ? node.map((item, at) => (at === index ? change(item, rest) : item)) : node;
    }
    if (!isRecord(node) && node !== undefined) return node;
    const object = isRecord(node) ? node : {};
    return { ...object, [head]: change(object[head], rest) };
  };
  const changed = change(answers, edit.path);
  return isRecord(changed) ? changed : answers;
}
