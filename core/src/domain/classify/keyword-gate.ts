interface TrieNode {
  /** Children by character code: an array for ASCII, the common case, a map for the rest. */
  ascii: Array<TrieNode | undefined>;
  other: Map<number, TrieNode>;
  /** Indexes of the values whose keyword ends here. */
  values: number[];
}

// A full, filled array keeps V8 on fast element access; a sparse one would fall back to a dictionary.
const node = (): TrieNode => ({ ascii: new Array<TrieNode | undefined>(128).fill(undefined), other: new Map(), values: [] });

function child(at: TrieNode, code: number): TrieNode | undefined {
  return code < 128 ? at.ascii[code] : at.other.get(code);
}

/** Letters and digits make words; a keyword matches where a word begins or at any other character ("$" in "C$30bn"). */
function isWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code > 127;
}

/**
 * Which values have a keyword that begins a word of the text ("tariff" begins "tariffs"), found in one
 * pass over a trie and listed once each. Checking dozens of costly patterns against every headline is
 * what this avoids.
 */
export function createKeywordGate<T>(keywords: Iterable<readonly [keyword: string, value: T]>): (text: string) => T[] {
  const root = node();
  const values: T[] = [];
  const indexOf = new Map<T, number>();
  for (const [keyword, value] of keywords) {
    let index = indexOf.get(value);
    if (index === undefined) indexOf.set(value, (index = values.push(value) - 1));
    let at = root;
    const lower = keyword.toLowerCase();
    for (let i = 0; i < lower.length; i++) {
      const code = lower.charCodeAt(i);
      let next = child(at, code);
      if (!next) {
        next = node();
        if (code < 128) at.ascii[code] = next;
        else at.other.set(code, next);
      }
      at = next;
    }
    at.values.push(index);
  }
  // Which values this call has found already, by call stamp: no array to allocate and clear per text.
  const seenAt = new Uint32Array(values.length);
  let call = 0;
  return (text) => {
    const lower = text.toLowerCase();
    const stamp = (call = (call + 1) >>> 0 || 1);
    const found: T[] = [];
    for (let start = 0; start < lower.length; start++) {
      if (start > 0 && isWordChar(lower.charCodeAt(start)) && isWordChar(lower.charCodeAt(start - 1))) continue;
      let at: TrieNode | undefined = root;
      for (let i = start; i < lower.length; i++) {
        at = child(at, lower.charCodeAt(i));
        if (!at) break;
        for (const index of at.values) {
          if (seenAt[index] === stamp) continue;
          seenAt[index] = stamp;
          found.push(values[index]!);
        }
      }
    }
    return found;
  };
}
