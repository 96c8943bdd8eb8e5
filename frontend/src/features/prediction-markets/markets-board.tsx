import { useMemo } from "react";
import { marketPlatforms } from "@tradewire/core/wire-constants";
import { useSystemStore } from "../../stores/system-store";
import { Badge } from "../../ui/badge";
import { EmptyState } from "../../ui/empty-state";
import { LoadingState } from "../../ui/loading-state";
import { Pager } from "../../ui/pager";
import { RetryErrorState } from "../../ui/retry-error-state";
import { FeatureRequestLink } from "./feature-request-dialog";
import { sortMarkets } from "./market-sort";
import { MarketsTable } from "./markets-table";
import { useMarketsStore, type PlatformFilter } from "./markets-store";
import { platformNames } from "./platform-badge";
import { useMarketsRefresh } from "./use-markets-refresh";
import { useMoves } from "../moves/use-moves";

/**
 * Rows per page. The spec's paging contradicts itself (100 rows, pages counted by 10); one page size is
 * used for both: 50 rows fill a desktop screen or two without a wall of numbers, and the 500 markets
 * served make at most 10 pages, walked with five page buttons.
 */
export const MARKETS_PAGE_SIZE = 50;

const filters: PlatformFilter[] = ["all", ...marketPlatforms];

/** A member's Prediction Markets page: the heading, the source note, the platform filter and the table. */
export function MarketsBoard() {
  useMarketsRefresh();
  useMoves();
  const { status, markets, error, sort, platform, page, sortBy, filterPlatform, goToPage, load } = useMarketsStore();
  const mode = useSystemStore((s) => s.markets);
  const shown = useMemo(() => sortMarkets(platform === "all" ? markets : markets.filter((market) => market.platform === platform), sort), [markets, platform, sort]);
  const pageCount = Math.ceil(shown.length / MARKETS_PAGE_SIZE);
  const current = Math.min(page, Math.max(0, pageCount - 1));

  return (
    <section aria-labelledby="markets-title" className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <h1 id="markets-title" className="text-xl font-semibold tracking-tight text-ink-strong">
            Prediction Markets
          </h1>
          <Badge tone="accent">Beta</Badge>
        </div>
        <FeatureRequestLink />
      </header>
      {mode === "replay" && <p className="text-xs text-ink-faint">Replay mode: markets from the bundled replay set, with simulated prices.</p>}
      {mode === "fallback" && <p className="text-xs text-ink-faint">Polymarket and Kalshi are unreachable right now, so replayed markets with simulated prices are shown.</p>}

      <div role="group" aria-label="Platform" className="flex items-center gap-1.5">
        <span className="text-2xs tracking-caps text-ink-faint uppercase">Platform</span>
        {filters.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={platform === value}
            onClick={() => filterPlatform(value)}
            className={`rounded-sm border px-2 py-0.5 font-mono text-2xs font-medium transition-colors ${
              platform === value ? "border-accent/60 text-accent-strong" : "border-line text-ink-faint hover:border-line-strong hover:text-ink-muted"
            }`}
          >
            {value === "all" ? "All" : platformNames[value]}
          </button>
        ))}
        {status === "loaded" && <span className="ml-auto font-mono text-2xs text-ink-faint tabular-nums">{shown.length} markets</span>}
      </div>

      {(status === "idle" || status === "loading") && <LoadingState>Loading prediction markets...</LoadingState>}
      {status === "error" && <RetryErrorState onRetry={load}>{error}</RetryErrorState>}
      {status === "loaded" && (
        <>
          {error && <p className="text-xs text-impact-mid">{error}. The prices below are from the last successful load.</p>}
          {shown.length ? (
            <MarketsTable markets={shown.slice(current * MARKETS_PAGE_SIZE, (current + 1) * MARKETS_PAGE_SIZE)} sort={sort} onSort={sortBy} />
          ) : (
            <EmptyState>No prediction markets available</EmptyState>
          )}
          <Pager page={current} pageCount={pageCount} onPage={goToPage} label="Market pages" />
        </>
      )}
    </section>
  );
}
