import type { MarketPlatform } from "@tradewire/core/wire-constants";

export const platformNames: Record<MarketPlatform, string> = { polymarket: "Polymarket", kalshi: "Kalshi" };

/** Where a market trades, short enough for a table cell. */
export function PlatformBadge({ platform }: { platform: MarketPlatform }) {
  return (
    <span title={platformNames[platform]} className="rounded-sm border border-line-strong px-1.5 py-px font-mono text-2xs tracking-caps text-ink-muted uppercase">
      {platform === "polymarket" ? "Poly" : "Kalshi"}
    </span>
  );
}
