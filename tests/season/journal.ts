// The season's journal in its own folder beside the data folder: one JSON line per step begun and
// finished, the reminders each day queued and each day compared. A process killed with SIGKILL
// loses nothing written here (the lines are in the file, not in the process); the next one reads
// it to replay the day up to where the last one stopped.
import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Outcome, PlannedAction } from "./actions/index";
import type { SentClaim, World } from "./world";

export type JournalEntry =
  | { t: "begin"; day: number; index: number; kind: string; person?: string; at: string }
  | { t: "end"; day: number; index: number; outcome: Outcome }
  | { t: "claims"; day: number; claims: SentClaim[] }
  | { t: "compared"; day: number }
  | { t: "boot"; day: number; index: number; pid: number };

export class Journal {
  private readonly file: string;
  readonly entries: JournalEntry[];

  constructor(readonly folder: string) {
    this.file = path.join(folder, "journal.jsonl");
    this.entries = existsSync(this.file)
      ? readFileSync(this.file, "utf8")
          .split("\n")
          // A line cut short by the kill is not a step taken.
          .filter((line) => line.trim().endsWith("}"))
          .flatMap((line) => {
            try {
              return [JSON.parse(line) as JournalEntry];
            } catch {
              return [];
            }
          })
      : [];
  }

  append(entry: JournalEntry): void {
    appendFileSync(this.file, `${JSON.stringify(entry)}\n`);
    this.entries.push(entry);
  }

  ended(day: number, index: number): Outcome | null {
    const entry = this.entries.find((candidate) => candidate.t === "end" && candidate.day === day && candidate.index === index);
    return entry && entry.t === "end" ? entry.outcome : null;
  }

  begun(day: number, index: number): boolean {
    return this.entries.some((entry) => entry.t === "begin" && entry.day === day && entry.index === index);
  }

  claims(day: number): SentClaim[] | null {
    const entry = this.entries.find((candidate) => candidate.t === "claims" && candidate.day === day);
    return entry && entry.t === "claims" ? entry.claims : null;
  }

  compared(day: number): boolean {
    return this.entries.some((entry) => entry.t === "compared" && entry.day === day);
  }

  restarts(day: number): number {
    return this.entries.filter((entry) => entry.t === "boot" && entry.day === day).length;
  }

  describe(action: PlannedAction): string {
    return `${action.kind}${action.person ? ` ${action.person}` : ""}`;
  }
}

/** The model as it stood at the start of a day (written before the day's plan, replaced each day). */
export function saveWorld(folder: string, day: number, world: World): void {
  const file = path.join(folder, "world.json");
  writeFileSync(`${file}.tmp`, JSON.stringify({ day, world }));
  renameSync(`${file}.tmp`, file);
}

export function loadWorld(folder: string): { day: number; world: World } | null {
  const file = path.join(folder, "world.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { day: number; world: World }) : null;
}
