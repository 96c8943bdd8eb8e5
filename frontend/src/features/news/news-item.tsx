import { memo } from "react";
import type { Article } from "@tradewire/core";
import { trackEvent } from "../../api/track-event";
import { formatDateTime } from "../../format/format-date-time";
import { formatLatency } from "../../format/format-latency";
import { Button } from "../../ui/button";
import { impactClasses } from "./impact-classes";
import { MarketChip } from "./market-chip";
import { TickerChips } from "./ticker-chips";
import { UNKNOWN_ID } from "@tradewire/core/wire-constants";

/** The modals a story opens: its stock report, and the admin editor. */
export type NewsDialogKind = "report" | "edit";

interface NewsItemProps {
  article: Article;
  /** Just arrived by push: plays the slide-in once. */
  arrived: boolean;
  isAdmin: boolean;
  onOpenDialog: (kind: NewsDialogKind, article: Article) => void;
}

const separator = <span aria-hidden="true" className="text-ink-faint">·</span>;

/** One story of the feed: what happened, where, when, how fast it reached us and what it moves. */
export const NewsItem = memo(function NewsItem({ article, arrived, isAdmin, onOpenDialog }: NewsItemProps) {
  const impact = impactClasses[article.impact];
  const hasChips = article.tickers.length + article.related_tickers.length + article.predictionMarkets.length > 0;
  const latency = formatLatency(article.date_published, article.received_at);
  // Visitors never learn whether a report exists; a story with tickers offers them the sign-in teaser.
  const offersReport = article.is_report_present || (article.id === UNKNOWN_ID && article.tickers.length > 0);

  return (
    <article
      data-impact={article.impact}
      className={`border-b border-l-2 border-b-line ${impact.border} py-2 pr-2 pl-3 ${arrived ? "motion-safe:animate-slide-in" : ""}`}
    >
      <div className="flex items-center gap-2 font-mono text-2xs text-ink-muted tabular-nums">
        <span className={`font-semibold uppercase ${impact.text}`}>{article.impact}</span>
        {separator}
        <span className="truncate">{article.source}</span>
        {separator}
        <time dateTime={article.date_published} className="whitespace-nowrap">{formatDateTime(article.date_published)}</time>
        <span title={`Reached Tradewire ${latency.slice(1)} after publication`} className="text-ink-faint">{latency}</span>
        <span className="ml-auto flex shrink-0 gap-1">
          {offersReport && (
            <Button
              size="xs"
              onClick={() => {
                trackEvent("Stock Report Clicked", { article_id: article.id, url: article.url });
                onOpenDialog("report", article);
              }}
            >
              Report
            </Button>
          )}
          {isAdmin && (
            <Button size="xs" onClick={() => onOpenDialog("edit", article)}>
              Edit
            </Button>
          )}
        </span>
      </div>
      <h2 className="mt-1 text-sm font-medium text-pretty text-ink-strong">
        <a
          href={article.url}
          target="_blank"
          rel="noopener noreferrer"
          className="hover:text-accent-strong hover:underline"
          onClick={() =>
            trackEvent("Article Clicked", { article_id: article.id, url: article.url, source: article.source, impact: article.impact })
          }
        >
          {article.title}
        </a>
      </h2>
      {hasChips && (
        <ul aria-label="Tickers and prediction markets" className="mt-1 flex flex-wrap gap-1">
          <TickerChips tickers={article.tickers} related={article.related_tickers} />
          {article.predictionMarkets.map((market, index) => (
            <li key={`m${index}`} className="max-w-full">
              <MarketChip market={market} articleUrl={article.url} />
            </li>
          ))}
        </ul>
      )}
      {article.also_reported_by.length > 0 && (
        <p className="mt-1 truncate text-2xs text-ink-faint">
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
