import { Link } from "react-router-dom";
import { formatClock } from "../../format/format-clock";
import { useSystemStore } from "../../stores/system-store";
import { useTimeZone } from "../../stores/time-zone-store";
import { useFeedStore } from "./feed-store";

/** When the feed last changed (on the page's clock, named), where it comes from, and that it is delayed. */
export function FeedFooter() {
  const { timeZone, label } = useTimeZone();
  const lastUpdatedAt = useFeedStore((s) => s.lastUpdatedAt);
  const sources = useFeedStore((s) => s.sources);
  const feed = useSystemStore((s) => s.feed);
  return (
    <footer className="space-y-0.5 border-t border-line pt-2 font-mono text-2xs text-ink-muted tabular-nums">
      <p className="flex flex-wrap gap-x-3 gap-y-0.5">
        {lastUpdatedAt && (
          <span>
            Last updated {formatClock(lastUpdatedAt, timeZone)} {label}
          </span>
        )}
        <span>Data delayed</span>
        <Link to="/scorecard" className="text-accent-strong hover:underline">
          How the impact tags did: the scorecard
        </Link>
      </p>
      {sources.length > 0 && (
        <p>
          Sources: {sources.join(", ")}
        </p>
      )}
      {feed === "fallback" && <p className="text-ink-faint">Live sources are unreachable right now, so replayed stories are shown.</p>}
      {feed === "replay" && <p className="text-ink-faint">Replay mode: stories from the bundled replay set.</p>}
    </footer>
  );
}
