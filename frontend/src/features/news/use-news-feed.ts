import { useEffect } from "react";
import { useAuthStore } from "../../stores/auth-store";
import { useFeedStore } from "./feed-store";

/** Loads the feed for whoever reads it (again after sign-in or sign-out) and follows live stories. */
export function useNewsFeed(): void {
  const authStatus = useAuthStore((s) => s.status);
  const load = useFeedStore((s) => s.load);
  const follow = useFeedStore((s) => s.follow);

  useEffect(() => follow(), [follow]);

  useEffect(() => {
    // Until sign-in resolves we do not know which copy of the feed this reader may see.
    if (authStatus === "loading") return;
    void load(authStatus === "authenticated" ? "member" : "visitor");
  }, [authStatus, load]);
}
