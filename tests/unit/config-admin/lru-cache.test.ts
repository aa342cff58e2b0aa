// The cache of compiled drafts: a plain least-recently-used cache.
import { describe, expect, it } from "vitest";
import { createLruCache } from "../../../rules/lru-cache";

describe("LRU cache (compiled drafts)", () => {
  it("evicts the least recently used", () => {
    const lru = createLruCache<number>(2);
    lru.set("a", 1);
    lru.set("b", 2);
    lru.get("a");
    lru.set("c", 3);
    expect([lru.get("a"), lru.get("b"), lru.get("c")]).toEqual([1, undefined, 3]);
    expect(lru.getOrCreate("d", () => 4)).toBe(4);
    expect(lru.delete("a")).toBe(false);
    lru.clear();
    expect(lru.size).toBe(0);
    expect(() => createLruCache(0)).toThrow(RangeError);
  });
});
