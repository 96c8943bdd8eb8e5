const dayMonthYear = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric" });
const clock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short" });

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

/** A % change with its sign and 2 decimals, such as +1.25% or -0.40%; '-' without one. */
export function formatChange(change: number | null): string {
  if (change === null || !Number.isFinite(change)) return "-";
  return `${change >= 0 ? "+" : ""}${change.toFixed(2)}%`;
}

/** Spec section 9: green at or above zero, red below. */
export function changeToneClass(change: number | null): string {
  if (change === null || !Number.isFinite(change)) return "text-ink-muted";
  return change >= 0 ? "text-gain" : "text-loss";
}

/**
 * The x-axis labels of the chosen bars in 24-hour time: the clock, and the date instead whenever a
 * label is the first of its day in a frame that spans several days.
 */
export function axisTickLabels(labels: readonly string[], indices: readonly number[]): { index: number; text: string }[] {
  const spansDays = labels.length > 1 && dayOf(labels[0]!) !== dayOf(labels[labels.length - 1]!);
  let previousDay = "";
  return indices.map((index) => {
    const date = new Date(labels[index]!);
    const day = date.toDateString();
    const text = spansDays && day !== previousDay ? dayMonth.format(date) : clock.format(date);
    previousDay = day;
    return { index, text };
  });
}

function dayOf(iso: string): string {
  return new Date(iso).toDateString();
}
