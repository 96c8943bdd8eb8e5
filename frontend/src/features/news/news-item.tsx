import { memo } from "react";
import type { Article } from "@tradewire/core";
import { formatDateTime } from "../../format/format-date-time";
import { useTimeZone } from "../../stores/time-zone-store";
import { DelayBadge } from "./delay-badge";
import { ImpactBadge } from "./impact-badge";
import { impactClasses } from "./impact-classes";
import { MarketChip } from "./market-chip";
import { StoryActions, type NewsDialogKind } from "./story-actions";
import { StoryLink } from "./story-link";
import { TickerChips } from "./ticker-chips";

export interface NewsItemProps {
  article: Article;
  /** Just arrived by push: plays the slide-in once. */
  arrived: boolean;
  isAdmin: boolean;
  onOpenDialog: (kind: NewsDialogKind, article: Article) => void;
}

const separator = <span aria-hidden="true" className="text-ink-faint">·</span>;

/** One story of the feed: what happened, where, when, how fast it reached us and what it moves. */
export const NewsItem = memo(function NewsItem({ article, arrived, isAdmin, onOpenDialog }: NewsItemProps) {
  const { timeZone } = useTimeZone();
  const hasChips = article.tickers.length + article.related_tickers.length + article.predictionMarkets.length > 0;

  return (
    <article
      data-impact={article.impact}
      className={`border-b border-l-2 border-b-line ${impactClasses[article.impact].border} py-2 pr-2 pl-3 ${arrived ? impactClasses[article.impact].arrival : ""}`}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 font-mono text-2xs text-ink-muted tabular-nums">
        <ImpactBadge impact={article.impact} />
        {separator}
        <span className="whitespace-nowrap">{article.source}</span>
        {separator}
        <time dateTime={article.date_published} className="whitespace-nowrap">{formatDateTime(article.date_published, timeZone)}</time>
        <DelayBadge article={article} />
        <StoryActions article={article} isAdmin={isAdmin} onOpenDialog={onOpenDialog} />
      </div>
      <h2 className="mt-1 text-sm font-medium text-pretty text-ink-strong">
        <StoryLink article={article} />
      </h2>
      {hasChips && (
        <ul aria-label="Tickers and prediction markets" className="mt-1 flex flex-wrap gap-1">
          <TickerChips tickers={article.tickers} related={article.related_tickers} pricesAtStory={article.prices_at_story} reactions={article.reactions} />
          {article.predictionMarkets.map((market, index) => (
            <li key={`m${index}`} className="max-w-full">
              <MarketChip market={market} articleUrl={article.url} />
            </li>
          ))}
        </ul>
      )}
      {article.also_reported_by.length > 0 && (
        <p className="mt-1 text-2xs text-ink-faint">
          Also reported by{" "}
          {article.also_reported_by.map((other, index) => (
            <span key={other.url}>
              {index > 0 && ", "}
              <a href={other.url} target="_blank" rel="noopener noreferrer" className="text-ink-muted hover:text-ink-strong hover:underline">
                {other.source}
              </a>
            </span>
          ))}
        </p>
      )}
    </article>
  );
});
