/**
 * A read-only map from 32-bit hashes to small non-negative ints, by open addressing on one typed array:
 * no boxing of hash keys (a Map boxes those above 2^30), no allocation on lookup, and a slot's key and value
 * side by side, so a probe of a table larger than the cache costs one miss, not two.
 */
export interface IntTable {
  /** Slot s holds its key at 2s and value + 1 at 2s + 1; a value of 0 marks an empty slot. */
  slots: Int32Array;
  /** Slot count - 1 (a power of two). */
  mask: number;
}

/** The first of two entries with one key wins. */
export function createIntTable(entries: Iterable<readonly [key: number, value: number]>): IntTable {
  const list = [...entries];
  let size = 64;
  while (size < list.length * 2) size *= 2;
  const table: IntTable = { slots: new Int32Array(size * 2), mask: size - 1 };
  const { slots, mask } = table;
  for (const [key, value] of list) {
    const k = key | 0;
    let at = k & mask;
    while (slots[2 * at + 1] !== 0 && slots[2 * at] !== k) at = (at + 1) & mask;
    if (slots[2 * at + 1] !== 0) continue;
    slots[2 * at] = k;
    slots[2 * at + 1] = value + 1;
  }
  return table;
}

/** The value for `key`, or -1. */
export function lookupInt(table: IntTable, key: number): number {
  const { slots, mask } = table;
  const k = key | 0;
  let at = k & mask;
  for (;;) {
    const value = slots[2 * at + 1]!;
    if (value === 0) return -1;
    if (slots[2 * at] === k) return value - 1;
    at = (at + 1) & mask;
  }
}
