import { changeToneClass, formatChange, formatPrice } from "./format-report";
import type { ReportTableRow } from "./present-report";

/** A figure of one row as it is shown: its text, its colour, and what it is measured in when that needs saying. */
export interface ShownFigure {
  text: string;
  toneClass: string;
  title?: string;
}

/** A column of figures of the Stock Impact Tracker, as both its table and its phone cards show it. */
export interface StockImpactFigure {
  key: string;
  label: string;
  /** What the label means, where the label alone does not say. */
  title?: string;
  show: (row: ReportTableRow) => ShownFigure;
}

const change = (value: number | null): ShownFigure => ({ text: formatChange(value), toneClass: changeToneClass(value) });

/**
 * The figures of each row after its ticker and company, in column order: price, the moves of spec section 2 and
 * the move beyond the report's benchmark (SPY unless a row names another).
 */
export function stockImpactFigures(rows: readonly ReportTableRow[]): StockImpactFigure[] {
  const benchmark = rows.find((row) => row.benchmark)?.benchmark ?? "SPY";
  return [
    { key: "price", label: "Price", show: (row) => ({ text: formatPrice(row.price), toneClass: "text-ink-strong", title: row.unit || undefined }) },
    { key: "change1d", label: "1D", show: (row) => change(row.change1d) },
    { key: "since", label: "Since event", show: (row) => change(row.changeSinceEvent) },
    {
      key: "abnormal",
      label: `vs ${benchmark}`,
      title: `Since the event, minus ${benchmark} over the same span`,
      show: (row) => change(row.abnormalSinceEvent),
    },
  ];
}

/** A row's React key in either view: a ticker may be listed on two exchanges, and a symbol reused by two companies. */
export function stockImpactRowKey(row: ReportTableRow): string {
  return `${row.ticker}|${row.exchange}|${row.company}`;
}
