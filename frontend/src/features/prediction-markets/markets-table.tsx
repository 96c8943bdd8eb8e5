import { Fragment, useMemo, useState } from "react";
import type { Move } from "@tradewire/core";
import type { PredictionEvent } from "@tradewire/core/schemas/markets";
import { DataCell } from "../../ui/data-cell";
import { DataRow } from "../../ui/data-row";
import { DataTable, type DataTableColumn } from "../../ui/data-table";
import { SortButton } from "../../ui/sort-button";
import { FlashOnChange } from "./flash-on-change";
import { changeTone, formatChange, formatDays, formatProbability, formatVolume, probabilityTone } from "./format-market";
import { MarketDetail } from "./market-detail";
import type { MarketSort, SortKey } from "./market-sort";
import { PlatformBadge } from "./platform-badge";
import { WatchlistButton } from "./watchlist-button";
import { MoveChip } from "../moves/move-chip";
import { useMovesStore } from "../moves/moves-store";

interface MarketsTableProps {
  markets: readonly PredictionEvent[];
  sort: MarketSort;
  onSort: (key: SortKey) => void;
}

const headers: { key: string; label: string; sortKey?: SortKey; align?: "right"; title?: string }[] = [
  { key: "question", label: "Question", sortKey: "question" },
  { key: "probability", label: "Yes", sortKey: "probability", align: "right", title: "Probability of Yes" },
  { key: "change", label: "24h", sortKey: "probability_change_24h", align: "right", title: "Change of the probability over the last 24 hours, in points" },
  { key: "volume", label: "Volume", sortKey: "volume", align: "right" },
  { key: "age", label: "Age", sortKey: "age", align: "right", title: "Time since the market opened" },
  { key: "remaining", label: "Remaining", sortKey: "remaining_life", align: "right", title: "Time until the market closes" },
  { key: "platform", label: "Platform" },
];

/**
 * The Prediction Markets table (spec sections 2 to 4): sortable headers, and a row that opens to its price
 * chart. The watchlist heart sits before the question and the price right after it, so a phone shows all three
 * before the table scrolls sideways.
 */
export function MarketsTable({ markets, sort, onSort }: MarketsTableProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const moves = useMovesStore((s) => s.moves);
  // Each market's newest move (the moves are held newest first): "why is it moving" on its row.
  const moveOf = useMemo(() => {
    const newest = new Map<string, Move>();
    for (const move of moves) if (move.market_id !== null && !newest.has(move.market_id)) newest.set(move.market_id, move);
    return newest;
  }, [moves]);
  const columns: DataTableColumn[] = headers.map(({ key, label, sortKey, align, title }) => {
    const state = sortKey === undefined ? undefined : sortKey === sort.key ? (sort.direction === "asc" ? "ascending" : "descending") : "none";
    return {
      key,
      align,
      title,
      sort: state,
      header:
        sortKey && state ? (
          <SortButton sort={state} align={align} onClick={() => onSort(sortKey)}>
            {label}
          </SortButton>
        ) : (
          <span className="tracking-caps uppercase">{label}</span>
        ),
    };
  });

  return (
    <DataTable label="Prediction markets" columns={columns} density="compact">
      {markets.map((market) => {
        const open = openId === market.id;
        return (
          <Fragment key={market.id}>
            <DataRow className={open ? "bg-surface-raised" : "hover:bg-surface-raised/60"}>
              <DataCell className="min-w-48 sm:min-w-64">
                <div className="flex items-start gap-1.5">
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-label={`${open ? "Hide" : "Show"} price history: ${market.question}`}
                    onClick={() => setOpenId(open ? null : market.id)}
                    className="mt-px shrink-0 rounded-sm px-1 font-mono text-2xs text-ink-muted hover:text-ink-strong"
                  >
                    <span aria-hidden="true">{open ? "▾" : "▸"}</span>
                  </button>
                  <WatchlistButton id={market.id} question={market.question} watchlisted={market.watchlisted} />
                  {market.event_url ? (
                    <a href={market.event_url} target="_blank" rel="noopener noreferrer" className="text-ink-strong hover:text-accent-strong hover:underline">
                      {market.question}
                    </a>
                  ) : (
                    <span className="text-ink-strong">{market.question}</span>
                  )}
                </div>
                {moveOf.has(market.id) && (
                  <div className="mt-1 pl-11">
                    <MoveChip move={moveOf.get(market.id)!} />
                  </div>
                )}
              </DataCell>
              <DataCell numeric className={probabilityTone(market.probability)}>
                <FlashOnChange value={market.probability}>{formatProbability(market.probability)}</FlashOnChange>
              </DataCell>
              <DataCell numeric className={changeTone(market.probability_change_24h)}>
                {formatChange(market.probability_change_24h)}
              </DataCell>
              <DataCell numeric>{formatVolume(market.volume)}</DataCell>
              <DataCell numeric className="text-ink-muted">
                {formatDays(market.age)}
              </DataCell>
              <DataCell numeric className="text-ink-muted">
                {formatDays(market.remaining_life)}
              </DataCell>
              <DataCell>
                <PlatformBadge platform={market.platform} />
              </DataCell>
            </DataRow>
            {open && (
              <DataRow className="bg-surface-raised">
                <DataCell colSpan={headers.length}>
                  {/* Pinned to the visible part of a table that scrolls sideways on a phone. */}
                  <div className="sticky left-0 max-w-[calc(100vw-3rem)]">
                    <MarketDetail market={market} />
                  </div>
                </DataCell>
              </DataRow>
            )}
          </Fragment>
        );
      })}
    </DataTable>
  );
}
