import { useAuthStore } from "../stores/auth-store";
import { useSystemStore } from "../stores/system-store";
import { formatClock } from "../format/format-clock";

function connectionText(connected: boolean, lastTickAt: string | null): string {
  if (!connected) return "Offline";
  return lastTickAt ? `Live · last tick ${formatClock(lastTickAt)}` : "Live";
}

export function AppFooter() {
  const connected = useSystemStore((s) => s.connected);
  const lastTickAt = useSystemStore((s) => s.lastTickAt);
  const notice = useAuthStore((s) => s.notice);
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex min-h-footer max-w-content items-center justify-between gap-4 px-4 py-1 font-mono text-2xs text-ink-muted tabular-nums">
        <p className="flex items-center gap-2">
          <span aria-hidden="true" className={`size-1.5 rounded-full ${connected ? "bg-live" : "bg-offline"}`} />
          {connectionText(connected, lastTickAt)}
        </p>
        {notice && <p className="truncate text-right">{notice}</p>}
      </div>
    </footer>
  );
}
