import { create } from "zustand";
import type { Article, Impact } from "@tradewire/core";
import { ApiError } from "../../api/api-error";
import { fetchArticlesPage, type FeedAudience } from "../../api/fetch-articles-page";
import { withRetries } from "../../api/with-retries";
import { onArticleCreated } from "../../realtime/article-created";
import { onArticleUpdated } from "../../realtime/article-updated";
import { onReportUpdated } from "../../realtime/report-updated";
import { useAuthStore } from "../../stores/auth-store";
import { allFilters, type FeedFilters } from "./feed-filters";
import { isSearching, noQuery, type FeedQuery } from "./feed-query";
import { emptyIndex, mergeArticles, type ArticleIndex } from "./merge-articles";
import { newsErrorMessage } from "./news-error-message";
import { toggleSelection } from "./toggle-selection";
import { impacts } from "@tradewire/core/wire-constants";

const PAGE_SIZE = 100;
/** Spec section 9: news retries up to 3 times, never on an auth error. */
const RETRIES = 3;
/**
 * While searching, a pushed story joins only if the server says it matches: the first page is asked
 * again this long after a push, so a burst of pushes costs one request.
 */
export const SEARCH_REFRESH_MS = 1_000;

interface FeedState extends ArticleIndex {
  audience: FeedAudience | null;
  status: "idle" | "loading" | "ready" | "error";
  /** The sentence to show, already worded per spec section 8. */
  error: string | null;
  loadingMore: boolean;
  nextBefore: string | null;
  /** Stories pushed while the reader was scrolled down; they wait behind the "N new" pill. */
  pending: readonly Article[];
  /** The stories that slid in last, so only their rows play the arrival animation. */
  arrivedUrls: readonly string[];
  /** While the reader is at the top, pushes join the list at once; otherwise they wait. */
  readingAtTop: boolean;
  /** Every source among the loaded stories, alphabetical: the source filter's buttons. */
  sources: readonly string[];
  /** Every topic tag among the loaded stories, alphabetical: the tag filter's buttons. */
  tags: readonly string[];
  filters: FeedFilters;
  /** The search the server answered the loaded stories for. */
  query: FeedQuery;
  /** While searching: how many stories match on all pages together. */
  total: number | null;
  lastUpdatedAt: string | null;
}

interface FeedActions {
  /** Loads the first page for this reader and search; a new search starts a new list. */
  load: (audience: FeedAudience, query?: FeedQuery) => Promise<void>;
  loadMore: () => Promise<void>;
  receive: (article: Article) => void;
  /** A story changed (its impact): replaced where it is listed or waiting; a story not loaded is ignored. */
  update: (article: Article) => void;
  /** A report was built for this story: its Report button appears without a reload. */
  markReportPresent: (articleId: string) => void;
  /** Starts taking pushes from the realtime module; returns the function that stops it. */
  follow: () => () => void;
  setReadingAtTop: (atTop: boolean) => void;
  revealPending: () => void;
  toggleImpact: (impact: Impact) => void;
  toggleSource: (source: string) => void;
  toggleTag: (tag: string) => void;
  /** A saved view's filters, all at once. */
  setFilters: (filters: FeedFilters) => void;
  reset: () => void;
}

const initialState: FeedState = {
  ...emptyIndex,
  audience: null,
  status: "idle",
  error: null,
  loadingMore: false,
  nextBefore: null,
  pending: [],
  arrivedUrls: [],
  readingAtTop: true,
  sources: [],
  tags: [],
  filters: allFilters,
  query: noQuery,
  total: null,
  lastUpdatedAt: null,
};

const isAuthError = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The known values plus those the new stories bring, alphabetical (the same list when they bring none). */
function withNew(known: readonly string[], found: readonly string[]): readonly string[] {
  const added = found.filter((value) => !known.includes(value));
  return added.length === 0 ? known : [...new Set([...known, ...added])].sort();
}

export const useFeedStore = create<FeedState & FeedActions>()((set, get) => {
  // A newer load (sign-in, sign-out, a second mount) makes the answers of older ones moot.
  let generation = 0;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;

  const fetchPage = (audience: FeedAudience, query: FeedQuery, before: string | null) =>
    withRetries(() => fetchArticlesPage({ audience, limit: PAGE_SIZE, before, q: query.q, ticker: query.ticker, alsoRelated: query.related }), {
      retries: RETRIES,
      shouldRetry: (error) => !isAuthError(error),
    });

  const fail = (error: unknown) => {
    // Spec section 7: an auth error on the feed logs the user out.
    if (isAuthError(error)) void useAuthStore.getState().expireSession();
    return newsErrorMessage(error);
  };

  const addStories = (articles: readonly Article[]) => {
    const state = get();
    return {
      ...mergeArticles(state, articles),
      sources: withNew(state.sources, articles.map((article) => article.source)),
      tags: withNew(state.tags, articles.flatMap((article) => article.tags)),
    };
  };

  /** New stories join at once while the reader is at the top; otherwise they wait behind the pill. */
  const placeNew = (articles: readonly Article[]) => {
    if (articles.length === 0) return;
    if (get().readingAtTop) set({ ...addStories(articles), arrivedUrls: articles.map((article) => article.url) });
    else set({ pending: [...articles, ...get().pending] });
  };

  const isKnown = (url: string) => {
    const { byUrl, pending } = get();
    return Object.hasOwn(byUrl, url) || pending.some((waiting) => waiting.url === url);
  };

  /** Asks the server which pushed stories match the search: the first page again, keeping the stories not listed yet. */
  const refreshMatches = async () => {
    const { audience, query, status } = get();
    if (!audience || status !== "ready") return;
    const run = generation;
    try {
      const page = await fetchPage(audience, query, null);
      if (run !== generation) return;
      set({ total: page.total ?? get().total });
      placeNew(page.articles.filter((article) => !isKnown(article.url)));
    } catch {
      // The next push asks again; the list stays as it is meanwhile.
    }
  };

  const stopRefresh = () => {
    clearTimeout(refreshTimer);
    refreshTimer = undefined;
  };

  return {
    ...initialState,

    load: async (audience, query = noQuery) => {
      const run = ++generation;
      stopRefresh();
      const sameAudience = get().audience === audience;
      // A visitor's redacted copies must not linger once a member signs in, and the other way round.
      set({
        ...emptyIndex,
        audience,
        status: "loading",
        error: null,
        loadingMore: false,
        nextBefore: null,
        pending: [],
        arrivedUrls: [],
        sources: [],
        tags: [],
        filters: sameAudience ? get().filters : allFilters,
        query,
        total: null,
      });
      try {
        const page = await fetchPage(audience, query, null);
        if (run !== generation) return;
        set({
          ...addStories(page.articles),
          status: "ready",
          nextBefore: page.next_before,
          total: page.total ?? null,
          lastUpdatedAt: new Date().toISOString(),
        });
      } catch (error) {
        if (run === generation) set({ status: "error", error: fail(error) });
      }
    },

    loadMore: async () => {
      const { audience, query, status, loadingMore, nextBefore, error } = get();
      // After a failure the reader retries on purpose, so scrolling cannot hammer a failing server.
      if (!audience || status !== "ready" || loadingMore || !nextBefore || error) return;
      const run = generation;
      set({ loadingMore: true });
      try {
        const page = await fetchPage(audience, query, nextBefore);
        if (run !== generation) return;
        set({ ...addStories(page.articles), loadingMore: false, nextBefore: page.next_before });
      } catch (error) {
        if (run === generation) set({ loadingMore: false, error: fail(error) });
      }
    },

    receive: (article) => {
      const state = get();
      const now = new Date().toISOString();
      if (Object.hasOwn(state.byUrl, article.url)) {
        set({ ...mergeArticles(state, [article]), lastUpdatedAt: now });
      } else if (state.pending.some((waiting) => waiting.url === article.url)) {
        set({ pending: state.pending.map((waiting) => (waiting.url === article.url ? article : waiting)), lastUpdatedAt: now });
      } else if (isSearching(state.query)) {
        set({ lastUpdatedAt: now });
        refreshTimer ??= setTimeout(() => {
          refreshTimer = undefined;
          void refreshMatches();
        }, SEARCH_REFRESH_MS);
      } else {
        set({ lastUpdatedAt: now });
        placeNew([article]);
      }
    },

    update: (article) => {
      if (isKnown(article.url)) get().receive(article);
    },

    markReportPresent: (articleId) => {
      const article = Object.values(get().byUrl).find((candidate) => candidate.id === articleId);
      if (article && !article.is_report_present) get().receive({ ...article, is_report_present: true });
    },

    follow: () => {
      const stopArticles = onArticleCreated((article) => get().receive(article));
      const stopUpdates = onArticleUpdated((article) => get().update(article));
      const stopReports = onReportUpdated((update) => get().markReportPresent(update.article_id));
      return () => {
        stopArticles();
        stopUpdates();
        stopReports();
      };
    },

    setReadingAtTop: (atTop) => {
      if (atTop === get().readingAtTop) return;
      set({ readingAtTop: atTop });
      if (atTop) get().revealPending();
    },

    revealPending: () => {
      const { pending } = get();
      if (pending.length === 0) return;
      set({ ...addStories(pending), pending: [], arrivedUrls: pending.map((article) => article.url) });
    },

    toggleImpact: (impact) =>
      set((state) => ({ filters: { ...state.filters, impacts: toggleSelection(state.filters.impacts, impact, impacts) } })),

    toggleSource: (source) =>
      set((state) => ({ filters: { ...state.filters, sources: toggleSelection(state.filters.sources, source, state.sources) } })),

    toggleTag: (tag) => set((state) => ({ filters: { ...state.filters, tags: toggleSelection(state.filters.tags, tag, state.tags) } })),

    setFilters: (filters) => set({ filters }),

    reset: () => {
      generation++;
      stopRefresh();
      set(initialState);
    },
  };
});
