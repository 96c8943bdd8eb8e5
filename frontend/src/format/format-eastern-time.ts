const eastern = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZoneName: "short",
});

/**
 * A moment on the New York clock in 24-hour time, such as 14:02:31 EST. US markets run on this
 * clock; the zone name follows daylight saving (EDT in summer) so the time is never an hour off.
 */
export function formatEasternTime(iso: string): string {
  return eastern.format(new Date(iso));
}
