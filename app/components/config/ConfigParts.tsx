// Small pieces every Config screen page uses: the draft's status, the saved notice, a JSON
// editor with its error, lists of changes and problems, and the key that redraws a form with
// what was typed when a save is refused. Every text arrives from the loader (catalogue).
import { Link } from "@remix-run/react";
import { useRef, type ReactNode } from "react";
import { textOf } from "../../lib/format-message";
import { Notice } from "../govuk/Notice";
import { FormGroup, describedByIds } from "../govuk/FormGroup";
import { useTexts } from "../../lib/texts";

export interface FieldError {
  field: string;
  message: string;
}

/** What a refused save answers (app/loaders/config-common.server.ts). */
export interface Failure {
  intent: string;
  errors: FieldError[];
  values: Record<string, string>;
}

export interface DraftState {
  draftVersion: number;
  basedOnVersion: number;
  publishedVersion: number;
  hasDraft: boolean;
}

export { errorFor as errorOf } from "../auth/FormParts";

/** The failure of this form (by intent), if the last answer was one. */
export function failureFor(answer: unknown, intent: string): Failure | undefined {
  const failure = answer as Failure | undefined;
  return failure && failure.intent === intent && Array.isArray(failure.errors) && failure.errors.length > 0 ? failure : undefined;
}

/**
 * A key for a form's inputs: new after every answer, so a refused save redraws every input with
 * what was submitted (defaultValue), and a saved one with the draft as it now is.
 */
export function useAnswerKey(answer: unknown, draftVersion: number): string {
  const last = useRef<unknown>(answer);
  const count = useRef(0);
  if (answer !== last.current) {
    last.current = answer;
    count.current += 1;
  }
  return `${draftVersion}-${count.current}`;
}

export function DraftStatus({ state }: { state: DraftState }) {
  const texts = useTexts();
  const stale = state.hasDraft && state.basedOnVersion !== state.publishedVersion;
  return (
    <div className={stale ? "config-status config-status--warning" : "config-status"}>
      <p>
        {state.hasDraft
          ? textOf(texts, "config.draft.status.draft", { version: state.basedOnVersion })
          : textOf(texts, "config.draft.status.none", { version: state.publishedVersion })}
      </p>
      {stale ? <p>{textOf(texts, "config.draft.status.stale", { version: state.publishedVersion })}</p> : null}
    </div>
  );
}

export function SavedNotice({ show, children }: { show: boolean; children?: ReactNode }) {
  const texts = useTexts();
  if (!show) return null;
  return (
    <Notice title={textOf(texts, "config.saved.title")} success>
      {children ?? textOf(texts, "config.saved.text")}
    </Notice>
  );
}

export function HiddenState({ intent, draftVersion }: { intent: string; draftVersion: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="draftVersion" value={draftVersion} />
    </>
  );
}

interface JsonEditorProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  defaultValue: string;
  error?: string;
  errorPrefix: string;
  large?: boolean;
  rows?: number;
  describedBy?: string;
  onChange?(text: string): void;
}

/** A JSON text area with its label, hint and inline error (GOV.UK pattern). */
export function JsonEditor({ id, name, label, hint, defaultValue, error, errorPrefix, large, rows, describedBy, onChange }: JsonEditorProps) {
  return (
    <FormGroup id={id} label={label} hint={hint} error={error} errorPrefix={errorPrefix}>
      <textarea
        id={id}
        name={name}
        className={["json-editor", large ? "json-editor--large" : "", error ? "json-editor--error" : ""].filter(Boolean).join(" ")}
        defaultValue={defaultValue}
        rows={rows ?? (large ? 24 : 6)}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        aria-describedby={[describedByIds(id, { hint, error }), describedBy].filter(Boolean).join(" ") || undefined}
        aria-invalid={error ? true : undefined}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
      />
    </FormGroup>
  );
}

export function ChangeList({ changes, count }: { changes: readonly string[]; count: number }) {
  const texts = useTexts();
  if (changes.length === 0) return <p>{textOf(texts, "config.changes.none")}</p>;
  return (
    <>
      <ul className="change-list">
        {changes.map((change, index) => (
          <li key={`${index}:${change}`}>{change}</li>
        ))}
      </ul>
      {count > changes.length ? <p>{textOf(texts, "config.changes.more", { count: count - changes.length })}</p> : null}
    </>
  );
}

export interface ShownProblem {
  location: string;
  problem: string;
  href: string | null;
}

export function ProblemList({ problems }: { problems: readonly ShownProblem[] }) {
  const texts = useTexts();
  return (
    <ul className="problem-list" id="problems">
      {problems.map((problem, index) => (
        <li key={`${index}:${problem.location}`}>
          {problem.href ? (
            <Link to={problem.href}>
              <code>{problem.location}</code>
            </Link>
          ) : (
            <code>{problem.location}</code>
          )}
          {textOf(texts, "config.validate.problemSeparator")}
          {problem.problem}
        </li>
      ))}
    </ul>
  );
}

/** A wide table that scrolls sideways on small screens; focusable so keyboards can scroll it. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
