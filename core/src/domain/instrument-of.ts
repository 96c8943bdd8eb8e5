import type { InstrumentKind } from "../schemas/prices";
import { g10Indices } from "./world/g10-indices";

const indexNames = new Map<string, string>(g10Indices.map((entry) => [entry.symbol, entry.index]));

/**
 * What a priced symbol is and what to call it. An index is a Yahoo index symbol (^AEX) or one the World View follows
 * under another spelling (FTSEMIB.MI), named as the World View names it; a fund is what the ticker dictionary lists
 * under the ETF sector; anything else is a stock, named by its listing, or by its symbol when none is known.
 */
export function instrumentOf(symbol: string, listing: { company: string | null; sector: string | null }): { kind: InstrumentKind; name: string } {
  const indexName = indexNames.get(symbol);
  if (indexName !== undefined || symbol.startsWith("^")) return { kind: "index", name: indexName ?? listing.company ?? symbol.slice(1) };
  return { kind: listing.sector === "ETF" ? "fund" : "stock", name: listing.company ?? symbol };
}
