import { connectionText, lastSyncText } from "../realtime/connection-wording";
import { useLastSync } from "../realtime/use-last-sync";
import { useAuthStore } from "../stores/auth-store";
import { selectReplaying, useSystemStore } from "../stores/system-store";
import { useTimeZone } from "../stores/time-zone-store";

/**
 * The socket's state and the last-sync clock in the dashboard's words (one wording for the socket on every page), with
 * Live or Replay while connected: Replay while the stories come from the bundled replay set.
 */
function statusText(connected: boolean, replaying: boolean, sync: string | null): string {
  return [connectionText(connected), connected ? (replaying ? "Replay" : "Live") : null, sync].filter(Boolean).join(" · ");
}

/** `width`: the page's width class (usePageWidthClass), so the footer lines up with the page over it. */
export function AppFooter({ width = "max-w-content" }: { width?: string }) {
  const connected = useSystemStore((s) => s.connected);
  const replaying = useSystemStore(selectReplaying);
  const lastSync = useLastSync();
  const zone = useTimeZone();
  const notice = useAuthStore((s) => s.notice);
  return (
    <footer className="border-t border-line bg-surface">
      <div className={`mx-auto flex min-h-footer ${width} items-center justify-between gap-4 px-4 py-1 font-mono text-2xs text-ink-muted tabular-nums`}>
        <p className="flex items-center gap-2">
          <span aria-hidden="true" className={`size-1.5 shrink-0 rounded-full ${connected ? "bg-live" : "bg-offline"}`} />
          {statusText(connected, replaying, lastSync === null ? null : lastSyncText(lastSync, zone))}
        </p>
        {notice && <p className="truncate text-right">{notice}</p>}
      </div>
    </footer>
  );
}
