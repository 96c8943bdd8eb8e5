import type { BarInterval } from "@tradewire/core/wire-constants";

const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" });
const dayTimeFormat = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const timeFormat = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const shortDayFormat = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short" });
const dailyTickFormat = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", timeZone: "UTC" });

/**
 * A bar's start as a trader reads it: a daily bar is its trading day (the UTC date it is stored under,
 * whatever the viewer's zone); an intraday bar is the viewer's day and 24-hour time.
 */
export function formatBarTime(time: number, interval: BarInterval): string {
  return (interval === "1d" ? dayFormat : dayTimeFormat).format(new Date(time)).replace(",", "");
}

/** An axis label: the day where a day starts (or every label of daily bars), else the time. */
export function formatAxisTime(time: number, interval: BarInterval, startsDay: boolean): string {
  if (interval === "1d") return dailyTickFormat.format(new Date(time));
  return (startsDay ? shortDayFormat : timeFormat).format(new Date(time));
}
