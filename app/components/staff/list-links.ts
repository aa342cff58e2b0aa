// Links of a staff list: every filter, sort, page and tab lives in the URL (shareable, the back
// button works), so each link is the current query with some parameters changed.

export type QueryChange = Record<string, string | readonly string[] | null>;

/** The current query with `changes` applied (null removes a parameter); a filter change goes back to page 1. */
export function hrefWith(search: string, changes: QueryChange, path = "/students"): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    params.delete(name);
    if (value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, item as string);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The query without one value of a repeated parameter (a "remove this filter" link). */
export function hrefWithout(search: string, name: string, value: string, path = "/students"): string {
  const params = new URLSearchParams(search);
  const kept = params.getAll(name).filter((item) => item !== value);
  params.delete(name);
  for (const item of kept) params.append(name, item);
  params.delete("page");
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
