/** A session's length in whole hours and minutes, such as 0h 05m or 26h 41m; never negative. */
export function formatSessionDuration(milliseconds: number): string {
  const minutes = Math.max(0, Math.floor(milliseconds / 60_000));
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`;
}
