/** A span for an admin's eye: whole seconds under two minutes, then minutes, then hours to a tenth. */
export function formatDuration(seconds: number): string {
  const span = Math.abs(seconds);
  if (span < 120) return `${Math.round(span)} s`;
  if (span < 7_200) return `${Math.round(span / 60)} min`;
  return `${(span / 3_600).toFixed(1)} h`;
}

/** How far a moment is from now: "14 s ago", "in 46 s". */
export function relativeTime(iso: string, now: number): string {
  const seconds = (Date.parse(iso) - now) / 1000;
  return seconds > 0 ? `in ${formatDuration(seconds)}` : `${formatDuration(seconds)} ago`;
}

/**
 * How long ago a moment that has passed was: "14 s ago". The page's clock ticks once a second, so a poll made
 * since its last tick lies a moment "ahead" of it: that reads "0 s ago", never "in 0 s".
 */
export function timeAgo(iso: string, now: number): string {
  return `${formatDuration(Math.max(0, (now - Date.parse(iso)) / 1000))} ago`;
}
