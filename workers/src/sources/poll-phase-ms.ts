/**
 * A source's own offset within a period, from its id (32-bit FNV-1a): stable across restarts and
 * edits of the source list, and different enough between ids that sources do not poll in lockstep.
 */
export function pollPhaseMs(sourceId: string, periodMs: number): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < sourceId.length; index++) {
    hash ^= sourceId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % Math.max(1, Math.round(periodMs));
}
