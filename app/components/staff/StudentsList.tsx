// The staff dashboard page (001 §2, §3): tabs with their counts (grouped Pipeline / Outcome,
// shown when more than one is visible), the filter panel, the selected filters, the table with
// sortable columns, the paginator with its page-range selector and page size, and the export.
import { useLocation } from "@remix-run/react";
import { useMemo, type ReactNode } from "react";
import { formatDate, formatNumber } from "../../lib/format";
import { textOf } from "../../lib/format-message";
import { OptionSelect } from "./OptionSelect";
import { FilterPanel, type FilterOptions, type PanelFilter } from "./FilterPanel";
import { expandChoices, type SentChoices } from "../../lib/choices";
import { isReferenceListSent, type ReferenceListSent } from "../../lib/reference-lists";
import { hrefWith, hrefWithout } from "./list-links";
import { ErrorSummary } from "../govuk/ErrorSummary";
import { useTexts } from "../../lib/texts";

export interface StudentsListData {
  tabs: ReadonlyArray<{ key: string; label: string; group: string | null; count: number; active: boolean; width: number | null; notInvited: boolean }>;
  active: { key: string; label: string; columns: readonly string[] } | null;
  /** A funnel step's people (decision 0028): the filter in words, and its URL parameters. */
  reached: { text: string; params: readonly string[] } | null;
  rows: ReadonlyArray<{ id: string; recordId: string; personId: string; cells: Record<string, unknown> }>;
  total: number;
  page: number;
  pageCount: number;
  range: ReadonlyArray<{ page: number } | { gap: true }>;
  sort: { column: string; direction: "asc" | "desc" };
  request: { pageSize: number; problems: ReadonlyArray<{ key: string; messageKey: string; labelKey: string; which?: "from" | "to" }> };
  panel: readonly PanelFilter[];
  optionLists: Readonly<Record<string, SentChoices | ReferenceListSent>>;
  groups: ReadonlyArray<{ titleKey: string; keys: readonly string[] }>;
  pageSizes: readonly number[];
  valueLabels: Readonly<Record<string, Readonly<Record<string, string>>>>;
  searchParam: string;
  searchLabelKey: string;
  searchHintKey: string | null;
  university: string | null;
  canExport: boolean;
  /** Where this list lives (the dashboard or the CAS pipeline): every link and form stays on it. */
  basePath: string;
  /** The pipeline's bulk stage move, for users who may move students (issue 17 item 2). */
  bulkMove: { action: string; stages: ReadonlyArray<{ value: string; label: string }> } | null;
  /** The tags the user may put on the ticked students (issue 23 item 5). */
  bulkTag: { action: string; tags: ReadonlyArray<{ value: string; label: string }> } | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function cellText(value: unknown, texts: Record<string, string>, labels?: Readonly<Record<string, string>>): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string" && labels?.[value]) return labels[value];
  if (typeof value === "boolean") return textOf(texts, value ? "list.yes" : "list.no");
  if (Array.isArray(value)) return value.map(String).join(", ");
  if (typeof value === "string" && ISO_DATE.test(value)) return formatDate(value);
  if (typeof value === "number") return formatNumber(value);
  return String(value);
}

function problemText(problem: StudentsListData["request"]["problems"][number], texts: Record<string, string>): string {
  const which = problem.which ? textOf(texts, problem.which === "from" ? "list.filters.whichFrom" : "list.filters.whichTo") : "";
  return textOf(texts, problem.messageKey, { label: textOf(texts, problem.labelKey).toLowerCase(), which });
}

function Tabs({ data, search }: { data: StudentsListData; search: string }) {
  const texts = useTexts();
  if (data.tabs.length <= 1) return null;
  const groups = [...new Set(data.tabs.map((tab) => tab.group))];
  return (
    <nav className="list-tabs" aria-label={textOf(texts, "list.tabs.label")}>
      {groups.map((group) => (
        <div className="list-tabs__group" key={group ?? ""}>
          {group ? <h2 className="list-tabs__group-title">{group}</h2> : null}
          <ul className="list-tabs__list">
            {data.tabs
              .filter((tab) => tab.group === group)
              .map((tab) => (
                <li key={tab.key} className={`list-tabs__item${tab.active ? " list-tabs__item--active" : ""}`} style={tab.width ? { minWidth: `${tab.width}px`, maxWidth: "100%" } : undefined}>
                  <a href={hrefWith(search, { tab: tab.key, page: null }, data.basePath)} aria-current={tab.active ? "page" : undefined}>
                    {textOf(texts, "list.tab.count", { label: tab.label, count: formatNumber(tab.count) })}
                    {tab.notInvited ? <span className="tag list-tabs__flag">{textOf(texts, "list.tab.notInvited")}</span> : null}
                  </a>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function SelectedFilters({ data, optionLists, query, search }: { data: StudentsListData; optionLists: Readonly<Record<string, FilterOptions>>; query: URLSearchParams; search: string }) {
  const texts = useTexts();
  const chips: Array<{ href: string; text: string }> = [];
  // A funnel step's people (decision 0028): removing it goes back to the list's own tabs.
  if (data.reached) chips.push({ href: hrefWith(search, { ...Object.fromEntries(data.reached.params.map((name) => [name, null])), tab: null, page: null }, data.basePath), text: data.reached.text });
  for (const filter of data.panel) {
    const sent = optionLists[filter.optionsKey] ?? [];
    // A list sent by address is of names: each label is its value.
    const options = isReferenceListSent(sent) ? [] : sent;
    // A plain form posts its empty choices too ("Any"): only a chosen value is a filter.
    for (const value of query.getAll(filter.key).filter(Boolean)) {
      const label = options.find((option) => option.value === value)?.label ?? value;
      chips.push({ href: hrefWithout(search, filter.key, value, data.basePath), text: `${textOf(texts, filter.labelKey)}: ${label}` });
    }
    for (const [param, key] of [
      [filter.fromParam, "list.filters.from"],
      [filter.toParam, "list.filters.to"],
    ] as const) {
      const value = query.get(param);
      if (value) chips.push({ href: hrefWithout(search, param, value, data.basePath), text: `${textOf(texts, filter.labelKey)} ${textOf(texts, key).toLowerCase()}: ${cellText(value, texts)}` });
    }
  }
  const term = query.get(data.searchParam);
  if (term) chips.push({ href: hrefWithout(search, data.searchParam, term, data.basePath), text: `${textOf(texts, data.searchLabelKey)}: ${term}` });
  if (!chips.length) return null;
  return (
    <div className="selected-filters">
      <h2 className="selected-filters__title">{textOf(texts, "list.filters.selected")}</h2>
      <ul className="selected-filters__list">
        {chips.map((chip) => (
          <li key={chip.href + chip.text}>
            <a className="selected-filters__tag" href={chip.href}>
              <span className="visually-hidden">{textOf(texts, "list.filters.removeOne")} </span>
              {chip.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The list's table inside the bulk actions' form, for a user who may move students; a read-only list is no form at all. */
function BulkForm({ action, children }: { action: string | undefined; children: ReactNode }) {
  if (!action) return <>{children}</>;
  return (
    <form method="post" action={action} id="bulk-move" className="table-form">
      {children}
    </form>
  );
}

function Pager({ data, search }: { data: StudentsListData; search: string }) {
  const texts = useTexts();
  if (data.pageCount <= 1) return null;
  const link = (page: number) => hrefWith(search, { page: String(page) }, data.basePath);
  return (
    <nav className="pager" aria-label={textOf(texts, "list.pager.label")}>
      <ul className="pager__list">
        {data.page > 1 ? (
          <li>
            <a href={link(data.page - 1)} rel="prev">
              {textOf(texts, "list.pager.previous")}
            </a>
          </li>
        ) : null}
        {data.range.map((item, i) =>
          "gap" in item ? (
            <li key={`gap-${i}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === data.page ? (
                <a href={link(item.page)} aria-current="page" aria-label={textOf(texts, "list.pager.current", { n: item.page })}>
                  {item.page}
                </a>
              ) : (
                <a href={link(item.page)} aria-label={textOf(texts, "list.pager.page", { n: item.page })}>
                  {item.page}
                </a>
              )}
            </li>
          ),
        )}
        {data.page < data.pageCount ? (
          <li>
            <a href={link(data.page + 1)} rel="next">
              {textOf(texts, "list.pager.next")}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** Under the pipeline's table: the stage to move the ticked students to, and why. */
function BulkMoveControls({ stages }: { stages: ReadonlyArray<{ value: string; label: string }> }) {
  const texts = useTexts();
  return (
    <fieldset className="bulk-move">
      <legend>{textOf(texts, "cas.bulk.heading")}</legend>
      <label className="label" htmlFor="bulk-stage">
        {textOf(texts, "cas.bulk.to")}
      </label>
      <OptionSelect id="bulk-stage" name="stage" options={stages} prompt={textOf(texts, "form.select.choose")} />
      <label className="label" htmlFor="bulk-reason">
        {textOf(texts, "cas.bulk.reason")}
      </label>
      <textarea className="textarea" id="bulk-reason" name="reason" rows={2} maxLength={1000} />
      <button type="submit" className="button">
        {textOf(texts, "cas.bulk.submit")}
      </button>
    </fieldset>
  );
}

/** Under the pipeline's table, beside the move: a tag to put on the ticked students or take off them. */
function BulkTagControls({ action, tags }: { action: string; tags: ReadonlyArray<{ value: string; label: string }> }) {
  const texts = useTexts();
  return (
    <fieldset className="bulk-move">
      <legend>{textOf(texts, "tags.bulk.heading")}</legend>
      <label className="label" htmlFor="bulk-tag">
        {textOf(texts, "tags.bulk.tag")}
      </label>
      <OptionSelect id="bulk-tag" name="tag" options={tags} prompt={textOf(texts, "form.select.choose")} />
      <div className="button-group">
        <button type="submit" className="button button--secondary" formAction={action} name="tagAction" value="add">
          {textOf(texts, "tags.bulk.add")}
        </button>
        <button type="submit" className="button button--secondary" formAction={action} name="tagAction" value="remove">
          {textOf(texts, "tags.bulk.remove")}
        </button>
      </div>
    </fieldset>
  );
}

export function StudentsList({ data }: { data: StudentsListData }) {
  const texts = useTexts();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const active = data.active;
  const errors = Object.fromEntries(data.request.problems.map((problem) => [problem.key, problemText(problem, texts)]));
  // One list per answer from the server, so the summary takes focus when new problems arrive only.
  const summaryErrors = useMemo(() => data.request.problems.map((problem) => ({ field: `filter-${problem.key}`, message: problemText(problem, texts) })), [data.request.problems, texts]);
  const optionLists = useMemo(() => Object.fromEntries(Object.entries(data.optionLists).map(([key, sent]) => [key, isReferenceListSent(sent) ? sent : expandChoices(sent)])), [data.optionLists]);
  const from = data.total === 0 ? 0 : (data.page - 1) * data.request.pageSize + 1;
  const to = Math.min(data.total, data.page * data.request.pageSize);
  return (
    <>
      <ErrorSummary title={textOf(texts, "form.errorSummary")} errors={summaryErrors} />
      <Tabs data={data} search={search} />
      <div className="list-layout">
        <div className="list-layout__filters">
          <FilterPanel
            groups={data.groups}
            filters={data.panel}
            optionLists={optionLists}
            query={query}
            searchParam={data.searchParam}
            searchLabelKey={data.searchLabelKey}
            searchHintKey={data.searchHintKey}
            keep={{ tab: data.reached ? null : (active?.key ?? null), sortCol: query.get("sortCol"), sortDir: query.get("sortDir"), pageSize: query.get("pageSize"), uni: data.university, ...Object.fromEntries((data.reached?.params ?? []).map((name) => [name, query.get(name)])) }}
            errors={errors}
            basePath={data.basePath}
          />
        </div>
        <div className="list-layout__results">
          <SelectedFilters data={data} optionLists={optionLists} query={query} search={search} />
          {active ? (
            <>
              <p className="list-summary" aria-live="polite">
                {data.total === 0 ? textOf(texts, "list.empty") : textOf(texts, "list.pager.summary", { from: formatNumber(from), to: formatNumber(to), total: formatNumber(data.total) })}
              </p>
              {data.total === 0 ? (
                <p className="hint">{textOf(texts, query.toString().replace(/(^|&)(tab|uni)=[^&]*/g, "") ? "list.emptyHint" : "list.emptyTab")}</p>
              ) : (
                <BulkForm action={data.bulkMove?.action}>
                <div className="table-scroll" role="region" aria-labelledby="list-caption" tabIndex={0}>
                  <table className="table">
                    <caption className="table__caption" id="list-caption">
                      {textOf(texts, "list.caption", { tab: active.label, total: formatNumber(data.total) })}
                    </caption>
                    <thead>
                      <tr>
                        {data.bulkMove ? (
                          <th scope="col">
                            <span className="visually-hidden">{textOf(texts, "cas.bulk.heading")}</span>
                          </th>
                        ) : null}
                        {active.columns.map((column) => {
                          const sorted = data.sort.column === column;
                          const next = sorted && data.sort.direction === "asc" ? "desc" : "asc";
                          return (
                            <th key={column} scope="col" aria-sort={sorted ? (data.sort.direction === "asc" ? "ascending" : "descending") : undefined}>
                              <a href={hrefWith(search, { sortCol: column, sortDir: next, page: null }, data.basePath)}>{textOf(texts, `list.column.${column}`)}</a>
                            </th>
                          );
                        })}
                      </tr>
                    </thead>
                    <tbody>
                      {data.rows.map((row) => (
                        <tr key={row.id}>
                          {data.bulkMove ? (
                            <td>
                              <input
                                type="checkbox"
                                className="checkbox"
                                name="studentId"
                                value={row.recordId}
                                aria-label={textOf(texts, "cas.bulk.select", { name: [row.cells.given_name, row.cells.family_name].filter(Boolean).join(" ") || row.personId })}
                              />
                            </td>
                          ) : null}
                          {active.columns.map((column, i) => (
                            <td key={column}>
                              {i === 0 ? (
                                <a href={`/students/${encodeURIComponent(row.personId)}${data.university ? `?uni=${encodeURIComponent(data.university)}` : ""}`}>{cellText(row.cells[column], texts, data.valueLabels[column]) || row.personId}</a>
                              ) : (
                                cellText(row.cells[column], texts, data.valueLabels[column])
                              )}
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {data.bulkMove ? <BulkMoveControls stages={data.bulkMove.stages} /> : null}
                {data.bulkMove && data.bulkTag?.tags.length ? <BulkTagControls action={data.bulkTag.action} tags={data.bulkTag.tags} /> : null}
                </BulkForm>
              )}
              <Pager data={data} search={search} />
              <div className="list-footer">
                <form method="get" action={data.basePath} className="page-size">
                  {[...query.entries()]
                    .filter(([name]) => name !== "pageSize" && name !== "page")
                    .map(([name, value], i) => (
                      <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
                    ))}
                  <label className="label" htmlFor="page-size">
                    {textOf(texts, "list.pageSize.label")}
                  </label>
                  <select className="select select--inline" id="page-size" name="pageSize" defaultValue={String(data.request.pageSize)}>
                    {data.pageSizes.map((size) => (
                      <option key={size} value={size}>
                        {size}
                      </option>
                    ))}
                  </select>
                  <button type="submit" className="button button--secondary">
                    {textOf(texts, "list.pageSize.apply")}
                  </button>
                </form>
                {data.canExport && data.total > 0 ? (
                  <a className="button button--secondary" href={hrefWith(search, { page: null }, `${data.basePath}/export`)} download>
                    {textOf(texts, "list.export", { total: formatNumber(data.total) })}
                  </a>
                ) : null}
              </div>
            </>
          ) : null}
        </div>
      </div>
    </>
  );
}
