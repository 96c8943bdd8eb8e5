import type { Article } from "@tradewire/core";
import { formatDateTime } from "../../format/format-date-time";
import { useTimeZone } from "../../stores/time-zone-store";
import { ImpactBadge } from "../news/impact-badge";
import { impactClasses } from "../news/impact-classes";
import { StoryLink } from "../news/story-link";
import { TickerChips } from "../news/ticker-chips";

const separator = <span aria-hidden="true" className="text-ink-faint">·</span>;

/** A story the desk found: its impact, source and time, the headline to the source's page, and its tickers with their moves. */
export function DeskStory({ article }: { article: Article }) {
  const { timeZone } = useTimeZone();
  const hasChips = article.tickers.length + article.related_tickers.length > 0;
  return (
    <article data-impact={article.impact} className={`border-l-2 ${impactClasses[article.impact].border} py-1 pl-2`}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 font-mono text-2xs text-ink-muted tabular-nums">
        <ImpactBadge impact={article.impact} />
        {separator}
        <span>{article.source}</span>
        {separator}
        <time dateTime={article.date_published} className="whitespace-nowrap">
          {formatDateTime(article.date_published, timeZone)}
        </time>
      </div>
      <h3 className="mt-0.5 text-sm font-medium text-pretty text-ink-strong">
        <StoryLink article={article} />
      </h3>
      {hasChips && (
        <ul aria-label="Tickers" className="mt-1 flex flex-wrap gap-1">
          <TickerChips tickers={article.tickers} related={article.related_tickers} pricesAtStory={article.prices_at_story} reactions={article.reactions} />
        </ul>
      )}
    </article>
  );
}
