const shapes = {
  dateTime: { day: "2-digit", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  dateTimeSecond: { day: "2-digit", month: "short", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" },
  clock: { hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" },
  hourMinute: { hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  dayMonth: { day: "2-digit", month: "short" },
  date: { day: "2-digit", month: "short", year: "numeric" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const made = new Map<string, Intl.DateTimeFormat>();

/** One formatter per shape and zone, made on first use: building one costs far more than using it. */
export function formatterFor(shape: keyof typeof shapes, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${shape}|${timeZone ?? ""}`;
  let formatter = made.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", { ...shapes[shape], timeZone });
    made.set(key, formatter);
  }
  return formatter;
}
