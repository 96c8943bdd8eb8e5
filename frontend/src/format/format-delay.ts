/** How long a step took, to a tenth of a second under a minute: 0.8 s, 12.4 s, 3 min, 2 h. */
export function formatDelay(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  if (ms < 3_600_000) return `${Math.floor(ms / 60_000)} min`;
  return `${Math.floor(ms / 3_600_000)} h`;
}
