import { DataCell } from "../../ui/data-cell";
import { DataRow } from "../../ui/data-row";
import { DataTable } from "../../ui/data-table";
import { RowHeaderCell } from "../../ui/row-header-cell";
import type { ReportTableRow } from "./present-report";
import { stockImpactRowKey, type StockImpactFigure } from "./stock-impact-figures";

/** The Stock Impact Tracker as a table, one row per ticker: what a screen from `sm` up shows. */
export function StockImpactTable({ rows, figures }: { rows: ReportTableRow[]; figures: StockImpactFigure[] }) {
  return (
    <DataTable
      upperCaseHeaders
      density="compact"
      columns={[
        { key: "ticker", header: "Ticker" },
        { key: "company", header: "Company" },
        ...figures.map((figure) => ({ key: figure.key, header: figure.label, align: "right" as const, title: figure.title })),
      ]}
    >
      {rows.map((row) => (
        <DataRow key={stockImpactRowKey(row)}>
          <RowHeaderCell>{row.ticker}</RowHeaderCell>
          {/* A long name wraps onto a second line rather than losing its end. */}
          <DataCell className="max-w-48 min-w-32 text-ink">{row.company}</DataCell>
          {figures.map((figure) => {
            const shown = figure.show(row);
            return (
              <DataCell key={figure.key} numeric className={shown.toneClass} title={shown.title}>
                {shown.text}
              </DataCell>
            );
          })}
        </DataRow>
      ))}
    </DataTable>
  );
}
