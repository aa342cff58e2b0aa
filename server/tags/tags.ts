// Tags on CAS records (issue 23 item 5; decision 0847): the university's tags (settings.tags, with
// a colour and the roles that may assign each), put on or taken off one record or a selection in
// the pipeline. Each change is one update of the record (the list rows follow it) and one audit
// entry with the tags before and after; a student the user may not see is left out.
import type { PreparedConfig } from "../../rules";
import type { SignedInUser } from "../auth/permissions";
import type { EntityRecord } from "../repositories";
import type { Services } from "../services";
import { visibleStudents } from "../cas/stage-move";
import { updateRecord } from "../records/write-path";

export interface TagView {
  value: string;
  label: string;
  colour: string;
}

const DEFAULT_COLOUR = "grey";
export const MAX_TAGGED = 200;

/** Every tag of the university, as drawn. */
export function tagsOf(config: PreparedConfig): TagView[] {
  return (config.settings.tags ?? []).map((tag) => ({ value: tag.value, label: tag.label, colour: tag.colour ?? DEFAULT_COLOUR }));
}

/** The tags this user's role may put on or take off. */
export function assignableTags(config: PreparedConfig, user: Pick<SignedInUser, "role">): TagView[] {
  const allowed = new Set((config.settings.tags ?? []).filter((tag) => !tag.assignableBy || tag.assignableBy.includes(user.role)).map((tag) => tag.value));
  return tagsOf(config).filter((tag) => allowed.has(tag.value));
}

/** A record's tags as drawn, in the university's order (a tag no longer configured is kept, grey). */
export function recordTags(config: PreparedConfig, record: object): TagView[] {
  const tags = (record as { tags?: unknown }).tags;
  const held = Array.isArray(tags) ? tags.map(String) : [];
  const known = tagsOf(config);
  return [...known.filter((tag) => held.includes(tag.value)), ...held.filter((value) => !known.some((tag) => tag.value === value)).map((value) => ({ value, label: value, colour: DEFAULT_COLOUR }))];
}

export interface TagOutcome {
  id: string;
  name: string;
  changed: boolean;
}

/** Puts `tag` on (or takes it off) each chosen student the user may see; says what changed for each. */
export async function tagStudents(services: Services, user: SignedInUser, tenant: string, ids: readonly string[], tag: string, add: boolean): Promise<TagOutcome[]> {
  const unique = [...new Set(ids)].slice(0, MAX_TAGGED);
  const students = await visibleStudents(services, user, tenant, unique);
  const outcomes: TagOutcome[] = [];
  for (const id of unique) {
    const student = students.get(id);
    if (student) outcomes.push(await tagStudent(services, user, tenant, student, tag, add));
  }
  return outcomes;
}

async function tagStudent(services: Services, user: SignedInUser, tenant: string, student: EntityRecord, tag: string, add: boolean): Promise<TagOutcome> {
  const before = Array.isArray(student.tags) ? (student.tags as unknown[]).map(String) : [];
  const name = [student.givenName, student.familyName].filter(Boolean).join(" ");
  const after = add ? (before.includes(tag) ? before : [...before, tag]) : before.filter((value) => value !== tag);
  if (after.length === before.length) return { id: student._id, name, changed: false };
  const at = services.clock().toISOString();
  const saved = await updateRecord(services, tenant, "students", student._id, { $set: { tags: after, updatedAt: at } }, { actor: user.id, action: "student.tags", details: { from: before, to: after } });
  return { id: student._id, name, changed: saved !== null };
}
