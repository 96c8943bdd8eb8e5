import type { Article, ArticleTicker, StoryReaction } from "@tradewire/core";
import { useAuthStore } from "../../stores/auth-store";
import { chipClass } from "../../ui/chip-class";
import { changeToneClass, formatChange, formatPrice } from "../stock-report/format-report";
import { describeReaction, formatSigma, horizonLabel, latestReaction, reactionToneClass } from "./format-reaction";
import { HiddenChip } from "./hidden-chip";
import { useTickerMove, type TickerMove } from "./use-ticker-move";
import { HIDDEN } from "@tradewire/core/wire-constants";

/** What a chip's hover says: the company, then the price with its move since the story and on the day, then the story's measured reactions. */
function describe(ticker: ArticleTicker, { quote, sinceStory, today }: TickerMove, reactions: readonly StoryReaction[]): string {
  const listing = [ticker.company, ticker.exchange, ticker.sector, ticker.country].filter(Boolean).join(" · ");
  const lines = [listing];
  if (quote) {
    const moves = [
      sinceStory === null ? null : `${formatChange(sinceStory)} since the story`,
      today === null ? null : `${formatChange(today)} today`,
    ].filter(Boolean);
    lines.push(`${formatPrice(quote.price)}${moves.length ? ` (${moves.join(", ")})` : ""}`);
  }
  for (const reaction of reactions) if (reaction.ticker === ticker.ticker) lines.push(describeReaction(reaction));
  return lines.join("\n");
}

/**
 * A member's ticker: its symbol and, once its quote and its price at the story are known, the move since; once a
 * horizon has closed, the story's reaction over the longest one, in the ticker's own standard deviations.
 */
function TickerChip({ ticker, priceAtStory, reactions }: { ticker: ArticleTicker; priceAtStory: number | undefined; reactions: readonly StoryReaction[] }) {
  const move = useTickerMove(ticker.ticker, priceAtStory);
  const { sinceStory } = move;
  const reaction = latestReaction(reactions, ticker.ticker);
  return (
    <span title={describe(ticker, move, reactions)} className={`${chipClass} border-line-strong bg-surface-raised text-ink-strong`}>
      {ticker.ticker}
      {sinceStory !== null && (
        <span data-testid="ticker-move" className={changeToneClass(sinceStory)}>
          {formatChange(sinceStory)}
          <span className="sr-only"> since the story</span>
        </span>
      )}
      {reaction?.z_score != null && (
        <span data-testid="ticker-reaction" className={`${reactionToneClass(reaction)} ${Math.abs(reaction.z_score) >= 2 ? "font-semibold" : ""}`}>
          {formatSigma(reaction.z_score)}
          <span className="sr-only"> in {horizonLabel[reaction.horizon]} against {reaction.benchmark}</span>
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
  /** The story's measured reactions: the chip shows the longest horizon's, its hover all of them. */
  reactions?: Article["reactions"];
}

/** The story's tickers; for a visitor every one after the first is HIDDEN and leads to sign-in. */
export function TickerChips({ tickers, related, pricesAtStory, reactions = [] }: TickerChipsProps) {
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
              <TickerChip ticker={ticker} priceAtStory={pricesAtStory[symbol]} reactions={reactions} />
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
