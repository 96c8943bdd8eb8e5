import type { PredictionEvent } from "@tradewire/core/schemas/markets";
import { Link } from "react-router-dom";
import { DataCell } from "../../ui/data-cell";
import { DataRow } from "../../ui/data-row";
import { DataTable } from "../../ui/data-table";
import { FlashOnChange } from "../prediction-markets/flash-on-change";
import { changeTone, formatChange, formatProbability, probabilityTone } from "../prediction-markets/format-market";

type WatchlistRow = Pick<PredictionEvent, "id" | "question" | "probability" | "probability_change_24h">;

/** Watchlisted markets with the price of Yes and its 24 h move, as the Prediction Markets table shows them. */
export function WatchlistTable({ rows, label }: { rows: readonly WatchlistRow[]; label: string }) {
  return (
    <DataTable
      label={label}
      density="compact"
      upperCaseHeaders
      columns={[
        { key: "market", header: "Market" },
        { key: "probability", header: "Yes", align: "right", title: "Probability of Yes" },
        { key: "change", header: "24h", align: "right", title: "Change of the probability over the last 24 hours, in points" },
      ]}
    >
      {rows.map((row) => (
        <DataRow key={row.id}>
          <DataCell className="min-w-44">
            <Link to="/prediction-markets" className="text-ink-strong hover:text-accent-strong hover:underline">
              {row.question}
            </Link>
          </DataCell>
          <DataCell numeric className={probabilityTone(row.probability)}>
            <FlashOnChange value={row.probability}>{formatProbability(row.probability)}</FlashOnChange>
          </DataCell>
          <DataCell numeric className={changeTone(row.probability_change_24h)}>
            {formatChange(row.probability_change_24h)}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
