import { useEffect, useId, useRef } from "react";
import type { Ticker } from "@tradewire/core";
import { DataCell } from "../../ui/data-cell";
import { DataRow } from "../../ui/data-row";
import { tickerKeyOf } from "./editor-tickers";
import type { useTickerSearch } from "./use-debounced-search";

const dash = (value: string | null) => value || "-";
const headers = ["TICKER", "COMPANY", "SECTOR", "COUNTRY", "EXCHANGE"] as const;

interface TickerSearchProps {
  search: ReturnType<typeof useTickerSearch>;
  onPick: (ticker: Ticker) => void;
}

/** The search box and its results dropdown (spec section 2); Escape is handled by the modal so it closes only the dropdown. */
export function TickerSearch({ search, onPick }: TickerSearchProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const dropdownId = useId();
  const { query, results, open, type, searchNow, clear, close } = search;
  // A pick closes the dropdown so the list it added to, and the Save buttons, are in view; Enter reopens it.
  const pick = (ticker: Ticker) => {
    onPick(ticker);
    close();
  };

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open, close]);

  return (
    <div ref={rootRef} className="relative">
      <div className="flex items-center gap-1 rounded-md border border-line-strong bg-canvas pr-1 focus-within:border-accent">
        <input
          type="search"
          aria-label="Search for tickers"
          aria-controls={open ? dropdownId : undefined}
          placeholder="Search for tickers..."
          value={query}
          onChange={(event) => type(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              searchNow();
            }
          }}
          className="min-w-0 flex-1 bg-transparent px-3 py-2 text-sm text-ink-strong placeholder:text-ink-faint focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {query !== "" && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={clear}
            className="rounded-sm px-2 py-1 text-sm text-ink-muted hover:bg-surface-raised hover:text-ink-strong"
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      {open && (
        <div
          id={dropdownId}
          role="region"
          aria-label={`Search Results (${results.length})`}
          className="inset-x-0 top-full z-10 mt-1 max-h-75 sm:absolute overflow-auto rounded-md border border-line-strong bg-surface-raised shadow-menu"
        >
          <p className="sticky top-0 left-0 bg-surface-raised px-3 py-1.5 text-2xs font-semibold tracking-caps text-ink-muted uppercase">
            Search Results ({results.length})
          </p>
          {results.length > 0 && (
            <table className="w-full text-left text-xs">
              <thead className="text-2xs tracking-caps text-ink-faint">
                <tr>
                  {headers.map((header) => (
                    <th key={header} scope="col" className="px-3 py-1 font-medium whitespace-nowrap">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {results.map((result) => (
                  <DataRow
                    key={tickerKeyOf(result)}
                    onClick={() => pick(result)}
                    className="cursor-pointer hover:bg-surface focus-within:bg-surface"
                  >
                    <DataCell>
                      <button
                        type="button"
                        aria-label={`Add ${result.ticker} ${result.company}`}
                        onClick={(event) => {
                          event.stopPropagation();
                          pick(result);
                        }}
                        className="font-mono font-semibold text-ink-strong"
                      >
                        {result.ticker}
                      </button>
                    </DataCell>
                    <DataCell className="text-ink">{dash(result.company)}</DataCell>
                    <DataCell className="whitespace-nowrap text-ink-muted">{dash(result.sector)}</DataCell>
                    <DataCell className="whitespace-nowrap text-ink-muted">{dash(result.country)}</DataCell>
                    <DataCell className="whitespace-nowrap text-ink-muted">{dash(result.exchange)}</DataCell>
                  </DataRow>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </div>
  );
}
