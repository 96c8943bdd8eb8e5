import type { Article, ArticleTicker } from "@tradewire/core";
import { reactionHorizons, UNKNOWN_ID } from "@tradewire/core/wire-constants";
import { impactReasonText } from "@tradewire/core/domain/impact-reasons";
import { formatDateTimeToSecond } from "../../format/format-date-time";
import { useTimeZone } from "../../stores/time-zone-store";
import { chipClass } from "../../ui/chip-class";
import { changeToneClass, formatChange, formatPrice } from "../stock-report/format-report";
import { ImpactBadge } from "./impact-badge";
import { useAuthStore } from "../../stores/auth-store";
import { changeTone, formatChange as formatPointsChange, formatProbability, probabilityTone } from "../prediction-markets/format-market";
import { MarketChip } from "./market-chip";
import { formatSigma, horizonLabel, reactionPercent, reactionsOf, reactionToneClass } from "./format-reaction";
import { StoryReportReturns } from "./story-report-returns";
import { useMarketMoves } from "./use-market-moves";
import { useTickerMove } from "./use-ticker-move";
import { WhatHappenedLastTime } from "./what-happened-last-time";
import { useMyTickersStore } from "./my-tickers-store";
import { StoryActions, type NewsDialogKind } from "./story-actions";
import { StoryLink } from "./story-link";
import { formatAge, useNow } from "./story-age";
import { StoryCalendarEvents } from "./story-calendar-events";
import { useStoryCalendarEvents } from "./use-story-calendar-events";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-1.5">
      <h3 className="text-2xs tracking-caps text-ink-faint uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** A named ticker's line: price now, move since the story broke and on the day, from its quote. */
function TickerLine({ ticker, priceAtStory }: { ticker: ArticleTicker; priceAtStory: number | undefined }) {
  const { quote, sinceStory, today } = useTickerMove(ticker.ticker, priceAtStory);
  const mine = useMyTickersStore((s) => s.tickers.includes(ticker.ticker));
  const toggle = useMyTickersStore((s) => s.toggle);
  return (
    <tr className="border-b border-line last:border-b-0">
      <th scope="row" className="py-1 pr-2 text-left font-mono font-normal text-ink-strong">
        <span className="inline-flex items-center gap-1">
          <button
            type="button"
            aria-pressed={mine}
            aria-label={`${ticker.ticker} in my tickers`}
            title={mine ? `Take ${ticker.ticker} off my tickers` : `Add ${ticker.ticker} to my tickers`}
            onClick={() => void toggle(ticker.ticker)}
            className={mine ? "text-accent-strong" : "text-ink-faint hover:text-ink-strong"}
          >
            {mine ? "★" : "☆"}
          </button>
          <span title={ticker.company}>{ticker.ticker}</span>
        </span>
      </th>
      <td className="py-1 pr-2 text-right font-mono tabular-nums">{quote ? formatPrice(quote.price) : "-"}</td>
      <td className={`py-1 pr-2 text-right font-mono tabular-nums ${changeToneClass(sinceStory)}`}>{formatChange(sinceStory)}</td>
      <td className={`py-1 text-right font-mono tabular-nums ${changeToneClass(today)}`}>{formatChange(today)}</td>
    </tr>
  );
}

/** The calendar releases (or earnings) the story speaks of, when it speaks of any: "US CPI y/y 3.1% vs 3.0% expected", beat or miss. */
function CalendarSection({ articleId, timeZone }: { articleId: string; timeZone: string | undefined }) {
  const events = useStoryCalendarEvents(articleId);
  if (!events.length) return null;
  return (
    <Section title="Calendar">
      <StoryCalendarEvents events={events} timeZone={timeZone} />
    </Section>
  );
}

interface StoryPaneProps {
  article: Article;
  isAdmin: boolean;
  onOpenDialog: (kind: NewsDialogKind, article: Article) => void;
}

/**
 * The selected story in full beside the feed: its summary, when it broke (to the second, and how long ago, ticking),
 * the calendar release it speaks of, why it has its impact, its topics, what its tickers have done since and what they
 * did after similar earlier stories, its markets and who else reported it.
 */
export function StoryPane({ article, isAdmin, onOpenDialog }: StoryPaneProps) {
  const { timeZone } = useTimeZone();
  const now = useNow();
  const named = article.tickers.filter((ticker): ticker is ArticleTicker => typeof ticker !== "string");
  const signedIn = useAuthStore((s) => s.status === "authenticated");
  const moves = useMarketMoves(article.id, signedIn && article.predictionMarkets.length > 0);
  return (
    // A complementary landmark, not an article: the feed's rows are the page's articles.
    <aside aria-label="Selected story" className="grid content-start gap-4 overflow-y-auto rounded-sm border border-line bg-surface p-4 text-sm">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 font-mono text-2xs text-ink-muted tabular-nums">
          <ImpactBadge impact={article.impact} />
          <span aria-hidden="true" className="text-ink-faint">·</span>
          <span>{article.source}</span>
          <span aria-hidden="true" className="text-ink-faint">·</span>
          <time dateTime={article.date_published}>{formatDateTimeToSecond(article.date_published, timeZone)}</time>
          <span data-testid="story-age" className="text-ink-strong">
            {formatAge(Date.parse(article.date_published), now)}
          </span>
        </div>
        <h2 className="text-base font-medium text-pretty text-ink-strong">
          <StoryLink article={article} />
        </h2>
        {article.summary && <p className="text-pretty text-ink">{article.summary}</p>}
        <StoryActions article={article} isAdmin={isAdmin} onOpenDialog={onOpenDialog} />
      </header>

      {signedIn && article.id !== UNKNOWN_ID && <CalendarSection articleId={article.id} timeZone={timeZone} />}

      <Section title={`Why ${article.impact.toUpperCase()}`}>
        <ul className="grid list-disc gap-0.5 pl-5 text-ink">
          {article.impact_rules.map((reason) => (
            <li key={reason}>{impactReasonText(reason)}</li>
          ))}
        </ul>
      </Section>

      {article.tags.length > 0 && (
        <Section title="Topics">
          <ul className="flex flex-wrap gap-1">
            {article.tags.map((tag) => (
              <li key={tag} className={`${chipClass} border-line text-ink-muted`}>
                {tag}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {named.length > 0 && (
        <Section title="Tickers">
          <table className="w-full text-xs">
            <thead>
              <tr className="text-2xs text-ink-faint">
                <th scope="col" className="pb-1 text-left font-normal">
                  Symbol
                </th>
                <th scope="col" className="pb-1 text-right font-normal">Price</th>
                <th scope="col" className="pb-1 text-right font-normal">Since story</th>
                <th scope="col" className="pb-1 text-right font-normal">Today</th>
              </tr>
            </thead>
            <tbody>
              {named.map((ticker) => (
                <TickerLine key={ticker.ticker} ticker={ticker} priceAtStory={article.prices_at_story[ticker.ticker]} />
              ))}
            </tbody>
          </table>
        </Section>
      )}

      {article.reactions.length > 0 && (
        <Section title="Reactions">
          <table className="w-full text-xs">
            <caption className="pb-1 text-left text-2xs text-ink-faint">
              Each ticker's return minus its benchmark's after the story, and that in the ticker's own standard deviations
            </caption>
            <thead>
              <tr className="text-2xs text-ink-faint">
                <th scope="col" className="pb-1 text-left font-normal">
                  Symbol
                </th>
                {reactionHorizons.map((horizon) => (
                  <th key={horizon} scope="col" className="pb-1 text-right font-normal">
                    {horizonLabel[horizon]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {named.map((ticker) => {
                const byHorizon = reactionsOf(article.reactions, ticker.ticker);
                const benchmark = Object.values(byHorizon)[0]?.benchmark;
                if (!benchmark) return null;
                return (
                  <tr key={ticker.ticker} className="border-b border-line last:border-b-0">
                    <th scope="row" className="py-1 pr-2 text-left font-mono font-normal text-ink-strong">
                      {ticker.ticker} <span className="text-ink-faint">vs {benchmark}</span>
                    </th>
                    {reactionHorizons.map((horizon) => {
                      const reaction = byHorizon[horizon];
                      return (
                        <td key={horizon} className={`py-1 text-right font-mono tabular-nums ${reaction ? reactionToneClass(reaction) : "text-ink-faint"}`}>
                          {reaction ? formatChange(reactionPercent(reaction)) : "…"}
                          {reaction?.z_score != null && <span className="block text-2xs">{formatSigma(reaction.z_score)}</span>}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </Section>
      )}

      {signedIn && article.is_report_present && <StoryReportReturns key={article.id} articleId={article.id} />}

      {signedIn && article.id !== UNKNOWN_ID && (
        <Section title="What happened last time">
          <WhatHappenedLastTime articleId={article.id} />
        </Section>
      )}

      {article.related_tickers.length > 0 && (
        <Section title="Also moves">
          <p className="font-mono text-xs text-ink-muted">{article.related_tickers.join(" · ")}</p>
        </Section>
      )}

      {article.predictionMarkets.length > 0 && (
        <Section title="Prediction markets">
          <ul className="grid gap-1.5">
            {article.predictionMarkets.map((market) => {
              const move = moves?.find((each) => each.id === market.id);
              return (
                <li key={market.id} className="grid max-w-full gap-0.5">
                  <MarketChip market={market} articleUrl={article.url} />
                  {move && move.probability !== null && (
                    <p data-testid="market-move" className="font-mono text-2xs text-ink-muted tabular-nums">
                      <span className={probabilityTone(move.probability)}>{formatProbability(move.probability)}</span>
                      {move.change_since_story !== null && (
                        <>
                          {" · "}
                          <span className={changeTone(move.change_since_story)}>{formatPointsChange(move.change_since_story)}</span> since the story
                        </>
                      )}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </Section>
      )}

      {article.also_reported_by.length > 0 && (
        <Section title="Also reported by">
          <ul className="grid gap-0.5">
            {article.also_reported_by.map((other) => (
              <li key={other.url}>
                <a href={other.url} target="_blank" rel="noopener noreferrer" className="text-accent-strong hover:underline">
                  {other.source}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </aside>
  );
}
