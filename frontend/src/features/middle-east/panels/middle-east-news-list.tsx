import { useEffect } from "react";
import { useShallow } from "zustand/react/shallow";
import type { MiddleEastArticle } from "@tradewire/core/schemas/articles";
import { formatDateTime } from "../../../format/format-date-time";
import { classNames } from "../../../ui/class-names";
import { EmptyState } from "../../../ui/empty-state";
import { ErrorState } from "../../../ui/error-state";
import { LoadingState } from "../../../ui/loading-state";
import { impactClasses } from "../../news/impact-classes";
import { useHighlightStore } from "../highlight-store";
import { middleEastNewsTexts, useMiddleEastNews, useMiddleEastNewsStore } from "../use-middle-east-news";
import { countriesInTitle } from "./countries-in-title";

const separator = <span aria-hidden="true" className="text-ink-faint">·</span>;

/** One story: pointing at it (or focusing its link) outlines on the map the first country it names. */
function MiddleEastStory({ article, arrived }: { article: MiddleEastArticle; arrived: boolean }) {
  const setHighlightedCountry = useHighlightStore((s) => s.setHighlightedCountry);
  const countries = countriesInTitle(article.title);
  const highlight = (country: string | undefined) => setHighlightedCountry(country ?? null);
  const impact = impactClasses[article.impact];

  return (
    <li
      data-impact={article.impact}
      onPointerEnter={() => highlight(countries[0])}
      onPointerLeave={() => highlight(undefined)}
      className={classNames("border-l-2 py-1.5 pr-1 pl-2.5 hover:bg-surface-raised", impact.border, arrived && "motion-safe:animate-slide-in")}
    >
      <a
        href={article.url}
        target="_blank"
        rel="noopener noreferrer"
        onFocus={() => highlight(countries[0])}
        onBlur={() => highlight(undefined)}
        className="block text-xs text-ink-strong hover:text-accent-strong"
      >
        {article.title}
      </a>
      <div className="mt-0.5 flex flex-wrap items-center gap-x-1.5 font-mono text-2xs text-ink-muted tabular-nums">
        <span className={classNames("font-semibold uppercase", impact.text)}>{article.impact}</span>
        {separator}
        <span className="truncate">{article.source}</span>
        {separator}
        <time dateTime={article.date_published}>{formatDateTime(article.date_published)}</time>
        {countries.length > 0 && (
          <span className="ml-auto flex gap-1 font-sans">
            {countries.map((country) => (
              <span
                key={country}
                onPointerEnter={() => highlight(country)}
                onPointerLeave={() => highlight(countries[0])}
                className="rounded-sm border border-line-strong px-1 text-ink-muted"
              >
                {country}
              </span>
            ))}
          </span>
        )}
      </div>
    </li>
  );
}

/** Spec sections 2 and 8: the 20 newest Middle East stories, refetched every 15 s and on each pushed story. */
export function MiddleEastNewsList() {
  useMiddleEastNews();
  const { status, articles, error, arrivedUrls } = useMiddleEastNewsStore(
    useShallow((s) => ({ status: s.status, articles: s.articles, error: s.error, arrivedUrls: s.arrivedUrls })),
  );
  const setHighlightedCountry = useHighlightStore((s) => s.setHighlightedCountry);
  // A country left outlined by a story that is gone from the screen would puzzle the reader.
  useEffect(() => () => setHighlightedCountry(null), [setHighlightedCountry]);

  if (status === "error") return <ErrorState>{error}</ErrorState>;
  if (status !== "ready") return <LoadingState>Loading news...</LoadingState>;
  if (articles.length === 0) return <EmptyState>{middleEastNewsTexts.empty}</EmptyState>;
  return (
    <div className="space-y-2">
      {error && <ErrorState>{error}</ErrorState>}
      <ol aria-label="Middle East stories" className="space-y-1">
        {articles.map((article) => (
          <MiddleEastStory key={article.url} article={article} arrived={arrivedUrls.includes(article.url)} />
        ))}
      </ol>
    </div>
  );
}
