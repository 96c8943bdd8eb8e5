import { createIntTable, lookupInt } from "./int-table";
import { codeAt } from "./char-code";

/** Letters and digits make words; a keyword matches where a word begins or at any other character ("$" in "C$30bn"). */
function isWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code > 127;
}

/**
 * Transitions of the trie by (node, character): node number in the high bits, the UTF-16 code in the low
 * 16, then mixed (a bijection, so keys stay unique) because the table probes by the low bits.
 */
function edgeKey(node: number, code: number): number {
  let key = (node << 16) | code;
  key = Math.imul(key ^ (key >>> 16), 0x45d9f3b);
  return key ^ (key >>> 16);
}

/**
 * Which values have a keyword that begins a word of a lower-cased text ("tariff" begins "tariffs"), found in one
 * pass over a trie and listed once each (the caller lower-cases: it reads the lower-cased text too). Checking
 * dozens of costly patterns against every headline is what this avoids. The trie is flat: its edges in one typed hash table, each node's values as a range
 * of one typed array, so a walk allocates nothing and stays in a few cache lines.
 */
export function createKeywordGate<T>(keywords: Iterable<readonly [keyword: string, value: T]>): (lower: string) => T[] {
  const values: T[] = [];
  const indexOf = new Map<T, number>();
  const edges: [number, number][] = [];
  const children = new Map<number, number>();
  const valuesAt: number[][] = [[]];
  for (const [keyword, value] of keywords) {
    let index = indexOf.get(value);
    if (index === undefined) indexOf.set(value, (index = values.push(value) - 1));
    let at = 0;
    const lower = keyword.toLowerCase();
    for (let i = 0; i < lower.length; i++) {
      const key = edgeKey(at, codeAt(lower, i));
      let next = children.get(key);
      if (next === undefined) {
        next = valuesAt.push([]) - 1;
        children.set(key, next);
        edges.push([key, next]);
      }
      at = next;
    }
    valuesAt[at]!.push(index);
  }
  if (valuesAt.length >= 1 << 15) throw new Error("keyword gate: too many trie nodes");
  const table = createIntTable(edges);
  const valueStart = new Int32Array(valuesAt.length + 1);
  valuesAt.forEach((list, node) => (valueStart[node + 1] = valueStart[node]! + list.length));
  const valueList = Int32Array.from(valuesAt.flat());
  // Which values this call has found already, by call stamp: no array to allocate and clear per text.
  const seenAt = new Uint32Array(values.length);
  let call = 0;
  return (lower) => {
    const stamp = (call = (call + 1) >>> 0 || 1);
    const found: T[] = [];
    const length = lower.length;
    let inWord = false;
    for (let start = 0; start < length; start++) {
      const first = codeAt(lower, start);
      const wasInWord = inWord;
      inWord = isWordChar(first);
      if (inWord && wasInWord) continue;
      let at = 0;
      for (let i = start; i < length; i++) {
        at = lookupInt(table, edgeKey(at, i === start ? first : codeAt(lower, i)));
        if (at < 0) break;
        for (let v = valueStart[at]!, end = valueStart[at + 1]!; v < end; v++) {
          const index = valueList[v]!;
          if (seenAt[index] === stamp) continue;
          seenAt[index] = stamp;
          found.push(values[index]!);
        }
      }
    }
    return found;
  };
}
