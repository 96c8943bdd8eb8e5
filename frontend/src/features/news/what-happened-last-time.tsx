import type { SimilarReactionAverage, SimilarStories, SimilarStory } from "@tradewire/core/schemas/similar-stories";
import { formatDateTime } from "../../format/format-date-time";
import { useTimeZone } from "../../stores/time-zone-store";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { LoadingState } from "../../ui/loading-state";
import { changeToneClass, formatChange } from "../stock-report/format-report";
import { describeReaction, formatSigma, horizonLabel, latestReaction, reactionToneClass } from "./format-reaction";
import { useSimilarStories } from "./use-similar-stories";

/** The reaction a similar story is listed with: of the first ticker it shares with this story, else its first ticker's; the longest horizon measured. */
function shownReaction(story: SimilarStory) {
  const ticker = story.shared_tickers.find((symbol) => latestReaction(story.reactions, symbol)) ?? story.reactions[0]?.ticker;
  return ticker === undefined ? null : latestReaction(story.reactions, ticker);
}

/** Whose reactions the mean is over: this story's tickers, named, or all of the similar stories' tickers. */
function averageBasis({ stories, averaged_over }: SimilarStories): string {
  if (averaged_over !== "shared_tickers") return "Average of all their reactions";
  const shared = stories.flatMap((story) => story.reactions.filter((reaction) => story.shared_tickers.includes(reaction.ticker)).map((reaction) => reaction.ticker));
  return `Average for ${[...new Set(shared)].join(", ")}`;
}

/** "30 min -1.10% (-0.3σ, n=4)". */
function AverageFigure({ average }: { average: SimilarReactionAverage }) {
  const percent = average.abnormal_return * 100;
  const size = average.z_score === null ? "" : `${formatSigma(average.z_score)}, `;
  return (
    <span className="whitespace-nowrap">
      {horizonLabel[average.horizon]} <span className={changeToneClass(percent)}>{formatChange(percent)}</span> ({size}n={average.reactions})
    </span>
  );
}

/**
 * "What happened last time": the earlier stories most like this one (same tickers and topics, like words), each with
 * what its shared ticker did against its benchmark, and the mean of their reactions per horizon.
 */
export function WhatHappenedLastTime({ articleId }: { articleId: string }) {
  const state = useSimilarStories(articleId);
  const { timeZone } = useTimeZone();
  if (state.status === "loading") return <LoadingState>Loading similar stories...</LoadingState>;
  if (state.status === "failed") return <ErrorState>Failed to fetch similar stories</ErrorState>;
  const { similar } = state;
  if (!similar.stories.length) return <EmptyState>No similar earlier stories with measured reactions.</EmptyState>;
  return (
    <div className="grid gap-2 text-xs">
      <ol aria-label="Similar earlier stories" className="grid gap-1.5">
        {similar.stories.map((story) => {
          const reaction = shownReaction(story);
          return (
            <li key={story.id} className="grid gap-0.5">
              <a href={story.url} target="_blank" rel="noopener noreferrer" className="text-pretty text-ink-strong hover:text-accent-strong hover:underline">
                {story.title}
              </a>
              <p className="font-mono text-2xs text-ink-muted tabular-nums">
                <time dateTime={story.date_published}>{formatDateTime(story.date_published, timeZone)}</time> · {story.source}
                {reaction && (
                  <>
                    {" · "}
                    <span className={reactionToneClass(reaction)}>
                      {reaction.ticker} {describeReaction(reaction)}
                    </span>
                  </>
                )}
              </p>
            </li>
          );
        })}
      </ol>
      {similar.averages.length > 0 && (
        <p data-testid="similar-average" className="font-mono text-2xs text-ink-muted tabular-nums">
          {averageBasis(similar)}
          {similar.prices === "live" ? "" : " (simulated prices)"}:{" "}
          {similar.averages.map((average, index) => (
            <span key={average.horizon}>
              {index > 0 && " · "}
              <AverageFigure average={average} />
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
