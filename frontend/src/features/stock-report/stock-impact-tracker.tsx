import type { ReportTableRow } from "./present-report";
import { StockImpactCards } from "./stock-impact-cards";
import { stockImpactFigures } from "./stock-impact-figures";
import { StockImpactTable } from "./stock-impact-table";

/**
 * The Stock Impact Tracker (spec section 2): price and moves of each ticker since the story broke. A phone gets a card
 * per ticker instead of a table that scrolls sideways. Both are drawn and CSS shows one: neither holds anything to
 * focus or press, and the hidden one is out of the accessibility tree as well as out of sight.
 */
export function StockImpactTracker({ rows }: { rows: ReportTableRow[] }) {
  const figures = stockImpactFigures(rows);
  return (
    // A flex gap rather than space-y: the hidden view takes no margin with it.
    <section aria-labelledby="stock-impact-tracker" className="flex flex-col gap-2">
      <h3 id="stock-impact-tracker" className="text-xs font-semibold tracking-caps text-ink-muted uppercase">
        Stock Impact Tracker
      </h3>
      <div className="hidden sm:block">
        <StockImpactTable rows={rows} figures={figures} />
      </div>
      <StockImpactCards rows={rows} figures={figures} labelledBy="stock-impact-tracker" className="sm:hidden" />
    </section>
  );
}
