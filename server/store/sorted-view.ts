// One equality-index bucket's documents in one sort order (decision 0055), kept in step with the
// bucket once a sorted page of it has been asked for: a list's page is then a slice, not a sort
// of every row of the tab on every request. A write moves a document into place by binary search.

type Row = Record<string, unknown> & { _id: string };

export type SortCriteria = ReadonlyArray<readonly [field: string, direction: 1 | -1]>;

/** How the store reads a field and compares two values (NeDB's, so the order is the store's). */
export interface Ordering {
  valueAt(doc: Row, field: string): unknown;
  compare(a: unknown, b: unknown): number;
}

/** The criteria with `_id` last (ascending unless given): every document then has a place of its own. */
export function withIdLast(criteria: SortCriteria): SortCriteria {
  return criteria.some(([field]) => field === "_id") ? criteria : [...criteria, ["_id", 1]];
}

export class SortedView {
  private readonly rows: Row[];

  constructor(
    private readonly criteria: SortCriteria,
    private readonly ordering: Ordering,
    docs: Iterable<Row>,
  ) {
    const keyed = [...docs].map((doc) => ({ doc, keys: criteria.map(([field]) => ordering.valueAt(doc, field)) }));
    keyed.sort((a, b) => this.compareKeys(a.keys, b.keys));
    this.rows = keyed.map(({ doc }) => doc);
  }

  get size(): number {
    return this.rows.length;
  }

  page(skip: number, limit: number | undefined): Row[] {
    return this.rows.slice(skip, limit === undefined ? undefined : skip + limit);
  }

  insert(doc: Row): void {
    this.rows.splice(this.placeOf(doc), 0, doc);
  }

  remove(doc: Row): void {
    const at = this.placeOf(doc);
    // The document itself is at its place (its _id makes the place its own); scan a little either way in case values compare equal.
    for (const candidate of [at, at - 1, at + 1]) {
      if (this.rows[candidate] === doc) {
        this.rows.splice(candidate, 1);
        return;
      }
    }
    const anywhere = this.rows.indexOf(doc);
    if (anywhere >= 0) this.rows.splice(anywhere, 1);
  }

  private compareKeys(a: readonly unknown[], b: readonly unknown[]): number {
    for (let i = 0; i < this.criteria.length; i++) {
      const order = this.criteria[i][1] * this.ordering.compare(a[i], b[i]);
      if (order !== 0) return order;
    }
    return 0;
  }

  /** The first place whose document sorts at or after this one. */
  private placeOf(doc: Row): number {
    const keys = this.criteria.map(([field]) => this.ordering.valueAt(doc, field));
    let low = 0;
    let high = this.rows.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const other = this.criteria.map(([field]) => this.ordering.valueAt(this.rows[middle], field));
      if (this.compareKeys(other, keys) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
