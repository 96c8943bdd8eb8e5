import { useAuthStore } from "../stores/auth-store";
import { selectReplaying, useSystemStore } from "../stores/system-store";
import { useTimeZone, type TimeZone } from "../stores/time-zone-store";
import { formatClock } from "../format/format-clock";

/** Live, or Replay while the stories come from the bundled replay set, with the last tick on the reader's clock. */
function connectionText(connected: boolean, replaying: boolean, lastTickAt: string | null, zone: TimeZone): string {
  if (!connected) return "Offline";
  const mode = replaying ? "Replay" : "Live";
  return lastTickAt ? `${mode} · last tick ${formatClock(lastTickAt, zone.timeZone)} ${zone.label}` : mode;
}

/** `width`: the page's width class (usePageWidthClass), so the footer lines up with the page over it. */
export function AppFooter({ width = "max-w-content" }: { width?: string }) {
  const connected = useSystemStore((s) => s.connected);
  const lastTickAt = useSystemStore((s) => s.lastTickAt);
  const replaying = useSystemStore(selectReplaying);
  const zone = useTimeZone();
  const notice = useAuthStore((s) => s.notice);
  return (
    <footer className="border-t border-line bg-surface">
      <div className={`mx-auto flex min-h-footer ${width} items-center justify-between gap-4 px-4 py-1 font-mono text-2xs text-ink-muted tabular-nums`}>
        <p className="flex items-center gap-2">
          <span aria-hidden="true" className={`size-1.5 rounded-full ${connected ? "bg-live" : "bg-offline"}`} />
          {connectionText(connected, replaying, lastTickAt, zone)}
        </p>
        {notice && <p className="truncate text-right">{notice}</p>}
      </div>
    </footer>
  );
}
