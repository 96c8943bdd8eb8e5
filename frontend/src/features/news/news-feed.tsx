import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useShallow } from "zustand/react/shallow";
import type { Article } from "@tradewire/core";
import { useAuthStore } from "../../stores/auth-store";
import { matchesFilters } from "./feed-filters";
import { useFeedStore } from "./feed-store";
import { NewStoriesPill } from "./new-stories-pill";
import { EditNewsModal } from "../edit-news/edit-news-modal";
import { StockReportModal } from "../stock-report/stock-report-modal";
import { NewsItem, type NewsDialogKind } from "./news-item";
import { VirtualList } from "./virtual-list";
import { Button } from "../../ui/button";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { LoadingState } from "../../ui/loading-state";

const urlOf = (article: Article) => article.url;
/** A story with one line of title and one of chips; real rows are measured once on screen. */
const ESTIMATED_ROW_PX = 92;

/** The list of stories with its states: loading, error, empty, and the "N new" pill. */
export function NewsFeed() {
  const { urls, byUrl, filters, pending, arrivedUrls, status, error, loadingMore, audience } = useFeedStore(
    useShallow((s) => ({
      urls: s.urls,
      byUrl: s.byUrl,
      filters: s.filters,
      pending: s.pending,
      arrivedUrls: s.arrivedUrls,
      status: s.status,
      error: s.error,
      loadingMore: s.loadingMore,
      audience: s.audience,
    })),
  );
  const load = useFeedStore((s) => s.load);
  const loadMore = useFeedStore((s) => s.loadMore);
  const setReadingAtTop = useFeedStore((s) => s.setReadingAtTop);
  const revealPending = useFeedStore((s) => s.revealPending);
  const isAdmin = useAuthStore((s) => s.profile?.user_role === "admin");
  const [dialog, setDialog] = useState<{ kind: NewsDialogKind; article: Article } | null>(null);
  const openDialog = useCallback((kind: NewsDialogKind, article: Article) => setDialog({ kind, article }), []);
  const closeDialog = useCallback(() => setDialog(null), []);
  const scrollRef = useRef<HTMLDivElement>(null);

  const articles = useMemo(() => urls.map((url) => byUrl[url]!).filter((article) => matchesFilters(article, filters)), [urls, byUrl, filters]);
  const newCount = useMemo(() => pending.filter((article) => matchesFilters(article, filters)).length, [pending, filters]);
  const arrived = useMemo(() => new Set(arrivedUrls), [arrivedUrls]);

  // Another filter is another list: start reading it from the top.
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [filters]);

  const renderRow = useCallback(
    (article: Article) => (
      <NewsItem article={article} arrived={arrived.has(article.url)} isAdmin={isAdmin} onOpenDialog={openDialog} />
    ),
    [arrived, isAdmin, openDialog],
  );

  const reveal = () => {
    revealPending();
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  };

  if (status === "loading" && urls.length === 0) {
    return <LoadingState>Loading news data...</LoadingState>;
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      {error && (
        <ErrorState
          action={
            audience && (
              <Button size="xs" onClick={() => void load(audience)}>
                Try again
              </Button>
            )
          }
        >
          {error}
        </ErrorState>
      )}
      {status === "ready" && (
        <p className="font-mono text-2xs text-ink-faint tabular-nums">
          <span>{articles.length === urls.length ? `${urls.length} stories` : `${articles.length} of ${urls.length} stories`}</span>
          {loadingMore && <span> · loading more…</span>}
        </p>
      )}
      {status === "ready" && articles.length === 0 && (
        <EmptyState>{urls.length === 0 ? "No news yet." : "No stories match these filters."}</EmptyState>
      )}
      {articles.length > 0 && (
        <div className="relative min-h-40 flex-1">
          <NewStoriesPill count={newCount} onReveal={reveal} />
          <VirtualList
            items={articles}
            keyOf={urlOf}
            renderRow={renderRow}
            estimateHeight={ESTIMATED_ROW_PX}
            label="News stories"
            scrollRef={scrollRef}
            onEndReached={loadMore}
            onAtTopChange={setReadingAtTop}
            className="h-full rounded-sm border border-line bg-surface"
          />
        </div>
      )}
      <StockReportModal article={dialog?.kind === "report" ? dialog.article : null} onClose={closeDialog} />
      <EditNewsModal article={dialog?.kind === "edit" ? dialog.article : null} onClose={closeDialog} />
    </div>
  );
}
