// Country, nationality and course pickers (002 §5.8): an ARIA 1.2 combobox listing matches of
// what is typed; only an exact name from the list becomes the value. With `suggestions` (a bank,
// decision 0846) the list only helps: it follows the answers beside the question (the bank's
// country), any text is the value, and the form's rules judge it. Where a choice's value is a code
// (a HECoS subject), its name is shown and matched and the code is the value; typing the code
// names it too.
import type { WidgetProps } from "@rjsf/utils";
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from "react";
import { formContextOf, useText } from "../form-context";
import type { OptionFilter } from "../../../../rules/forms/render";
import { fittingChoices, siblingAnswers } from "./ChoiceWidgets";
import { describedBy } from "./described-by";
import { exactOption, matchingSuggestions } from "./suggestions";

interface Choice {
  value: string;
  label: string;
}

function optionChoices(options: WidgetProps["options"]): Choice[] {
  return (options.enumOptions ?? []).map((option) => ({ value: String(option.value), label: String(option.label ?? option.value) }));
}

/** The name of the choice the text names, by its name or its value (ignoring case). */
function namedChoice(choices: readonly Choice[], names: readonly string[], text: string): Choice | undefined {
  const name = exactOption(names, text);
  if (name !== undefined) return choices.find((choice) => choice.label === name);
  const needle = text.trim().toLocaleLowerCase();
  return needle ? choices.find((choice) => choice.value.toLocaleLowerCase() === needle) : undefined;
}

/** Suggestions that fit the answers beside the question, or null for a picker of exact names. */
function fittingSuggestions(options: WidgetProps["options"], id: string, answers: Record<string, unknown> | undefined): string[] | null {
  if (!Array.isArray(options.suggestions)) return null;
  const all = (options.suggestions as unknown[]).map(String).map((name) => ({ value: name, label: name }));
  const filter = options.optionFilter as OptionFilter | undefined;
  // Until the answers beside it narrow the list, it offers nothing (a bank before its country).
  if (filter && Object.values(filter.where).every((answer) => { const given = siblingAnswers(id, answers)[answer]; return given === undefined || given === null || given === ""; })) return [];
  return fittingChoices(all, filter, siblingAnswers(id, answers), undefined).map((choice) => choice.label);
}

export function AutosuggestWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, disabled, readonly, options, registry, rawErrors } = props;
  const t = useText(registry);
  const { answers } = formContextOf(registry);
  const listId = useId();
  const suggested = useMemo(() => fittingSuggestions(options, id, answers), [options, id, answers]);
  const free = suggested !== null;
  const choices = useMemo(() => optionChoices(options), [options]);
  const names = useMemo(() => suggested ?? choices.map((choice) => choice.label), [suggested, choices]);
  const [text, setText] = useState(typeof value === "string" ? (choices.find((choice) => choice.value === value)?.label ?? value) : "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const suggestions = useMemo(() => matchingSuggestions(names, text), [names, text]);

  /** The value a name stands for: itself in a free list, its choice's value in a list of choices. */
  const valueOf = (name: string | undefined) => (name === undefined || free ? name : (choices.find((choice) => choice.label === name)?.value ?? name));
  const choose = (name: string) => {
    setText(name);
    setOpen(false);
    setActive(-1);
    onChange(valueOf(name));
  };
  const type = (next: string) => {
    setText(next);
    setOpen(next.trim() !== "");
    setActive(-1);
    onChange(free ? (exactOption(names, next) ?? (next === "" ? undefined : next)) : namedChoice(choices, names, next)?.value);
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === "ArrowUp" && suggestions.length) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };
  const leave = () => {
    const exact = free ? exactOption(names, text) : namedChoice(choices, names, text)?.label;
    if (exact) setText(exact);
    setOpen(false);
    onBlur(id, free ? (exact ?? text) : valueOf(exact));
  };

  return (
    <div className="autosuggest">
      <input
        id={id}
        name={id}
        className={`input${rawErrors?.length ? " input--error" : ""}`}
        role="combobox"
        aria-autocomplete="list"
        aria-describedby={describedBy(props)}
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={text}
        disabled={disabled || readonly}
        onChange={(event) => type(event.target.value)}
        onKeyDown={keyDown}
        onBlur={leave}
      />
      <ul id={listId} role="listbox" className="autosuggest__list" hidden={!open}>
        {!ready ? (
          <li className="autosuggest__status" role="option" aria-selected={false} aria-disabled="true">
            {t("form.autosuggest.loading")}
          </li>
        ) : suggestions.length === 0 ? (
          <li className="autosuggest__status" role="option" aria-selected={false} aria-disabled="true">
            {t("form.autosuggest.none")}
          </li>
        ) : (
          suggestions.map((name, index) => (
            <li
              key={name}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`autosuggest__option${index === active ? " autosuggest__option--active" : ""}`}
              // mousedown, not click: choosing must happen before the input's blur.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(name);
              }}
            >
              {name}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
