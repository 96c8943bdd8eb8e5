/**
 * The row under a vertical position, given the running offsets of the rows (offsets[i] is where
 * row i starts; the last entry is the total height). Binary search: 10,000 rows cost 14 steps.
 */
export function findRowAt(offsets: ArrayLike<number>, position: number): number {
  const rows = offsets.length - 1;
  if (rows <= 0) return 0;
  let low = 0;
  let high = rows - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (offsets[middle]! <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}
