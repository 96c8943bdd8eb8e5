import { useAuthStore } from "../../stores/auth-store";
import { AdminBanner } from "../../features/news/admin-banner";
import { FeedFilterBar } from "../../features/news/feed-filter-bar";
import { FeedFooter } from "../../features/news/feed-footer";
import { NewsFeed } from "../../features/news/news-feed";
import { useNewsFeed } from "../../features/news/use-news-feed";

/** The news feed page of spec section 2: it fills the window (see its route handle) and the list scrolls inside. */
export function NewsPage() {
  useNewsFeed();
  const isAdmin = useAuthStore((s) => s.profile?.user_role === "admin");
  return (
    <section className="flex min-h-0 flex-1 flex-col gap-3">
      {isAdmin && <AdminBanner />}
      <h1 className="text-xl font-semibold text-ink-strong">News</h1>
      <FeedFilterBar />
      <NewsFeed />
      <FeedFooter />
    </section>
  );
}
