import { useRef, useState } from "react";
import { useAuthStore } from "../../stores/auth-store";
import { AdminBanner } from "../../features/news/admin-banner";
import { ImpactFilter, SourceFilter, TagFilter } from "../../features/news/feed-filter-bar";
import { FeedFooter } from "../../features/news/feed-footer";
import { FeedSearch, FeedViewOptions, MyTickersView } from "../../features/news/feed-toolbar";
import { KeyboardHelp } from "../../features/news/keyboard-help";
import { NewsFeed } from "../../features/news/news-feed";
import { MovesStrip } from "../../features/moves/moves-strip";
import { useCalendarReleases } from "../../features/calendar/use-calendar";
import { SavedViewsMenu } from "../../features/news/saved-views-menu";
import { useNewsFeed } from "../../features/news/use-news-feed";
import { useMediaQuery } from "../../ui/use-media-query";

/** Wider than a phone held upright (Tailwind's `sm`): room for every control above the feed. */
const roomyQuery = "(min-width: 40rem)";

/** The news feed page of spec section 2: it fills the window (see its route handle) and the list scrolls inside. */
export function NewsPage() {
  useNewsFeed();
  useCalendarReleases();
  const isAdmin = useAuthStore((s) => s.profile?.user_role === "admin");
  const searchRef = useRef<HTMLInputElement>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const roomy = useMediaQuery(roomyQuery);
  const showShortcuts = () => setShortcutsOpen(true);
  return (
    <section className="flex min-h-0 flex-1 flex-col gap-3">
      {isAdmin && <AdminBanner />}
      <h1 className="text-xl font-semibold text-ink-strong">News</h1>
      {roomy ? (
        <>
          <div className="flex flex-col gap-1.5">
            <ImpactFilter />
            <SourceFilter />
            <TagFilter />
          </div>
          <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
            <FeedSearch searchRef={searchRef} />
            <FeedViewOptions onShowShortcuts={showShortcuts} />
          </div>
        </>
      ) : (
        // On a phone the sources and view options fold away, so the stories get the screen.
        <>
          <ImpactFilter />
          {/* A block around it: its flex basis is a width, not a height in this column. */}
          <div>
            <FeedSearch searchRef={searchRef} withMemberViews={false} />
          </div>
          <details className="group rounded-sm border border-line px-2 py-1">
            <summary className="cursor-pointer text-2xs tracking-caps text-ink-muted uppercase">Sources, tags, views, density and times</summary>
            <div className="flex flex-col gap-2 pt-2 pb-1">
              <SourceFilter />
              <TagFilter />
              <div className="flex flex-wrap gap-2">
                <MyTickersView />
                <SavedViewsMenu />
              </div>
              <FeedViewOptions onShowShortcuts={showShortcuts} />
            </div>
          </details>
        </>
      )}
      <MovesStrip />
      <NewsFeed searchRef={searchRef} onShowShortcuts={showShortcuts} />
      <FeedFooter />
      <KeyboardHelp open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
    </section>
  );
}
