/**
 * How long after publication a story reached Tradewire, in its largest whole unit: +42s, +3m, +2h,
 * +1d. Clocks of sources drift, so a story "received before it was published" reads +0s.
 */
export function formatLatency(publishedIso: string, receivedIso: string): string {
  const seconds = Math.max(0, Math.floor((Date.parse(receivedIso) - Date.parse(publishedIso)) / 1000));
  if (seconds < 60) return `+${seconds}s`;
  if (seconds < 3600) return `+${Math.floor(seconds / 60)}m`;
  if (seconds < 86_400) return `+${Math.floor(seconds / 3600)}h`;
  return `+${Math.floor(seconds / 86_400)}d`;
}
