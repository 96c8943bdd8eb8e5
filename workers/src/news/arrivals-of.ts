import type { SourceArrivals } from "@tradewire/db";
import type { FeedItem } from "../sources/feed-sources";

/**
 * A poll this long after the source last answered (or its first ever) brings what piled up meanwhile:
 * its stories are counted, not measured, since their delay says when we started, not how fast we poll.
 */
const CATCH_UP_AFTER_MS = 3600_000;

/**
 * What one poll brought: the new stories among the feed's items, and for each stamped one its delay
 * from publication to push (never below zero: a publisher's clock may run a little ahead of ours).
 */
export function arrivalsOf(
  items: readonly FeedItem[],
  createdUrls: ReadonlySet<string>,
  times: { arrivedAt: Date; lastSuccessAt: Date | null },
): SourceArrivals {
  const created = items.filter((item) => createdUrls.has(item.url));
  const stamped = created.filter((item) => item.stamped);
  const catchUp = !times.lastSuccessAt || times.arrivedAt.getTime() - times.lastSuccessAt.getTime() > CATCH_UP_AFTER_MS;
  return {
    items: created.length,
    unstamped: created.length - stamped.length,
    backlog: catchUp ? stamped.length : 0,
    delaysMs: catchUp ? [] : stamped.map((item) => Math.max(0, times.arrivedAt.getTime() - item.publishedAt.getTime())),
  };
}
