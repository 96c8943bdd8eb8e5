import type { MarketMover } from "@tradewire/core";
import type { MarketMoverRecord } from "@tradewire/db";

/** A mover as the Market Trends card reads it; the story's id travels as a string, like every big id. */
export function presentMarketMover(mover: MarketMoverRecord): MarketMover {
  return {
    ticker: mover.ticker,
    company: mover.company,
    exchange: mover.exchange,
    price: mover.price,
    previous_close: mover.previousClose,
    change_percent: mover.changePercent,
    as_of: mover.asOf.toISOString(),
    story: {
      id: String(mover.story.id),
      title: mover.story.title,
      url: mover.story.url,
      date_published: mover.story.datePublished.toISOString(),
    },
  };
}
