interface TrieNode<T> {
  /** Children by character code: an array for ASCII, the common case, a map for the rest. */
  ascii: Array<TrieNode<T> | undefined>;
  other: Map<number, TrieNode<T>>;
  values: T[];
}

const node = <T>(): TrieNode<T> => ({ ascii: [], other: new Map(), values: [] });

function child<T>(at: TrieNode<T>, code: number): TrieNode<T> | undefined {
  return code < 128 ? at.ascii[code] : at.other.get(code);
}

/** Letters and digits make words; a keyword matches where a word begins or at any other character ("$" in "C$30bn"). */
function isWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code > 127;
}

/**
 * Which values have a keyword that begins a word of the text ("tariff" begins "tariffs"), found in one
 * pass over a trie. Checking dozens of costly patterns against every headline is what this avoids.
 */
export function createKeywordGate<T>(keywords: Iterable<readonly [keyword: string, value: T]>): (text: string) => Set<T> {
  const root = node<T>();
  for (const [keyword, value] of keywords) {
    let at = root;
    const lower = keyword.toLowerCase();
    for (let i = 0; i < lower.length; i++) {
      const code = lower.charCodeAt(i);
      let next = child(at, code);
      if (!next) {
        next = node<T>();
        if (code < 128) at.ascii[code] = next;
        else at.other.set(code, next);
      }
      at = next;
    }
    at.values.push(value);
  }
  return (text) => {
    const lower = text.toLowerCase();
    const found = new Set<T>();
    for (let start = 0; start < lower.length; start++) {
      if (start > 0 && isWordChar(lower.charCodeAt(start)) && isWordChar(lower.charCodeAt(start - 1))) continue;
      let at: TrieNode<T> | undefined = root;
      for (let i = start; i < lower.length; i++) {
        at = child(at, lower.charCodeAt(i));
        if (!at) break;
        for (const value of at.values) found.add(value);
      }
    }
    return found;
  };
}
