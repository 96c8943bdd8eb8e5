/** A filter selection: every value (also ones that appear later), or exactly the listed ones. */
export type Selection<T> = "all" | readonly T[];

export function isSelected<T>(selection: Selection<T>, value: T): boolean {
  return selection === "all" || selection.includes(value);
}

/**
 * Spec section 4: while all are selected, a click selects only the clicked one; otherwise a click
 * toggles its membership. Selecting the last missing one is "all" again, so the next click narrows.
 * Toggling off the last selected one also returns to all: a trader who clears every button means
 * "stop filtering", and an empty feed that looks broken would be the worse surprise.
 */
export function toggleSelection<T>(selection: Selection<T>, value: T, every: readonly T[]): Selection<T> {
  if (selection === "all") return [value];
  if (selection.includes(value)) {
    const rest = selection.filter((item) => item !== value);
    return rest.length === 0 ? "all" : rest;
  }
  const next = [...selection, value];
  return every.every((item) => next.includes(item)) ? "all" : next;
}
