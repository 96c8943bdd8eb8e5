import { memo } from "react";
import { formatDateTime } from "../../format/format-date-time";
import { useTimeZone } from "../../stores/time-zone-store";
import { ImpactBadge } from "./impact-badge";
import { impactClasses } from "./impact-classes";
import type { NewsItemProps } from "./news-item";
import { StoryActions } from "./story-actions";
import { StoryLink } from "./story-link";
import { TickerChips } from "./ticker-chips";

/** Named tickers shown on a compact line; the comfortable view lists them all. */
const COMPACT_TICKERS = 3;

/**
 * One story on one line (time, impact, title, source, tickers), so a screen holds two dozen of them. On a phone, where one
 * line would leave a headline a dozen characters, the headline takes two lines under the time, impact and source.
 */
export const CompactNewsItem = memo(function CompactNewsItem({ article, arrived, isAdmin, onOpenDialog }: NewsItemProps) {
  const { timeZone } = useTimeZone();
  return (
    <article
      data-impact={article.impact}
      className={`flex flex-wrap items-center gap-x-2 gap-y-0.5 py-1 sm:h-6.5 sm:flex-nowrap sm:py-0 border-b border-l-2 border-b-line ${impactClasses[article.impact].border} pr-2 pl-2 font-mono text-2xs text-ink-muted tabular-nums ${arrived ? impactClasses[article.impact].arrival : ""}`}
    >
      <time dateTime={article.date_published} className="shrink-0 whitespace-nowrap">
        {formatDateTime(article.date_published, timeZone)}
      </time>
      <ImpactBadge impact={article.impact} aligned />
      <h2 className="order-last line-clamp-2 min-w-0 basis-full font-sans text-sm font-medium text-ink-strong sm:order-none sm:line-clamp-1 sm:flex-1 sm:basis-auto sm:text-xs">
        <StoryLink article={article} />
      </h2>
      <span className="min-w-0 flex-1 truncate sm:w-24 sm:flex-none sm:shrink-0">{article.source}</span>
      {article.tickers.length > 0 && (
        <ul aria-label="Tickers" className="hidden shrink-0 gap-1 md:flex">
          <TickerChips tickers={article.tickers.slice(0, COMPACT_TICKERS)} related={[]} pricesAtStory={article.prices_at_story} reactions={article.reactions} />
        </ul>
      )}
      <StoryActions article={article} isAdmin={isAdmin} onOpenDialog={onOpenDialog} />
    </article>
  );
});
