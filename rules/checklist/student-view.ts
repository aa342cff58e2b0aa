// What the checklist's rules read about one student: the compiled configuration, the CAS student
// record (its own fields and `sections.<form id>`), "today" at the university and the role of
// the person looking. Every checklist computation takes this and nothing that reads the store.
import type { PreparedConfig } from "../config/prepared-config";

export interface StudentView {
  config: PreparedConfig;
  student: Record<string, unknown>;
  today: string;
  role: string;
}

/** The scope of section and task conditions: { sections: section statuses, settings, student }. */
export function taskScope(view: StudentView): { sections: Readonly<Record<string, string>>; settings: unknown; student: Record<string, unknown> } {
  return { sections: view.config.areas.documents.sections, settings: view.config.settings, student: view.student };
}
