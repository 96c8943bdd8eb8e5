import type { CalendarOutcome } from "../../schemas/calendar";

/** The multipliers a figure's suffix stands for: "216K" is 216 thousand. */
const MULTIPLIERS = { "": 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 } as const;
type Multiplier = keyof typeof MULTIPLIERS;

/** A figure as the calendar writes it: "-50.9K" is { value: -50.9, currency: "", suffix: "K", decimals: 1 }. */
export interface Figure {
  /** The number as written, in the figure's own unit (216 for "216K", 3.1 for "3.1%"). */
  value: number;
  /** "$" for a dollar amount ("$1.26"), else "". */
  currency: "$" | "";
  /** A percentage, a multiplier (thousands, millions, billions, trillions), or none. */
  suffix: "%" | Multiplier;
  /** Digits after the decimal point as written: the figure's precision. */
  decimals: number;
}

const FIGURE = /^([+-]?)(\$?)([+-]?)(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?([KMBT%]?)$/;

/**
 * Reads a figure of the calendar: "3.1%", "-50.9K", "7.860M", "412.83B", "$1.26", "($0.29)" (accounting negative),
 * "3,893.0". Null for an empty cell ("", "&nbsp;", "N/A") and for anything not a number ("Hold", "<0.1%").
 */
export function parseFigure(text: string | null | undefined): Figure | null {
  if (!text) return null;
  let body = text.replace(/&nbsp;|\u00a0/g, " ").trim().toUpperCase();
  let negative = false;
  const bracketed = /^\((.+)\)$/.exec(body);
  if (bracketed) {
    negative = true;
    body = bracketed[1]!.trim();
  }
  const match = FIGURE.exec(body);
  if (!match) return null;
  const [, signBefore = "", currency = "", signAfter = "", whole, fraction, suffix = ""] = match;
  if ((whole === undefined && fraction === undefined) || (signBefore && signAfter) || (negative && (signBefore || signAfter))) return null;
  const magnitude = Number(`${(whole ?? "0").replace(/,/g, "")}.${fraction ?? "0"}`);
  const minus = negative || signBefore === "-" || signAfter === "-";
  return {
    value: minus && magnitude !== 0 ? -magnitude : magnitude,
    currency: currency === "$" ? "$" : "",
    suffix: suffix as Figure["suffix"],
    decimals: fraction?.length ?? 0,
  };
}

const roundTo = (value: number, decimals: number) => {
  const scale = 10 ** Math.min(decimals, 12);
  const rounded = Math.round(value * scale) / scale;
  return rounded === 0 ? 0 : rounded;
};

/**
 * Actual minus consensus in the actual's own unit, to the figures' precision: 0.1 for "3.1%" against "3.0%", -4 for
 * "216K" against "220K", 0.05 for "1.25M" against "1,200K" (the multipliers are converted). Null when either is
 * missing or not a number, or when they are not the same kind of figure (a percentage against a count, dollars
 * against a plain number).
 */
export function surpriseOf(actual: string | null, consensus: string | null): number | null {
  const a = parseFigure(actual);
  const c = parseFigure(consensus);
  if (!a || !c || a.currency !== c.currency) return null;
  if (a.suffix === "%" || c.suffix === "%") return a.suffix === c.suffix ? roundTo(a.value - c.value, Math.max(a.decimals, c.decimals)) : null;
  const ratio = MULTIPLIERS[c.suffix] / MULTIPLIERS[a.suffix];
  // Consensus in thousands against an actual in millions gains three digits on the way.
  const shift = Math.max(0, Math.round(-Math.log10(ratio)));
  return roundTo(a.value - c.value * ratio, Math.max(a.decimals, c.decimals + shift));
}

/**
 * Figures where less is the good news, so an actual below consensus is a beat:
 * - unemployment (rate, change, claimant count), jobless claims, job cuts: slack is bad for the economy and its currency;
 * - crude oil and product inventories (EIA, API, Cushing): they move oil, not the dollar, so they are read for oil, as
 *   the source's own notes do: a smaller build or larger draw than expected means stronger demand, bullish for crude.
 * Everything else, inflation included, is better higher: a hotter CPI means higher rates, which lifts the currency,
 * and a higher EPS is the company's good news.
 */
const LOWER_IS_BETTER = [
  /unemploy/,
  /jobless/,
  /claimant count/,
  /job cuts/,
  /\b(crude|oil|gasoline|distillate|heating oil)\b.*\b(inventor(y|ies)|stocks?)\b/,
];

/** Whether an event's figure is good news when it comes in lower. */
export function lowerIsBetter(title: string): boolean {
  const key = title.toLowerCase();
  return LOWER_IS_BETTER.some((pattern) => pattern.test(key));
}

/**
 * How an actual compares with the consensus for the country's currency or the company: "beat", "miss" or "inline".
 * Null until the actual is out, or when the surprise cannot be measured (see surpriseOf).
 */
export function outcomeOf(title: string, actual: string | null, consensus: string | null): CalendarOutcome | null {
  const surprise = surpriseOf(actual, consensus);
  if (surprise === null) return null;
  if (surprise === 0) return "inline";
  return surprise > 0 !== lowerIsBetter(title) ? "beat" : "miss";
}
