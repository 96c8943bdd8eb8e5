import type { io as createSocket, Socket } from "socket.io-client";
import type { ClientToServerEvents, ServerToClientEvents } from "@tradewire/core/schemas/events";
import { useAuthStore } from "../stores/auth-store";
import { useSystemStore } from "../stores/system-store";
import { publishArticleCreated } from "./article-created";
import { publishArticleUpdated } from "./article-updated";
import { publishAlertTriggered } from "./alert-triggered";
import { publishMarketChanged } from "./market-changed";
import { publishReportUpdated } from "./report-updated";

type AuthSnapshot = ReturnType<typeof useAuthStore.getState>;

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
  socket.on("connect", () => system.setConnected(true));
  socket.on("disconnect", () => system.setConnected(false));
  socket.on("system.tick", system.recordTick);
  socket.on("article.created", publishArticleCreated);
  socket.on("article.updated", publishArticleUpdated);
  socket.on("report.updated", publishReportUpdated);
  socket.on("market.created", publishMarketChanged);
  socket.on("market.updated", publishMarketChanged);
  socket.on("alert.triggered", publishAlertTriggered);

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
    // The server decides what a connection may see at the handshake, so a new user needs a new
    // connection; a server that refused a token does not retry, so a renewed token reconnects.
    if (userChanged) socket.disconnect().connect();
    else if (tokenRenewed && !socket.active) socket.connect();
  };
  follow(useAuthStore.getState());
  const unfollow = useAuthStore.subscribe(follow);

  return () => {
    unfollow();
    socket.disconnect();
  };
}
