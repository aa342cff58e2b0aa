// A small least-recently-used cache keyed by string (compiled drafts and the like): old entries
// age out. Pure: it holds what it is given and reads no clock.

export interface LruCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  /** The cached value, or the one `create` makes (cached before it is returned). */
  getOrCreate(key: string, create: () => T): T;
  delete(key: string): boolean;
  clear(): void;
  readonly size: number;
}

export function createLruCache<T>(maxEntries: number): LruCache<T> {
  if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new RangeError("maxEntries must be a whole number above 0");
  const entries = new Map<string, T>(); // insertion order is recency order
  const cache: LruCache<T> = {
    get(key) {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key) as T;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    getOrCreate(key, create) {
      if (entries.has(key)) return cache.get(key) as T;
      const value = create();
      cache.set(key, value);
      return value;
    },
    delete: (key) => entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
  return cache;
}
