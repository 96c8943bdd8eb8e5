import { useState } from "react";
import type { User } from "oidc-client-ts";
import { callbackPath } from "../../auth/auth-paths";
import { formatClock } from "../../format/format-clock";
import { connectionText, lastSyncText } from "../../realtime/connection-wording";
import { SYNC_CLOCK_MS, useLastSync } from "../../realtime/use-last-sync";
import { useAuthStore } from "../../stores/auth-store";
import { useSystemStore } from "../../stores/system-store";
import { useTimeZone } from "../../stores/time-zone-store";
import { formatSessionDuration } from "./format-session-duration";
import { currentPageLoad, signedInAt } from "./signed-in-at";
import { useNow } from "./use-now";

/** The dashboard's footer (spec section 2): socket state, session duration and a last-sync clock, worded as the page footer words them. */
export function DashboardStatusBar() {
  const connected = useSystemStore((s) => s.connected);
  const user = useAuthStore((s) => s.user);
  const lastSync = useLastSync();
  const zone = useTimeZone();
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-1 rounded-md border border-line bg-surface px-4 py-2 font-mono text-2xs text-ink-muted tabular-nums">
      <p role="status" className="flex items-center gap-2">
        <span aria-hidden="true" className={`size-1.5 rounded-full ${connected ? "bg-live" : "bg-danger"}`} />
        <span className={connected ? "text-live" : "text-danger"}>{connectionText(connected)}</span>
      </p>
      {user && <SessionDuration key={user.profile.sub} user={user} />}
      <p>{lastSyncText(lastSync, zone)}</p>
    </div>
  );
}

function SessionDuration({ user }: { user: User }) {
  const [since] = useState(() => signedInAt(user, currentPageLoad(callbackPath), Date.now()));
  const now = useNow(SYNC_CLOCK_MS);
  return (
    <p title={`Signed in at ${formatClock(new Date(since).toISOString())}`}>
      Session <span className="text-ink">{formatSessionDuration(now - since)}</span>
    </p>
  );
}
