import type { Move } from "@tradewire/core";
import { formatDateTime } from "../../format/format-date-time";
import { useTimeZone } from "../../stores/time-zone-store";
import { describeMove } from "./describe-move";

/** One move whole, and the stories of the two hours before it that may explain it, best first, each with its evidence. */
export function MoveStories({ move }: { move: Move }) {
  const { timeZone } = useTimeZone();
  return (
    <div className="flex flex-col gap-2 text-xs">
      <p className="font-medium text-ink-strong">{describeMove(move)}</p>
      <p className="text-2xs text-ink-muted">
        Ended <time dateTime={move.ends_at}>{formatDateTime(move.ends_at, timeZone)}</time>
        {move.prices === "replay" && " · simulated prices (replay)"}
      </p>
      {move.stories.length === 0 ? (
        <p className="text-ink-muted">No story in the two hours before it names, links or resembles it.</p>
      ) : (
        <>
          <h3 className="text-2xs tracking-caps text-ink-faint uppercase">Stories that may explain it</h3>
          <ol className="flex flex-col gap-1.5">
            {move.stories.map((story) => (
              <li key={story.id} className="flex flex-col">
                <a href={story.url} target="_blank" rel="noopener noreferrer" className="text-ink-strong hover:text-accent-strong hover:underline">
                  {story.title}
                </a>
                <span className="text-2xs text-ink-muted">
                  <time dateTime={story.date_published}>{formatDateTime(story.date_published, timeZone)}</time> · {story.source} ·{" "}
                  {story.evidence.map((evidence) => evidence.detail).join(" · ")}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
      <p className="text-2xs text-ink-faint">Stories are ranked by what ties them to the move, not proven to cause it.</p>
    </div>
  );
}
