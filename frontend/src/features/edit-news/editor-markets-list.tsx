import type { ArticleMarket } from "@tradewire/core";

/** The story's prediction markets, shown saved (spec section 4); they are linked at ingestion, not edited here. */
export function EditorMarketsList({ markets }: { markets: readonly ArticleMarket[] }) {
  if (!markets.length) return null;
  return (
    <section aria-label="Prediction markets" className="space-y-1">
      <h3 className="text-2xs font-semibold tracking-caps text-ink-muted uppercase">Prediction markets</h3>
      <ul className="divide-y divide-line rounded-md border border-line text-xs">
        {markets.map((market) => (
          <li key={`${market.slug ?? ""}:${market.question}`} className="flex items-center justify-between gap-3 px-3 py-1.5">
            <span className={market.closed ? "text-ink-faint" : "text-ink"}>
              {market.closed && "Closed · "}
              {market.question}
            </span>
            <span className="shrink-0 font-mono text-2xs text-ink-muted">Saved</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
