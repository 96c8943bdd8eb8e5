import { listLinkableMarkets, type Database, type LinkableMarketRow, type LinkedMarket } from "@tradewire/db";
import { createMarketLinker, type LinkableStory, type MarketLink } from "./market-linker";

/** Stories are linked among this many open markets, the most traded: beyond them, markets are too thin to move on news. */
export const LINKABLE_MARKETS = 2000;

export interface LoadedMarketLinker {
  linksFor(story: LinkableStory): MarketLink[];
  /** A linked market as the feed shows it. */
  market(id: number): LinkedMarket;
}

/** The similarity linker over today's open markets, read from the database. */
export async function loadMarketLinker(db: Database): Promise<LoadedMarketLinker> {
  const markets = await listLinkableMarkets(db, LINKABLE_MARKETS);
  const byId = new Map<number, LinkableMarketRow>(markets.map((market) => [market.id, market]));
  const linker = createMarketLinker(markets);
  return {
    linksFor: (story) => linker.linksFor(story),
    market: (id) => {
      const { platform, question, slug, closed } = byId.get(id)!;
      return { id, platform, question, slug, closed };
    },
  };
}
