import { changeToneClass, formatChange, formatPrice } from "./format-report";
import type { ReportTableRow } from "./present-report";

const numeric = "px-2 py-1.5 text-right font-mono tabular-nums whitespace-nowrap";

/** The Stock Impact Tracker (spec section 2): price and moves of each ticker since the story broke. */
export function StockImpactTable({ rows }: { rows: ReportTableRow[] }) {
  const benchmark = rows.find((row) => row.benchmark)?.benchmark ?? "SPY";
  return (
    <section aria-labelledby="stock-impact-tracker" className="space-y-2">
      <h3 id="stock-impact-tracker" className="text-xs font-semibold tracking-caps text-ink-muted uppercase">
        Stock Impact Tracker
      </h3>
      <div className="overflow-x-auto rounded-md border border-line">
        <table className="w-full text-left text-xs">
          <thead className="bg-surface-raised text-2xs tracking-caps text-ink-faint uppercase">
            <tr>
              <th scope="col" className="px-2 py-1.5 font-medium">Ticker</th>
              <th scope="col" className="px-2 py-1.5 font-medium">Company</th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">Price</th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">1D</th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium whitespace-nowrap">Since event</th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium whitespace-nowrap" title={`Since the event, minus ${benchmark} over the same span`}>
                vs {benchmark}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.ticker}|${row.exchange}|${row.company}`} className="border-t border-line">
                <th scope="row" className="px-2 py-1.5 font-mono font-semibold text-ink-strong">{row.ticker}</th>
                <td className="max-w-40 truncate px-2 py-1.5 text-ink" title={row.company}>{row.company}</td>
                <td className={`${numeric} text-ink-strong`} title={row.unit || undefined}>{formatPrice(row.price)}</td>
                <td className={`${numeric} ${changeToneClass(row.change1d)}`}>{formatChange(row.change1d)}</td>
                <td className={`${numeric} ${changeToneClass(row.changeSinceEvent)}`}>{formatChange(row.changeSinceEvent)}</td>
                <td className={`${numeric} ${changeToneClass(row.abnormalSinceEvent)}`}>{formatChange(row.abnormalSinceEvent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
