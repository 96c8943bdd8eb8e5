import type { Article, ArticleTicker } from "@tradewire/core";
import { useAuthStore } from "../../stores/auth-store";
import { chipClass } from "../../ui/chip-class";
import { changeToneClass, formatChange, formatPrice } from "../stock-report/format-report";
import { HiddenChip } from "./hidden-chip";
import { useTickerMove, type TickerMove } from "./use-ticker-move";
import { HIDDEN } from "@tradewire/core/wire-constants";

/** What a chip's hover says: the company, then the price with its move since the story and on the day. */
function describe(ticker: ArticleTicker, { quote, sinceStory, today }: TickerMove): string {
  const listing = [ticker.company, ticker.exchange, ticker.sector, ticker.country].filter(Boolean).join(" · ");
  if (!quote) return listing;
  const moves = [
    sinceStory === null ? null : `${formatChange(sinceStory)} since the story`,
    today === null ? null : `${formatChange(today)} today`,
  ].filter(Boolean);
  return `${listing}\n${formatPrice(quote.price)}${moves.length ? ` (${moves.join(", ")})` : ""}`;
}

/** A member's ticker: its symbol and, once its quote and its price at the story are known, the move since. */
function TickerChip({ ticker, priceAtStory }: { ticker: ArticleTicker; priceAtStory: number | undefined }) {
  const move = useTickerMove(ticker.ticker, priceAtStory);
  const { sinceStory } = move;
  return (
    <span title={describe(ticker, move)} className={`${chipClass} border-line-strong bg-surface-raised text-ink-strong`}>
      {ticker.ticker}
      {sinceStory !== null && (
        <span data-testid="ticker-move" className={changeToneClass(sinceStory)}>
          {formatChange(sinceStory)}
          <span className="sr-only"> since the story</span>
        </span>
      )}
    </span>
  );
}

interface TickerChipsProps {
  tickers: Article["tickers"];
  /** Tickers the story moves without naming them; drawn dashed to tell them apart. */
  related: Article["related_tickers"];
  /** The named tickers' prices when the story broke: with their quotes, each chip shows the move since. */
  pricesAtStory: Article["prices_at_story"];
}

/** The story's tickers; for a visitor every one after the first is HIDDEN and leads to sign-in. */
export function TickerChips({ tickers, related, pricesAtStory }: TickerChipsProps) {
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
            {typeof ticker === "string" ? (
              <span className={`${chipClass} border-line-strong bg-surface-raised text-ink-strong`}>{symbol}</span>
            ) : (
              <TickerChip ticker={ticker} priceAtStory={pricesAtStory[symbol]} />
            )}
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
