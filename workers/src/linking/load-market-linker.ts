import { listLinkableMarkets, type Database, type LinkableMarketRow, type LinkedMarket } from "@tradewire/db";
import { createMarketLinker, type LinkableStory, type MarketLink } from "@tradewire/core/domain/linking/market-linker";

/** Stories are linked among this many open markets, the most traded: beyond them, markets are too thin to move on news. */
export const LINKABLE_MARKETS = 2000;

export interface LoadedMarketLinker {
  linksFor(story: LinkableStory): MarketLink[];
  /** A linked market as the feed shows it. */
  market(id: number): LinkedMarket;
}

/** A linker built this recently is reused: the market list moves once a minute, and new markets re-link on their own. */
const REUSE_MS = 60_000;
const built = new WeakMap<Database, { at: number; linker: Promise<LoadedMarketLinker> }>();

/**
 * The similarity linker over today's open markets. Each ingest batch would otherwise read up to 2,000
 * markets and index them again; a linker up to a minute old is reused, and `fresh` (the re-link job,
 * run because markets arrived) always builds a new one.
 */
export function loadMarketLinker(db: Database, { fresh = false }: { fresh?: boolean } = {}): Promise<LoadedMarketLinker> {
  const cached = built.get(db);
  if (!fresh && cached && Date.now() - cached.at < REUSE_MS) return cached.linker;
  const linker = buildMarketLinker(db);
  built.set(db, { at: Date.now(), linker });
  // A failed read must not be reused.
  linker.catch(() => built.delete(db));
  return linker;
}

async function buildMarketLinker(db: Database): Promise<LoadedMarketLinker> {
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
