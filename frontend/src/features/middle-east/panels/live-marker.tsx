import { useSystemStore } from "../../../stores/system-store";

/** Which of the heartbeat's sources a box follows: the stories (feed) or the prediction markets. */
export type LiveSource = "feed" | "markets";

const markClass = "inline-flex items-center gap-1.5 rounded-sm border px-1.5 py-px font-mono text-2xs tracking-caps";

/**
 * Spec section 2's 'LIVE' mark of a box whose content follows pushes and refreshes on its own, shown only while its
 * source is live (as the last heartbeat says); 'Replay' while the bundled replay set stands in, by choice or because
 * the live sources are unreachable; nothing before the first heartbeat, when it is not known yet.
 */
export function LiveMarker({ source }: { source: LiveSource }) {
  const mode = useSystemStore((s) => s[source]);
  if (mode === null) return null;
  if (mode !== "live") {
    return (
      <span title="Replayed from the bundled set, not live" className={`${markClass} border-line-strong text-ink-muted`}>
        Replay
      </span>
    );
  }
  return (
    <span className={`${markClass} border-live/40 text-live`}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-live motion-safe:animate-pulse" />
      LIVE
    </span>
  );
}
