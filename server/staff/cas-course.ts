// The course a CAS student is on, as their record shows it (issue 39; decision 0058): read from
// the student's list row, so the record, the pipeline and the export say the same thing. The
// row's fields are the configuration's (list-rows.json: the course step's answers, else the
// offer a university imported); the intake in the configuration's words; the fee in whole pounds
// or null when it is not known (never 0 for unknown).
import type { PreparedConfig } from "../../rules";
import { rowIdOf } from "../lists/list-rows";
import { valueLabel } from "../lists/value-labels";
import type { Services } from "../services";

/** 001 §3's list-row fields for the course and intake; the fee is the row's `course_fee` (decision 0058). */
const ROW_FIELDS = { name: "course_name", intake: "intake_id", fee: "course_fee" } as const;

export interface CasCourse {
  name: string | null;
  intake: string | null;
  /** Null: nobody has said what the fee is. */
  fee: number | null;
}

export async function casCourseOf(services: Services, tenant: string, config: PreparedConfig, studentId: string): Promise<CasCourse> {
  const [row] = await services.repositories.listRows.find(tenant, { _id: rowIdOf("students", studentId) });
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  const fee = row?.[ROW_FIELDS.fee];
  return {
    name: text(row?.[ROW_FIELDS.name]),
    intake: text(valueLabel(config, "student.intakeId", row?.[ROW_FIELDS.intake])),
    fee: typeof fee === "number" && Number.isFinite(fee) && fee >= 0 ? fee : null,
  };
}
