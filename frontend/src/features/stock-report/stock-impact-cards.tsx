import { classNames } from "../../ui/class-names";
import type { ReportTableRow } from "./present-report";
import { stockImpactRowKey, type StockImpactFigure } from "./stock-impact-figures";

interface StockImpactCardsProps {
  rows: ReportTableRow[];
  figures: StockImpactFigure[];
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** Classes that show or hide the list, such as `sm:hidden`. */
  className?: string;
}

/**
 * The Stock Impact Tracker as a list of cards, one per ticker in the table's order: what a phone shows, so that
 * no figure is off to the side. Each card is headed by the ticker and company, its figures labelled as the table's columns.
 */
export function StockImpactCards({ rows, figures, labelledBy, className }: StockImpactCardsProps) {
  return (
    <ul aria-labelledby={labelledBy} className={classNames("space-y-2", className)}>
      {rows.map((row) => (
        <li key={stockImpactRowKey(row)} className="rounded-md border border-line px-3 py-2">
          <h4 className="flex flex-wrap items-baseline gap-x-2 text-xs">
            <span className="font-mono font-semibold text-ink-strong">{row.ticker}</span>{" "}
            <span className="text-ink">{row.company}</span>
          </h4>
          <dl className="mt-1.5 grid grid-cols-2 gap-x-4 gap-y-1.5">
            {figures.map((figure) => {
              const shown = figure.show(row);
              return (
                <div key={figure.key}>
                  <dt title={figure.title} className="text-2xs tracking-caps text-ink-faint uppercase">
                    {figure.label}
                  </dt>
                  <dd title={shown.title} className={classNames("font-mono text-xs tabular-nums", shown.toneClass)}>
                    {shown.text}
                  </dd>
                </div>
              );
            })}
          </dl>
        </li>
      ))}
    </ul>
  );
}
