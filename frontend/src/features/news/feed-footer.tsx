import { formatEasternTime } from "../../format/format-eastern-time";
import { useSystemStore } from "../../stores/system-store";
import { useFeedStore } from "./feed-store";

/** When the feed last changed (on the New York clock), where it comes from, and that it is delayed. */
export function FeedFooter() {
  const lastUpdatedAt = useFeedStore((s) => s.lastUpdatedAt);
  const sources = useFeedStore((s) => s.sources);
  const feed = useSystemStore((s) => s.feed);
  return (
    <footer className="space-y-0.5 border-t border-line pt-2 font-mono text-2xs text-ink-muted tabular-nums">
      <p className="flex flex-wrap gap-x-3 gap-y-0.5">
        {lastUpdatedAt && <span>Last updated {formatEasternTime(lastUpdatedAt)}</span>}
        <span>Data delayed</span>
      </p>
      {sources.length > 0 && (
        <p title={sources.join(", ")} className="truncate sm:whitespace-normal">
          Sources: {sources.join(", ")}
        </p>
      )}
      {feed === "fallback" && <p className="text-ink-faint">Live sources are unreachable right now, so replayed stories are shown.</p>}
      {feed === "replay" && <p className="text-ink-faint">Replay mode: stories from the bundled replay set.</p>}
    </footer>
  );
}
