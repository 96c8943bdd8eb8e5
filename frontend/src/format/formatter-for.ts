const shapes = {
  dateTime: { day: "2-digit", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  dateTimeSecond: { day: "2-digit", month: "short", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" },
  clock: { hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" },
  hourMinute: { hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  dayMonth: { day: "2-digit", month: "short" },
  date: { day: "2-digit", month: "short", year: "numeric" },
  /** The parts of a calendar day (year, month, day), to name the day a moment falls on in a zone. */
  dayParts: { year: "numeric", month: "2-digit", day: "2-digit" },
  weekdayDayMonth: { weekday: "short", day: "2-digit", month: "short" },
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
