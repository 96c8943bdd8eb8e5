import { changeToneClass, formatChange, formatPrice } from "./format-report";
import type { ReportTableRow } from "./present-report";
import { DataCell, DataRow, DataTable, numericCell, RowHeaderCell } from "../../ui/data-table";

/** The Stock Impact Tracker (spec section 2): price and moves of each ticker since the story broke. */
export function StockImpactTable({ rows }: { rows: ReportTableRow[] }) {
  const benchmark = rows.find((row) => row.benchmark)?.benchmark ?? "SPY";
  return (
    <section aria-labelledby="stock-impact-tracker" className="space-y-2">
      <h3 id="stock-impact-tracker" className="text-xs font-semibold tracking-caps text-ink-muted uppercase">
        Stock Impact Tracker
      </h3>
      <DataTable
        upperCaseHeaders
        density="compact"
        columns={[
          { key: "ticker", header: "Ticker" },
          { key: "company", header: "Company" },
          { key: "price", header: "Price", align: "right" },
          { key: "change1d", header: "1D", align: "right" },
          { key: "since", header: "Since event", align: "right" },
          { key: "abnormal", header: `vs ${benchmark}`, align: "right", title: `Since the event, minus ${benchmark} over the same span` },
        ]}
      >
        {rows.map((row) => (
          <DataRow key={`${row.ticker}|${row.exchange}|${row.company}`}>
            <RowHeaderCell density="compact">{row.ticker}</RowHeaderCell>
            <DataCell density="compact" className="max-w-40 truncate text-ink" title={row.company}>
              {row.company}
            </DataCell>
            <DataCell density="compact" className={`${numericCell} text-ink-strong`} title={row.unit || undefined}>
              {formatPrice(row.price)}
            </DataCell>
            {[row.change1d, row.changeSinceEvent, row.abnormalSinceEvent].map((change, index) => (
              <DataCell key={index} density="compact" className={`${numericCell} ${changeToneClass(change)}`}>
                {formatChange(change)}
              </DataCell>
            ))}
          </DataRow>
        ))}
      </DataTable>
    </section>
  );
}
