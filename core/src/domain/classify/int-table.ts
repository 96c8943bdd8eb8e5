/**
 * A read-only map from 32-bit hashes to small non-negative ints, by open addressing on typed arrays:
 * no boxing of hash keys (a Map boxes those above 2^30), no allocation on lookup.
 */
export interface IntTable {
  keys: Int32Array;
  /** value + 1; 0 marks an empty slot. */
  slots: Int32Array;
  mask: number;
}

/** The first of two entries with one key wins. */
export function createIntTable(entries: Iterable<readonly [key: number, value: number]>): IntTable {
  const list = [...entries];
  let size = 64;
  while (size < list.length * 2) size *= 2;
  const table: IntTable = { keys: new Int32Array(size), slots: new Int32Array(size), mask: size - 1 };
  for (const [key, value] of list) {
    const k = key | 0;
    let at = k & table.mask;
    while (table.slots[at] !== 0 && table.keys[at] !== k) at = (at + 1) & table.mask;
    if (table.slots[at] !== 0) continue;
    table.keys[at] = k;
    table.slots[at] = value + 1;
  }
  return table;
}

/** The value for `key`, or -1. */
export function lookupInt(table: IntTable, key: number): number {
  const { keys, slots, mask } = table;
  const k = key | 0;
  let at = k & mask;
  for (;;) {
    const slot = slots[at]!;
    if (slot === 0) return -1;
    if (keys[at] === k) return slot - 1;
    at = (at + 1) & mask;
  }
}
