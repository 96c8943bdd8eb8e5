import type { Article, ArticleTicker } from "@tradewire/core";
import { useAuthStore } from "../../stores/auth-store";
import { chipClass } from "../../ui/chip-class";
import { HiddenChip } from "./hidden-chip";
import { HIDDEN } from "@tradewire/core/wire-constants";

function describe(ticker: ArticleTicker): string {
  return [ticker.company, ticker.exchange, ticker.sector, ticker.country].filter(Boolean).join(" · ");
}

interface TickerChipsProps {
  tickers: Article["tickers"];
  /** Tickers the story moves without naming them; drawn dashed to tell them apart. */
  related: Article["related_tickers"];
}

/** The story's tickers; for a visitor every one after the first is HIDDEN and leads to sign-in. */
export function TickerChips({ tickers, related }: TickerChipsProps) {
  const signIn = useAuthStore((s) => s.signIn);
  const hiddenChip = (key: string) => (
    <li key={key}>
      <HiddenChip tone="ticker" label="Hidden ticker: sign in to see it" onClick={() => void signIn("/news")} />
    </li>
  );

  return (
    <>
      {tickers.map((ticker, index) => {
        const symbol = typeof ticker === "string" ? ticker : ticker.ticker;
        if (symbol === HIDDEN) return hiddenChip(`t${index}`);
        return (
          <li key={`t${index}`}>
            <span
              title={typeof ticker === "string" ? undefined : describe(ticker)}
              className={`${chipClass} border-line-strong bg-surface-raised text-ink-strong`}
            >
              {symbol}
            </span>
          </li>
        );
      })}
      {related.map((symbol, index) =>
        symbol === HIDDEN ? (
          hiddenChip(`r${index}`)
        ) : (
          <li key={`r${index}`}>
            <span title="Moved by this story" className={`${chipClass} border-dashed border-line-strong text-ink-muted`}>
              {symbol}
            </span>
          </li>
        ),
      )}
    </>
  );
}
