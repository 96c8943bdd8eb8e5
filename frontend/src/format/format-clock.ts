const clock = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** A moment as a 24-hour wall-clock time of the viewer, such as 18:02:30. */
export function formatClock(iso: string): string {
  return clock.format(new Date(iso));
}
