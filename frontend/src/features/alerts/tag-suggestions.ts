/** Spec section 5: at most five suggestions per field. */
export const MAX_SUGGESTIONS = 5;

/** Suggestions for a tag field: case-insensitive substring of the text typed, tags already chosen left out, at most five. */
export function tagSuggestions(known: readonly string[], typed: string, chosen: readonly string[]): string[] {
  const text = typed.trim().toLowerCase();
  if (!text) return [];
  const taken = new Set(chosen.map((tag) => tag.toLowerCase()));
  return known.filter((tag) => tag.toLowerCase().includes(text) && !taken.has(tag.toLowerCase())).slice(0, MAX_SUGGESTIONS);
}

/** Adds a tag unless it is blank or already there (spec section 5: duplicates are ignored). */
export function addTag(chosen: readonly string[], tag: string): string[] {
  const clean = tag.trim().toLowerCase();
  if (!clean || chosen.some((existing) => existing.toLowerCase() === clean)) return [...chosen];
  return [...chosen, clean];
}
