import { formatterFor } from "../../format/formatter-for";

const dayMonthYear = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric" });

/** Spec section 9: 'Last updated' of a report as day/month/year in capitals, such as 22 NOV 2026. */
export function formatLastUpdated(text: string): string {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return text.toUpperCase();
  return dayMonthYear.format(date).replace(/\./g, "").toUpperCase();
}

/** A price with 2 decimals; '-' without one. */
export function formatPrice(price: number | null): string {
  return price === null || !Number.isFinite(price) ? "-" : price.toFixed(2);
}

/** A change as shown, 2 decimals: one that rounds to zero is zero (never "-0.00"), whatever its sign. */
function shownChange(change: number): { negative: boolean; digits: string } {
  const digits = Math.abs(change).toFixed(2);
  return { negative: change < 0 && digits !== "0.00", digits };
}

/** A % change with its sign and 2 decimals, such as +1.25% or -0.40% (+0.00% for anything that rounds to zero); '-' without one. */
export function formatChange(change: number | null): string {
  if (change === null || !Number.isFinite(change)) return "-";
  const { negative, digits } = shownChange(change);
  return `${negative ? "-" : "+"}${digits}%`;
}

/** A percent on a chart's axis: 2 decimals, a sign only below zero, such as 1.25%, 0.00% or -0.40%. */
export function formatAxisPercent(value: number): string {
  const { negative, digits } = shownChange(value);
  return `${negative ? "-" : ""}${digits}%`;
}

/** Spec section 9: green at or above zero, red below; a change shown as +0.00% is green like its text. */
export function changeToneClass(change: number | null): string {
  if (change === null || !Number.isFinite(change)) return "text-ink-muted";
  return shownChange(change).negative ? "text-loss" : "text-gain";
}

/**
 * The x-axis labels of the chosen bars in 24-hour time: the clock, and the date instead whenever a
 * label is the first of its day in a frame that spans several days.
 */
export function axisTickLabels(labels: readonly string[], indices: readonly number[], timeZone?: string): { index: number; text: string }[] {
  const dayMonth = formatterFor("dayMonth", timeZone);
  const dayOf = (iso: string) => dayMonth.format(new Date(iso));
  const spansDays = labels.length > 1 && dayOf(labels[0]!) !== dayOf(labels[labels.length - 1]!);
  let previousDay = "";
  return indices.map((index) => {
    const day = dayOf(labels[index]!);
    const text = spansDays && day !== previousDay ? day : formatterFor("hourMinute", timeZone).format(new Date(labels[index]!));
    previousDay = day;
    return { index, text };
  });
}

