import { DataCell } from "../../ui/data-cell";
import { DataRow } from "../../ui/data-row";
import { DataTable } from "../../ui/data-table";
import { RowHeaderCell } from "../../ui/row-header-cell";
import { changeToneClass, formatChange, formatPrice } from "./format-report";
import type { ReportTableRow } from "./present-report";

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
            <RowHeaderCell>{row.ticker}</RowHeaderCell>
            {/* A long name wraps onto a second line rather than losing its end. */}
            <DataCell className="max-w-48 min-w-32 text-ink">
              {row.company}
            </DataCell>
            <DataCell numeric className="text-ink-strong" title={row.unit || undefined}>
              {formatPrice(row.price)}
            </DataCell>
            {[row.change1d, row.changeSinceEvent, row.abnormalSinceEvent].map((change, index) => (
              <DataCell key={index} numeric className={changeToneClass(change)}>
                {formatChange(change)}
              </DataCell>
            ))}
          </DataRow>
        ))}
      </DataTable>
    </section>
  );
}
