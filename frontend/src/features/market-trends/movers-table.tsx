import type { MarketMover } from "@tradewire/core/schemas/dashboard";
import { DataCell } from "../../ui/data-cell";
import { DataRow } from "../../ui/data-row";
import { DataTable } from "../../ui/data-table";
import { RowHeaderCell } from "../../ui/row-header-cell";
import { changeToneClass, formatChange, formatPrice } from "../stock-report/format-report";

/** A row of the movers table; a sample row's story has a headline but no page to open. */
export type MoverRow = Pick<MarketMover, "ticker" | "company" | "price" | "change_percent"> & {
  story: Pick<MarketMover["story"], "title"> & { url?: string };
};

const storyLink = "hover:text-accent-strong hover:underline";

/**
 * Ticker with its company and the story that named it, last price and the day's change (spec section 9:
 * sign, 2 decimals, green at or above zero). The first column takes what the figures leave: the company is cut short
 * (its full name in a tooltip) and the headline takes two lines at most, so the figures stay in view in a narrow card
 * and on a phone.
 */
export function MoversTable({ rows, label }: { rows: readonly MoverRow[]; label: string }) {
  return (
    <DataTable
      label={label}
      density="compact"
      upperCaseHeaders
      columns={[
        { key: "ticker", header: "Ticker and story" },
        { key: "price", header: "Price", align: "right" },
        { key: "change", header: "1D", align: "right", title: "Change since the previous trading day's close" },
      ]}
    >
      {rows.map((row) => (
        <DataRow key={row.ticker}>
          <RowHeaderCell className="w-full max-w-0">
            <span className="flex items-baseline gap-2">
              {row.story.url ? (
                <a href={row.story.url} target="_blank" rel="noopener noreferrer" aria-label={`${row.ticker}: ${row.story.title}`} className={storyLink}>
                  {row.ticker}
                </a>
              ) : (
                <span>{row.ticker}</span>
              )}
              <span className="truncate font-sans text-2xs font-normal text-ink-muted" title={row.company}>
                {row.company}
              </span>
            </span>
            {row.story.url ? (
              <a href={row.story.url} target="_blank" rel="noopener noreferrer" title={row.story.title} className={`line-clamp-2 font-sans text-2xs font-normal text-ink ${storyLink}`}>
                {row.story.title}
              </a>
            ) : (
              <span className="line-clamp-2 font-sans text-2xs font-normal text-ink">{row.story.title}</span>
            )}
          </RowHeaderCell>
          <DataCell numeric className="text-ink-strong">
            {formatPrice(row.price)}
          </DataCell>
          <DataCell numeric className={changeToneClass(row.change_percent)}>
            {formatChange(row.change_percent)}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
