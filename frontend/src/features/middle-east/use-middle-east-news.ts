import { useEffect } from "react";
import { create } from "zustand";
import type { Article, MiddleEastArticle } from "@tradewire/core/schemas/articles";
import { isNetworkError } from "../../api/is-network-error";
import { onArticleCreated } from "../../realtime/article-created";
import { fetchMiddleEastNews } from "./panels/middle-east-api";
import { refreshWhileWatched } from "./panels/shared-watch";

/** Spec section 9: the Middle East news lists 20 items and is fetched again every 15 s, in the background too. */
export const MIDDLE_EAST_NEWS_COUNT = 20;
export const MIDDLE_EAST_NEWS_REFRESH_MS = 15_000;
/** The tag the classifier gives Middle East stories (core/domain/classify/topic-tags.ts). */
const MIDDLE_EAST_TAG = "middle-east";

/** Spec section 8's Middle East panel texts. */
export const middleEastNewsTexts = {
  networkError: "Network error loading news",
  loadError: "Error loading news",
  empty: "No news available",
} as const;

interface MiddleEastNewsState {
  status: "idle" | "loading" | "ready" | "error";
  /** Newest first, at most 20. */
  articles: readonly MiddleEastArticle[];
  /** Spec section 8's sentence for the last failed load; a failed refetch keeps the list on screen. */
  error: string | null;
  /** The stories a push brought last, so only they play the arrival animation. */
  arrivedUrls: readonly string[];
}

interface MiddleEastNewsActions {
  load: (signal?: AbortSignal) => Promise<void>;
  /** An article.created push: a Middle East story joins the list at once. */
  receive: (article: Article) => void;
  /** Loads now, every 15 s and on each Middle East push while someone watches; returns the function that stops watching. */
  watch: () => () => void;
  reset: () => void;
}

const initialState: MiddleEastNewsState = { status: "idle", articles: [], error: null, arrivedUrls: [] };

const newestFirst = (a: MiddleEastArticle, b: MiddleEastArticle) => Date.parse(b.date_published) - Date.parse(a.date_published);

const headlineOf = ({ title, url, source, impact, date_published }: Article): MiddleEastArticle => ({ title, url, source, impact, date_published });

/** The 'Middle East News' list of the Israel-Iran view: GET /articles/middle-east, kept current by pushes. */
export const useMiddleEastNewsStore = create<MiddleEastNewsState & MiddleEastNewsActions>()((set, get) => {
  const watch = refreshWhileWatched(
    (signal) => void get().load(signal),
    MIDDLE_EAST_NEWS_REFRESH_MS,
    (reload) =>
      onArticleCreated((article) => {
        if (!article.tags.includes(MIDDLE_EAST_TAG)) return;
        get().receive(article);
        reload();
      }),
  );

  return {
    ...initialState,
    load: async (signal) => {
      if (get().status !== "ready") set({ status: "loading", error: null });
      try {
        const { articles } = await fetchMiddleEastNews(signal);
        set({ status: "ready", articles: articles.toSorted(newestFirst).slice(0, MIDDLE_EAST_NEWS_COUNT), error: null });
      } catch (error) {
        if (signal?.aborted) return;
        const message = isNetworkError(error) ? middleEastNewsTexts.networkError : middleEastNewsTexts.loadError;
        set((state) => (state.status === "ready" ? { error: message } : { status: "error", error: message }));
      }
    },
    receive: (article) => {
      const { status, articles } = get();
      if (status !== "ready") return;
      const headline = headlineOf(article);
      const others = articles.filter((candidate) => candidate.url !== headline.url);
      set({ articles: [headline, ...others].toSorted(newestFirst).slice(0, MIDDLE_EAST_NEWS_COUNT), arrivedUrls: [headline.url] });
    },
    watch,
    reset: () => set(initialState),
  };
});

/** Keeps the Middle East news current while the calling panel is on screen. */
export function useMiddleEastNews(): void {
  const watch = useMiddleEastNewsStore((s) => s.watch);
  useEffect(() => watch(), [watch]);
}
