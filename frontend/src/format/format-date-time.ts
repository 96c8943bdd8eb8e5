const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "2-digit",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A moment as the viewer's day and 24-hour time, such as 01 Jun 18:02. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso)).replace(",", "");
}
