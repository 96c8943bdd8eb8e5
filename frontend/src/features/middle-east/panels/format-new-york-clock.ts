const newYorkClock = new Intl.DateTimeFormat("en-GB", { timeZone: "America/New_York", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const newYorkDay = new Intl.DateTimeFormat("en-GB", { timeZone: "America/New_York", weekday: "short", day: "2-digit", month: "short" });

/** A moment on the New York clock, where US sessions run: 09:30 to 16:00, whatever the viewer's zone. */
export const formatNewYorkClock = (time: number) => newYorkClock.format(new Date(time));

/** The New York trading day of a moment, such as Fri 20 Nov. */
export const formatNewYorkDay = (time: number) => newYorkDay.format(new Date(time)).replace(",", "");
