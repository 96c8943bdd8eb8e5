import type { Article } from "@tradewire/core";
import { trackEvent } from "../../api/track-event";
import { impactClasses } from "../news/impact-classes";
import { useLatestHeadlines } from "./use-latest-headlines";

function HeadlineList({ articles, copy }: { articles: Article[]; copy?: boolean }) {
  return (
    <ul
      aria-hidden={copy || undefined}
      className={`flex shrink-0 motion-reduce:shrink motion-reduce:flex-col motion-reduce:gap-1 ${copy ? "motion-reduce:hidden" : ""}`}
    >
      {articles.map((article) => (
        <li key={article.url} className="flex items-baseline gap-2 px-5 whitespace-nowrap motion-reduce:px-0 motion-reduce:whitespace-normal">
          <span className="font-mono text-2xs text-ink-faint uppercase">{article.source}</span>
          <a
            href={article.url}
            target="_blank"
            rel="noopener noreferrer"
            tabIndex={copy ? -1 : undefined}
            className={`text-sm font-medium hover:underline ${impactClasses[article.impact].text}`}
            onClick={() => trackEvent("Article Clicked", { article_id: article.id, url: article.url, source: article.source, impact: article.impact })}
          >
            {article.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The 10 latest headlines sliding past in 60 s, each in its impact colour. The track holds the list
 * twice so the loop has no seam; readers who ask for reduced motion get a still list instead.
 */
export function HeadlineMarquee() {
  const headlines = useLatestHeadlines();
  return (
    <section aria-label="Latest headlines" className="overflow-hidden rounded-sm border border-line bg-surface py-2">
      {headlines.status === "loading" && (
        <div role="status" aria-label="Loading headlines" className="flex gap-5 px-5">
          {[0, 1, 2].map((line) => (
            // Up to 16rem each, narrower on a phone: three placeholders never reach past the screen.
            <span key={line} className="h-5 w-64 min-w-0 shrink rounded-sm bg-surface-raised motion-safe:animate-pulse" />
          ))}
        </div>
      )}
      {headlines.status === "error" && <p className="px-5 text-sm text-ink-muted">Headlines are unavailable right now.</p>}
      {headlines.status === "ready" && (
        <div className="flex w-max hover:[animation-play-state:paused] focus-within:[animation-play-state:paused] motion-safe:animate-marquee motion-reduce:w-auto motion-reduce:px-5">
          <HeadlineList articles={headlines.articles} />
          <HeadlineList articles={headlines.articles} copy />
        </div>
      )}
    </section>
  );
}
