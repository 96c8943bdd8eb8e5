import { useEffect } from "react";
import { useAuthStore } from "../../stores/auth-store";
import type { Article } from "@tradewire/core";
import { useFeedStore } from "./feed-store";
import { useFeedQuery } from "./use-feed-query";
import { useQuotesStore } from "./quotes-store";
import { useMyTickersStore } from "./my-tickers-store";
import { useSavedViewsStore } from "./saved-views-store";
import { onArticleCreated } from "../../realtime/article-created";
import { alertForNewStory } from "./high-story-alert";

/** The symbols the loaded stories name (a visitor's copy has plain symbols, and gets no quotes). */
function namedSymbols(byUrl: Readonly<Record<string, Article>>): string[] {
  const symbols = new Set<string>();
  for (const article of Object.values(byUrl)) for (const ticker of article.tickers) if (typeof ticker !== "string") symbols.add(ticker.ticker);
  return [...symbols];
}

/** Loads the feed for whoever reads it and whatever the URL searches for (again when either changes), follows live stories and, for a member, their tickers' quotes. */
export function useNewsFeed(): void {
  const authStatus = useAuthStore((s) => s.status);
  const load = useFeedStore((s) => s.load);
  const follow = useFeedStore((s) => s.follow);
  const { query } = useFeedQuery();

  useEffect(() => follow(), [follow]);
  // A new HIGH story: the tone or the squawk the reader chose.
  useEffect(() => onArticleCreated(alertForNewStory), []);

  useEffect(() => {
    // Until sign-in resolves we do not know which copy of the feed this reader may see.
    if (authStatus === "loading") return;
    void load(authStatus === "authenticated" ? "member" : "visitor", query);
  }, [authStatus, load, query]);

  // A member's chips show each ticker's move since the story: the quotes of the stories loaded, then their pushes.
  useEffect(() => {
    const quotes = useQuotesStore.getState();
    if (authStatus !== "authenticated") {
      quotes.reset();
      useMyTickersStore.getState().reset();
      useSavedViewsStore.getState().reset();
      return;
    }
    void useMyTickersStore.getState().load();
    void useSavedViewsStore.getState().load();
    const unfollow = quotes.follow();
    void quotes.want(namedSymbols(useFeedStore.getState().byUrl));
    const unsubscribe = useFeedStore.subscribe((state, previous) => {
      if (state.byUrl !== previous.byUrl) void quotes.want(namedSymbols(state.byUrl));
    });
    return () => {
      unfollow();
      unsubscribe();
    };
  }, [authStatus]);
}
