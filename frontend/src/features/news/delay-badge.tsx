import type { Article } from "@tradewire/core";
import { formatLatency } from "../../format/format-latency";
import { selectReplaying, useSystemStore } from "../../stores/system-store";

/**
 * How long after publication the story reached Tradewire. A replayed story was stamped when the replay
 * released it, so its delay would be made up: it says "replay" instead.
 */
export function DelayBadge({ article }: { article: Pick<Article, "date_published" | "received_at"> }) {
  const replaying = useSystemStore(selectReplaying);
  if (replaying) {
    return (
      <span title="Replayed from the bundled set: its delay is not measured" className="rounded-sm border border-line-strong px-1 text-ink-muted">
        replay
      </span>
    );
  }
  const latency = formatLatency(article.date_published, article.received_at);
  return (
    <span title={`Reached Tradewire ${latency.slice(1)} after publication`} className="text-ink-faint">
      {latency}
    </span>
  );
}
