import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { useNavigate } from "react-router-dom";
import { useShallow } from "zustand/react/shallow";
import type { Article } from "@tradewire/core";
import { useAuthStore } from "../../stores/auth-store";
import { CompactNewsItem } from "./compact-news-item";
import { useFeedDensityStore } from "./feed-density-store";
import { matchesFilters } from "./feed-filters";
import { isSearching } from "./feed-query";
import { useFeedStore } from "./feed-store";
import { NewStoriesPill } from "./new-stories-pill";
import { EditNewsModal } from "../edit-news/edit-news-modal";
import { useCalendarStore } from "../calendar/calendar-store";
import { ReleaseRow } from "../calendar/release-row";
import { feedEntryKey, interleaveFeed, isReleaseKey, releasesForFeed, type FeedEntry } from "./feed-entries";
import { StockReportModal } from "../stock-report/stock-report-modal";
import { NewsItem } from "./news-item";
import { offersReport } from "./offers-report";
import type { NewsDialogKind } from "./story-actions";
import { trackArticleClicked, trackReportClicked } from "./story-events";
import { viewSlotOf } from "./feed-shortcuts";
import { useFeedShortcuts } from "./use-feed-shortcuts";
import { useReleasesInView } from "./use-releases-in-view";
import { useSavedViews } from "./use-saved-views";
import { VirtualList, type VirtualListHandle } from "./virtual-list";
import { Button } from "../../ui/button";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { LoadingState } from "../../ui/loading-state";
import { useMediaQuery } from "../../ui/use-media-query";
import { StoryPane } from "./story-pane";
import { StorySheet } from "./story-sheet";

/** From 1280 px the selected story stands in full beside the feed. */
const paneQuery = "(min-width: 80rem)";
/** Below 640 px (a phone held upright) the page scrolls, not a box inside it; the shell grows to match (AppLayout). */
const phoneQuery = "(max-width: 39.99rem)";

/**
 * Comfortable: a story with one line of title and one of chips. Compact: one line of fixed height, or on a phone a line
 * of time, impact and source over two of headline. Real rows are measured once on screen.
 */
const ESTIMATED_ROW_PX = { comfortable: 92, compact: 26 } as const;
const ESTIMATED_PHONE_ROW_PX = { comfortable: 150, compact: 64 } as const;
const rowOf = { comfortable: NewsItem, compact: CompactNewsItem } as const;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The count over the list: stories, or a search's matches on all pages, and how many the filters leave. */
function countText(shown: number, loaded: number, total: number | null, searching: boolean): string {
  if (searching) {
    const matches = plural(total ?? loaded, "match", "matches");
    return shown === loaded ? matches : `${matches} · ${shown} shown`;
  }
  return shown === loaded ? `${loaded} stories` : `${shown} of ${loaded} stories`;
}

interface NewsFeedProps {
  /** The search box that '/' focuses. */
  searchRef: RefObject<HTMLInputElement | null>;
  onShowShortcuts: () => void;
}

/**
 * The list of stories, with the day's calendar releases among them (members), its states (loading, error, empty, the
 * "N new" pill) and its keyboard.
 */
export function NewsFeed({ searchRef, onShowShortcuts }: NewsFeedProps) {
  const { urls, byUrl, filters, query, total, pending, arrivedUrls, status, error, loadingMore, audience, nextBefore, readingAtTop } = useFeedStore(
    useShallow((s) => ({
      urls: s.urls,
      byUrl: s.byUrl,
      filters: s.filters,
      query: s.query,
      total: s.total,
      pending: s.pending,
      arrivedUrls: s.arrivedUrls,
      status: s.status,
      error: s.error,
      loadingMore: s.loadingMore,
      audience: s.audience,
      nextBefore: s.nextBefore,
      readingAtTop: s.readingAtTop,
    })),
  );
  const load = useFeedStore((s) => s.load);
  const loadMore = useFeedStore((s) => s.loadMore);
  const setReadingAtTop = useFeedStore((s) => s.setReadingAtTop);
  const revealPending = useFeedStore((s) => s.revealPending);
  const isAdmin = useAuthStore((s) => s.profile?.user_role === "admin");
  const density = useFeedDensityStore((s) => s.choice);
  const [dialog, setDialog] = useState<{ kind: NewsDialogKind; article: Article } | null>(null);
  const openDialog = useCallback((kind: NewsDialogKind, article: Article) => setDialog({ kind, article }), []);
  const closeDialog = useCallback(() => setDialog(null), []);
  /** The row the keyboard is on: a story's URL or a release's key. */
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  /** The story the pane shows: the last story selected (a release selected leaves it as it is). */
  const [paneUrl, setPaneUrl] = useState<string | null>(null);
  const select = useCallback((key: string) => {
    setSelectedKey(key);
    if (!isReleaseKey(key)) setPaneUrl(key);
  }, []);
  const navigate = useNavigate();
  const calendarEvents = useCalendarStore((s) => s.events);
  const justReleased = useCalendarStore((s) => s.justReleased);
  /** Without room for the pane, the story a tap opened in the sheet. */
  const [sheetUrl, setSheetUrl] = useState<string | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<VirtualListHandle>(null);

  const articles = useMemo(() => urls.map((url) => byUrl[url]!).filter((article) => matchesFilters(article, filters)), [urls, byUrl, filters]);
  const searching = isSearching(query);
  const releases = useMemo(() => releasesForFeed(calendarEvents, filters, searching), [calendarEvents, filters, searching]);
  const { shown: releasesShown, waiting: releasesWaiting } = useReleasesInView(releases, readingAtTop);
  const entries = useMemo(() => interleaveFeed(articles, releasesShown, nextBefore === null), [articles, releasesShown, nextBefore]);
  const withPane = useMediaQuery(paneQuery);
  const pageScroll = useMediaQuery(phoneQuery);
  // The pane shows the story the reader selected (a click, j or k), the newest until then.
  const paneArticle = (paneUrl !== null ? articles.find((article) => article.url === paneUrl) : undefined) ?? articles[0];
  const newCount = useMemo(() => pending.filter((article) => matchesFilters(article, filters)).length, [pending, filters]) + releasesWaiting;
  const arrived = useMemo(() => new Set(arrivedUrls), [arrivedUrls]);

  /** Back to the first story: the list's box to its top, or the page to where the list starts if the reader is below it. */
  const toListTop = useCallback(() => {
    const list = scrollRef.current;
    if (!list) return;
    if (!pageScroll) list.scrollTop = 0;
    else if (list.getBoundingClientRect().top < 0) window.scrollTo({ top: list.getBoundingClientRect().top + window.scrollY });
  }, [pageScroll]);

  // Another filter is another list: start reading it from the top.
  useEffect(() => toListTop(), [filters, toListTop]);

  const renderRow = useCallback(
    (entry: FeedEntry) => {
      if (entry.kind === "release") return <ReleaseRow event={entry.event} arrived={justReleased.includes(entry.event.id)} compact={density === "compact"} />;
      const Row = rowOf[density];
      return <Row article={entry.article} arrived={arrived.has(entry.article.url)} isAdmin={isAdmin} onOpenDialog={openDialog} />;
    },
    [arrived, justReleased, isAdmin, openDialog, density],
  );

  const { apply: applyView } = useSavedViews();
  useFeedShortcuts((command) => {
    const viewSlot = viewSlotOf(command);
    if (viewSlot !== null) {
      applyView(viewSlot);
      return;
    }
    const index = selectedKey === null ? -1 : entries.findIndex((entry) => entry.key === selectedKey);
    const entry = index < 0 ? null : entries[index]!;
    const selected = entry?.kind === "story" ? entry.article : null;
    if (command === "next" || command === "previous") {
      if (entries.length === 0) return;
      // The first move starts where the reader is looking, not at the top of the list.
      const next = index < 0 ? (listRef.current?.firstIndexInView() ?? 0) : index + (command === "next" ? 1 : -1);
      select(entries[Math.max(0, Math.min(entries.length - 1, next))]!.key);
    } else if (command === "open" && entry?.kind === "release") {
      navigate("/calendar");
    } else if (command === "open" && selected) {
      trackArticleClicked(selected);
      window.open(selected.url, "_blank", "noopener,noreferrer");
    } else if (command === "report" && selected && offersReport(selected)) {
      trackReportClicked(selected);
      openDialog("report", selected);
    } else if (command === "search") {
      searchRef.current?.focus();
      searchRef.current?.select();
    } else if (command === "help") {
      onShowShortcuts();
    }
  });

  const reveal = () => {
    revealPending();
    // Back at the top, the releases that waited join too (the scroll's own report may come a frame later).
    setReadingAtTop(true);
    toListTop();
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
        <p role={searching ? "status" : undefined} className="font-mono text-2xs text-ink-faint tabular-nums">
          <span>{countText(articles.length, urls.length, total, searching)}</span>
          {loadingMore && <span> · loading more…</span>}
        </p>
      )}
      {status === "ready" && entries.length === 0 && (
        <EmptyState>
          {urls.length > 0 ? "No stories match these filters." : searching ? "No stories match this search." : "No news yet."}
        </EmptyState>
      )}
      {entries.length > 0 && (
        <div className="flex min-h-40 flex-1 gap-3">
        <div className="relative min-h-40 min-w-0 flex-1">
          <NewStoriesPill count={newCount} onReveal={reveal} pinnedToWindow={pageScroll} />
          <VirtualList
            // Heights measured in one density (or width) mean nothing in another: start the list afresh.
            key={`${density}:${pageScroll}`}
            items={entries}
            keyOf={feedEntryKey}
            renderRow={renderRow}
            estimateHeight={(pageScroll ? ESTIMATED_PHONE_ROW_PX : ESTIMATED_ROW_PX)[density]}
            pageScroll={pageScroll}
            label="News stories"
            scrollRef={scrollRef}
            handleRef={listRef}
            activeKey={selectedKey}
            onRowFocus={select}
            onRowClick={withPane ? undefined : (key) => (isReleaseKey(key) ? navigate("/calendar") : setSheetUrl(key))}
            onEndReached={loadMore}
            onAtTopChange={setReadingAtTop}
            className="h-full rounded-sm border border-line bg-surface"
          />
        </div>
        {withPane && paneArticle && (
          <div className="flex w-[28rem] shrink-0 flex-col">
            <StoryPane article={paneArticle} isAdmin={isAdmin} onOpenDialog={openDialog} />
          </div>
        )}
        </div>
      )}
      <StorySheet article={sheetUrl === null || withPane ? null : (byUrl[sheetUrl] ?? null)} isAdmin={isAdmin} onClose={() => setSheetUrl(null)} onOpenDialog={openDialog} />
      <StockReportModal article={dialog?.kind === "report" ? dialog.article : null} onClose={closeDialog} />
      <EditNewsModal article={dialog?.kind === "edit" ? dialog.article : null} onClose={closeDialog} />
    </div>
  );
}
