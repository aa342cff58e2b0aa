// The list's filter panel (001 §2 'Left-side filter panel with grouped filters'): search, then
// each group's filters (select one, select many, multi-select, number and date ranges, tags with
// match any / match all). A GET form: it works without JavaScript and every choice is in the URL.
// On a narrow screen the panel folds away behind its heading.
import { textOf } from "../../lib/format-message";
import { FormGroup, describedByIds } from "../govuk/FormGroup";
import { Radios } from "../govuk/Radios";
import { ErrorMessage } from "../govuk/FormGroup";
import type { Choice } from "../../lib/choices";
import { useTexts } from "../../lib/texts";
import { drawnMarkup, isReferenceListSent, optionsMarkup, suggestionsMarkup, useReferenceNames, type ReferenceListSent } from "../../lib/reference-lists";

/** A filter's choices: at hand, or a long reference list sent by address (drawn from its module). */
export type FilterOptions = ReadonlyArray<Choice> | ReferenceListSent;

const countOf = (options: FilterOptions) => (isReferenceListSent(options) ? options.count : options.length);

/** An option's value attribute, left out where it is the option's text (the browser sends the text). */
const valueUnlessText = (option: Choice) => (option.value === option.label ? undefined : option.value);

export interface PanelFilter {
  key: string;
  kind: string;
  labelKey: string;
  fromParam: string;
  toParam: string;
  optionsKey: string;
}

interface Props {
  groups: ReadonlyArray<{ titleKey: string; keys: readonly string[] }>;
  filters: readonly PanelFilter[];
  optionLists: Readonly<Record<string, FilterOptions>>;
  query: URLSearchParams;
  searchParam: string;
  searchLabelKey: string;
  searchHintKey: string | null;
  /** Parameters that are not filters but must survive applying them (tab, sort, page size, university). */
  keep: Record<string, string | null>;
  errors: Readonly<Record<string, string>>;
  /** The list the panel filters (the dashboard or the CAS pipeline). */
  basePath: string;
}

/** Long lists are a scrolling multi-select (or, choosing one, a text box suggesting them); short ones are checkboxes. */
const CHECKBOXES_UP_TO = 12;
const SUGGEST_FROM = 30;

/** Whether a filter of this kind draws a list this long as a select or a suggestion list, so it can be sent by address. */
export const drawnFromAddress = (kind: string, count: number) => (kind === "multiSelect" && count > CHECKBOXES_UP_TO) || (kind === "selectOne" && count > SUGGEST_FROM);

/** A long list's options, drawn as one piece of markup from its names (lib/reference-lists). */
function ReferenceSelect({ id, name, list, chosen }: { id: string; name: string; list: ReferenceListSent; chosen: ReadonlySet<string> }) {
  const names = useReferenceNames(list);
  return <select className="select select--multiple" id={id} name={name} multiple size={6} dangerouslySetInnerHTML={{ __html: names ? optionsMarkup(names, chosen) : drawnMarkup(id) }} />;
}

function ReferenceSuggestions({ id, list }: { id: string; list: ReferenceListSent }) {
  const names = useReferenceNames(list);
  return <datalist id={id} dangerouslySetInnerHTML={{ __html: names ? suggestionsMarkup(names) : drawnMarkup(id) }} />;
}

/** The suggestion list of a long select-one list, drawn once for every filter that offers it. */
export const suggestionsId = (optionsKey: string) => `suggest-${optionsKey}`;

function Choices({ filter, options, query, error }: { filter: PanelFilter; options: FilterOptions; query: URLSearchParams; error?: string }) {
  const texts = useTexts();
  const chosen = new Set(query.getAll(filter.key));
  const id = `filter-${filter.key}`;
  const label = textOf(texts, filter.labelKey);
  if (filter.kind === "selectOne" && countOf(options) > SUGGEST_FROM) {
    // Labels equal values in these lists (country names), so the typed text is the value.
    return (
      <FormGroup id={id} label={label} error={error} errorPrefix={textOf(texts, "form.errorPrefix")}>
        <input className="input" type="text" id={id} name={filter.key} list={suggestionsId(filter.optionsKey)} autoComplete="off" defaultValue={[...chosen][0] ?? ""} aria-describedby={describedByIds(id, { error })} />
      </FormGroup>
    );
  }
  // The loader sends by address only the lists drawn above and below (drawnFromAddress).
  if (isReferenceListSent(options)) {
    return (
      <div className="form-group">
        <label className="label" htmlFor={id}>
          {label}
        </label>
        <ReferenceSelect id={id} name={filter.key} list={options} chosen={chosen} />
      </div>
    );
  }
  if (filter.kind === "selectOne") {
    return (
      <FormGroup id={id} label={label} error={error} errorPrefix={textOf(texts, "form.errorPrefix")}>
        <select className="select" id={id} name={filter.key} defaultValue={[...chosen][0] ?? ""} aria-describedby={describedByIds(id, { error })}>
          <option value="">{textOf(texts, "list.filters.any")}</option>
          {options.map((option) => (
            <option key={option.value} value={valueUnlessText(option)}>
              {option.label}
            </option>
          ))}
        </select>
      </FormGroup>
    );
  }
  if (filter.kind === "multiSelect" && options.length > CHECKBOXES_UP_TO) {
    return (
      <div className="form-group">
        <label className="label" htmlFor={id}>
          {label}
        </label>
        <select className="select select--multiple" id={id} name={filter.key} multiple size={6} defaultValue={[...chosen]}>
          {options.map((option) => (
            <option key={option.value} value={valueUnlessText(option)}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <fieldset className="fieldset form-group">
      <legend className="fieldset__legend">{label}</legend>
      {options.length === 0 && filter.kind === "tags" ? <p className="hint">{textOf(texts, "list.filters.noTags")}</p> : null}
      {options.map((option, i) => (
        <div className="checkboxes__item" key={option.value}>
          <input className="checkboxes__input" type="checkbox" id={`${id}-${i}`} name={filter.key} value={option.value} defaultChecked={chosen.has(option.value)} />
          <label htmlFor={`${id}-${i}`}>{option.label}</label>
        </div>
      ))}
      {filter.kind === "tags" && options.length > 0 ? (
        <fieldset className="fieldset">
          <legend className="label">{textOf(texts, "list.filters.tagsMatch")}</legend>
          <Radios
            id={`${id}-match`}
            name={`${filter.key}Match`}
            defaultValue={query.get(`${filter.key}Match`) ?? "any"}
            choices={[
              { value: "any", label: textOf(texts, "list.filters.tagsAny") },
              { value: "all", label: textOf(texts, "list.filters.tagsAll") },
            ]}
          />
        </fieldset>
      ) : null}
    </fieldset>
  );
}

function Range({ filter, query, errors }: { filter: PanelFilter; query: URLSearchParams; errors: Readonly<Record<string, string>> }) {
  const texts = useTexts();
  const type = filter.kind === "dateRange" ? "date" : "number";
  return (
    <fieldset className="fieldset form-group">
      <legend className="fieldset__legend">{textOf(texts, filter.labelKey)}</legend>
      <div className="range-input">
        {([
          [filter.fromParam, "list.filters.from"],
          [filter.toParam, "list.filters.to"],
        ] as const).map(([param, labelKey]) => (
          <div className={`range-input__item${errors[param] ? " form-group--error" : ""}`} key={param}>
            <label className="label" htmlFor={`filter-${param}`}>
              {textOf(texts, labelKey)}
            </label>
            {errors[param] ? (
              <ErrorMessage id={`filter-${param}-error`} message={errors[param]} prefix={textOf(texts, "form.errorPrefix")} />
            ) : null}
            <input
              className={`input input--width-10${errors[param] ? " input--error" : ""}`}
              type={type}
              id={`filter-${param}`}
              name={param}
              defaultValue={query.get(param) ?? ""}
              aria-describedby={errors[param] ? `filter-${param}-error` : undefined}
              {...(type === "number" ? { inputMode: "numeric" as const, min: 0 } : {})}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export function FilterPanel({ groups, filters, optionLists, query, searchParam, searchLabelKey, searchHintKey, keep, errors, basePath }: Props) {
  const texts = useTexts();
  const suggested = [...new Set(filters.filter((filter) => filter.kind === "selectOne" && countOf(optionLists[filter.optionsKey] ?? []) > SUGGEST_FROM).map((filter) => filter.optionsKey))];
  const byKey = new Map(filters.map((filter) => [filter.key, filter]));
  const anyChosen = filters.some((filter) => query.getAll(filter.key).length > 0 || query.get(filter.fromParam) || query.get(filter.toParam)) || Boolean(query.get(searchParam));
  return (
    <details className="filter-panel" open={anyChosen || Object.keys(errors).length > 0 || undefined}>
      <summary className="filter-panel__toggle">{textOf(texts, "list.filters.heading")}</summary>
      <form method="get" action={basePath} className="filter-panel__form">
        {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
        <div className="form-group">
          <label className="label" htmlFor="list-search">
            {textOf(texts, searchLabelKey)}
          </label>
          {searchHintKey ? (
            <p className="hint" id="list-search-hint">
              {textOf(texts, searchHintKey)}
            </p>
          ) : null}
          <input className="input" type="search" id="list-search" name={searchParam} defaultValue={query.get(searchParam) ?? ""} aria-describedby={searchHintKey ? "list-search-hint" : undefined} />
        </div>
        {groups.map((group, g) => (
          <section className="filter-panel__group" key={group.titleKey} aria-labelledby={`filter-group-${g}`}>
            <h2 className="filter-panel__group-title" id={`filter-group-${g}`}>
              {textOf(texts, group.titleKey)}
            </h2>
            {group.keys.map((key) => {
              const filter = byKey.get(key);
              if (!filter) return null;
              return filter.kind === "numberRange" || filter.kind === "dateRange" ? (
                <Range key={key} filter={filter} query={query} errors={errors} />
              ) : (
                <Choices key={key} filter={filter} options={optionLists[filter.optionsKey] ?? []} query={query} error={errors[key]} />
              );
            })}
          </section>
        ))}
        {suggested.map((key) => {
          const options = optionLists[key] ?? [];
          return isReferenceListSent(options) ? (
            <ReferenceSuggestions key={key} id={suggestionsId(key)} list={options} />
          ) : (
            <datalist key={key} id={suggestionsId(key)}>
              {options.map((option) => (
                <option key={option.value} value={option.value} />
              ))}
            </datalist>
          );
        })}
        <div className="button-group">
          <button type="submit" className="button">
            {textOf(texts, "list.filters.apply")}
          </button>
          <a href={`${basePath}${keep.tab ? `?tab=${encodeURIComponent(keep.tab)}` : ""}${keep.uni ? `${keep.tab ? "&" : "?"}uni=${encodeURIComponent(keep.uni)}` : ""}`}>{textOf(texts, "list.filters.clear")}</a>
        </div>
      </form>
    </details>
  );
}
