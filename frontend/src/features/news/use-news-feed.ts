import { useEffect } from "react";
import { useAuthStore } from "../../stores/auth-store";
import { useFeedStore } from "./feed-store";
import { useFeedQuery } from "./use-feed-query";

/** Loads the feed for whoever reads it and whatever the URL searches for (again when either changes) and follows live stories. */
export function useNewsFeed(): void {
  const authStatus = useAuthStore((s) => s.status);
  const load = useFeedStore((s) => s.load);
  const follow = useFeedStore((s) => s.follow);
  const { query } = useFeedQuery();

  useEffect(() => follow(), [follow]);

  useEffect(() => {
    // Until sign-in resolves we do not know which copy of the feed this reader may see.
    if (authStatus === "loading") return;
    void load(authStatus === "authenticated" ? "member" : "visitor", query);
  }, [authStatus, load, query]);
}
