// The changes between two configurations in words (rules/config-diff), for the draft summary,
// the history's comparisons and the audit log.
import { describeChanges, diffConfigs, type DescribedChange, type PreparedConfig } from "../../rules";
import { choiceLabelIn, editorChoiceLists, editorLabels } from "./area-editor";

/** The typed editors' labels, so settings outside the forms read as the editors ask them. */
const EDITOR_LABELS = editorLabels();
/** The typed editors' questions picked from a list, so their values read in that list's words. */
const CHOICE_LISTS = editorChoiceLists();

/** Each documents area by the name of the task that lists it ("General Documents"), in the configuration's words. */
function documentAreaNames(config: PreparedConfig): Record<string, string> {
  return Object.fromEntries(config.areas.tasks.tasks.filter((task) => task.kind === "documents").flatMap((task) => task.documents.map((area) => [area, config.text(task.labelKey)])));
}

/** `named` is the configuration in force, whose tasks name the documents areas when the versions compared do not list them. */
export function changesBetween(from: Record<string, unknown>, to: Record<string, unknown>, words: Record<string, string>, named?: PreparedConfig): DescribedChange[] {
  const labelOf = (list: string, value: string) => choiceLabelIn(to, list, value) ?? choiceLabelIn(from, list, value);
  return describeChanges(diffConfigs(from, to), { from, to, words, labels: EDITOR_LABELS, choices: { lists: CHOICE_LISTS, labelOf }, ...(named ? { documentAreaNames: documentAreaNames(named) } : {}) });
}

/** At most this many change lines go into an audit entry; the count says how many there were. */
export const AUDIT_CHANGE_LINES = 200;

export function auditChanges(changes: readonly DescribedChange[]): { changes: string[]; changeCount: number } {
  return { changes: changes.slice(0, AUDIT_CHANGE_LINES).map((change) => change.text), changeCount: changes.length };
}
