import type { WorldPriceMode } from "@tradewire/core/schemas/world";

/** Says when the prices on screen are replayed rather than read from the market. */
export function PriceModeNote({ mode, what }: { mode: WorldPriceMode; what: string }) {
  if (mode !== "replay") return null;
  return <p className="text-xs text-ink-faint">Replay mode: {what} are simulated from the bundled replay set, not market data.</p>;
}
