import type { io as createSocket, Socket } from "socket.io-client";
import type { ClientToServerEvents, ServerToClientEvents } from "@tradewire/core/schemas/events";
import { useAuthStore } from "../stores/auth-store";
import { useSystemStore } from "../stores/system-store";
import { publishArticleCreated } from "./article-created";
import { publishArticleUpdated } from "./article-updated";
import { publishAlertTriggered } from "./alert-triggered";
import { publishMarketChanged } from "./market-changed";
import { publishQuotesUpdated } from "./quotes-updated";
import { publishMoveDetected } from "./move-detected";
import { publishCalendarReleased } from "./calendar-released";
import { publishCalendarUpdated } from "./calendar-updated";
import { publishReportUpdated } from "./report-updated";

type AuthSnapshot = ReturnType<typeof useAuthStore.getState>;

/** The first retry of a refused handshake comes after about this, each next one twice as late, up to the maximum. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/** Who the socket should speak for: undefined while sign-in is still resolving. */
function identityOf(state: AuthSnapshot): string | null | undefined {
  if (state.status === "loading") return undefined;
  return state.user?.profile.sub ?? null;
}

/**
 * Opens the one realtime connection of the app and feeds the stores; returns a stop function. The socket
 * library loads after the first paint: the landing page draws without it.
 */
export function startRealtime(): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void import("socket.io-client").then(({ io }) => {
    if (!stopped) stop = connect(io);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

function connect(io: typeof createSocket): () => void {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
    autoConnect: false,
    // Read at every (re)connect, so a silently renewed token is the one the server sees.
    auth: (send) => {
      const token = useAuthStore.getState().user?.access_token;
      send(token ? { token } : {});
    },
  });
  const system = useSystemStore.getState();
  // The socket library retries a lost transport by itself, but neither a handshake the server refused (its
  // database was away for a moment) nor a disconnect the server chose: the page retries those, backing off.
  let retryDelayMs = RETRY_FIRST_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const retryLater = () => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void (socket.active || socket.connect()), retryDelayMs * (0.5 + Math.random()));
    retryDelayMs = Math.min(retryDelayMs * 2, RETRY_MAX_MS);
  };
  socket.on("connect", () => {
    retryDelayMs = RETRY_FIRST_MS;
    system.setConnected(true);
  });
  socket.on("disconnect", (reason) => {
    system.setConnected(false);
    if (reason === "io server disconnect") retryLater();
  });
  socket.on("connect_error", (error) => {
    if (socket.active) return;
    // A refused token is renewed (the renewal reconnects, or signs out and reconnects as a visitor).
    if (/token/i.test(error.message)) void useAuthStore.getState().renewToken();
    retryLater();
  });
  socket.on("system.tick", system.recordTick);
  socket.on("article.created", publishArticleCreated);
  socket.on("article.updated", publishArticleUpdated);
  socket.on("report.updated", publishReportUpdated);
  socket.on("market.created", publishMarketChanged);
  socket.on("market.updated", publishMarketChanged);
  socket.on("alert.triggered", publishAlertTriggered);
  socket.on("quote.updated", publishQuotesUpdated);
  socket.on("move.detected", publishMoveDetected);
  socket.on("calendar.released", publishCalendarReleased);
  socket.on("calendar.updated", publishCalendarUpdated);
  // The server turned this connection into a visitor's at its token's expiry; the renewed token
  // (followed below) reconnects it as the member's.
  socket.on("session.expired", () => void useAuthStore.getState().renewToken());

  let identity: string | null | undefined;
  let token: string | undefined;
  const follow = (state: AuthSnapshot) => {
    const nextIdentity = identityOf(state);
    if (nextIdentity === undefined) return;
    const nextToken = state.user?.access_token;
    const userChanged = nextIdentity !== identity;
    const tokenRenewed = nextToken !== token;
    identity = nextIdentity;
    token = nextToken;
    // The server decides what a connection may see at the handshake and stops trusting its token at the
    // token's expiry, so a new user or a renewed token needs a new handshake.
    if (userChanged || tokenRenewed) socket.disconnect().connect();
  };
  follow(useAuthStore.getState());
  const unfollow = useAuthStore.subscribe(follow);

  return () => {
    unfollow();
    clearTimeout(retryTimer);
    socket.disconnect();
  };
}
