import type { EventName } from "@tradewire/core";
import type { CachedVariants } from "./cached-answer";
import { createSharedCache, type SharedCache } from "./shared-cache";

/** The hot reads kept as answer bytes in each API process. */
export interface ReadCaches {
  /** Feed pages (GET /api/articles, /articles/latest) per filter set, and GET /articles/middle-east. */
  news: SharedCache<CachedVariants>;
  /** GET /api/prediction/events (per watchlist) and /api/prediction/tags. */
  markets: SharedCache<CachedVariants>;
  /** GET /report/world and /api/world/banks per range. */
  world: SharedCache<CachedVariants>;
  /** Drops what these events make stale; answers whether any of them makes anything stale. */
  invalidate(events: readonly EventName[]): boolean;
}

/** Filter sets (and cursors) kept at once, the least recently asked going first: each with its copies is about 150 kB. */
const NEWS_ENTRIES = 200;
/**
 * The longest a feed answer is kept. Every write the feed shows announces itself with a domain event, which
 * drops the answers at once; this bounds the life of an answer when a write goes unannounced (the replay
 * source seeds an empty database quietly) or an announcement from another node is lost (Redis reconnecting).
 * Rebuilding each filter set once in 5 s costs nothing next to the load it saves.
 */
const NEWS_MAX_AGE_MS = 5_000;
/** Ages and remaining lives are shown to a hundredth of a day (14 minutes); half a minute keeps them right. */
const MARKETS_MAX_AGE_MS = 30_000;
/** The world report is rebuilt every 10 minutes without an event, and browsers may keep it a minute. */
const WORLD_MAX_AGE_MS = 10_000;

type CacheName = Exclude<keyof ReadCaches, "invalidate">;

/** Which answers each domain event makes stale. Every event is listed, so a new one has to be thought about. */
const staleAfter: Record<EventName, readonly CacheName[]> = {
  "article.created": ["news"],
  // An editor's impact, tickers or markets, or the linker's new markets for a story.
  "article.updated": ["news"],
  // A story's is_report_present.
  "report.updated": ["news"],
  // A new market is on no story until the linker links it (article.updated).
  "market.created": ["markets"],
  // Prices and volumes for the markets table; a question or a close for the stories that show the market.
  "market.updated": ["markets", "news"],
  "alert.triggered": [],
  // GET /api/calendar is not cached.
  "calendar.released": [],
  // A release's reactions change the scorecard, kept with the feed's answers.
  "calendar.updated": ["news"],
  // The moves strip reads GET /api/moves, which is not cached.
  "move.detected": [],
  "system.tick": [],
  // Quotes travel apart from the cached pages: a story's price when it broke comes with article.updated.
  "quote.updated": [],
};

export function createReadCaches(): ReadCaches {
  const caches: Record<CacheName, SharedCache<CachedVariants>> = {
    news: createSharedCache({ maxEntries: NEWS_ENTRIES, maxAgeMs: NEWS_MAX_AGE_MS }),
    markets: createSharedCache({ maxEntries: 100, maxAgeMs: MARKETS_MAX_AGE_MS }),
    world: createSharedCache({ maxEntries: 10, maxAgeMs: WORLD_MAX_AGE_MS }),
  };
  return {
    ...caches,
    invalidate(events) {
      const stale = new Set(events.flatMap((event) => staleAfter[event]));
      for (const name of stale) caches[name].invalidate();
      return stale.size > 0;
    },
  };
}
