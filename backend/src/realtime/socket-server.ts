import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-streams-adapter";
import {
  eventDefinitionOf,
  rooms,
  type ClientToServerEvents,
  type EventName,
  type EventPayload,
  type PushEvents,
  type ServerToClientEvents,
} from "@tradewire/core";
import { METRICS_PREFIX } from "@tradewire/platform";
import type { Redis } from "ioredis";
import { Counter, Gauge, type Registry } from "prom-client";
import { Server, type Socket } from "socket.io";
import { HttpError } from "../http/http-error";
import type { Logger } from "../logger";
import type { Authenticator } from "../middlewares/authenticate";

export interface SocketServerOptions {
  httpServer: HttpServer;
  auth: Authenticator;
  logger: Logger;
  /** With Redis, every API node shares rooms and broadcasts through the streams adapter. */
  redis?: Redis;
  redisPrefix: string;
  /** Where `tradewire_sockets_connected` and `tradewire_socket_pushes_total` are registered. */
  registry: Registry;
}

interface SocketData {
  userId: number | null;
  /** When the handshake's access token expires (epoch ms); null for a visitor. */
  expiresAt: number | null;
}

export type TradewireSocketServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type TradewireSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface SocketServer {
  io: TradewireSocketServer;
  /** Pushes events the event bus has already validated, to each event's audience. */
  push: PushEvents;
  close(): Promise<void>;
}

const RECOVERY_WINDOW_MS = 2 * 60_000;

/** setTimeout's longest delay (about 24.8 days): a token that lives longer re-arms its timer. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const visitor = (): SocketData => ({ userId: null, expiresAt: null });

const audienceOf = ({ userId }: SocketData): string[] => (userId === null ? [rooms.visitors] : [rooms.members, rooms.user(userId)]);

/**
 * Puts the socket in exactly the rooms of whom it speaks for. A recovered session comes back in the rooms
 * it had, which need not be what this handshake's token says (another user, or a visitor now).
 */
function seat(socket: TradewireSocket) {
  const audience = audienceOf(socket.data);
  for (const room of [...socket.rooms]) if (room !== socket.id && !audience.includes(room)) void socket.leave(room);
  void socket.join(audience);
}

/**
 * At its token's `exp` a member's connection becomes a visitor's: out of the member rooms and its user's
 * room, into the visitors' room, and told so with `session.expired`. It stays open rather than being
 * dropped, so the page keeps its live (redacted) feed while it renews its token, and then reconnects as
 * a member; a dropped socket would leave the page without pushes, and without being told why.
 */
function demoteAtExpiry(socket: TradewireSocket) {
  let timer: NodeJS.Timeout | undefined;
  const check = () => {
    const { expiresAt } = socket.data;
    if (expiresAt === null) return;
    const left = expiresAt - Date.now();
    if (left > 0) {
      timer = setTimeout(check, Math.min(left, MAX_TIMER_MS));
      return;
    }
    socket.data = visitor();
    seat(socket);
    socket.emit("session.expired", { expired_at: new Date(expiresAt).toISOString() });
  };
  check();
  socket.once("disconnect", () => clearTimeout(timer));
}

/**
 * This node's sockets, read at each scrape (no count to drift on a missed disconnect), and the pushes it
 * made by event: one per event and node, however many sockets of its audience it reached.
 */
function socketMetrics(registry: Registry, io: TradewireSocketServer) {
  new Gauge({
    name: `${METRICS_PREFIX}sockets_connected`,
    help: "Socket.IO connections open on this API node",
    registers: [registry],
    collect() {
      this.set(io.engine.clientsCount);
    },
  });
  return new Counter({
    name: `${METRICS_PREFIX}socket_pushes_total`,
    help: "Domain events this API node pushed to its sockets, by event",
    labelNames: ["event"] as const,
    registers: [registry],
  });
}

export function createSocketServer({ httpServer, auth, logger, redis, redisPrefix, registry }: SocketServerOptions): SocketServer {
  const io: TradewireSocketServer = new Server(httpServer, {
    serveClient: false,
    // Socket.IO skips the middlewares for a resumed session by default: it would come back as whoever it
    // was, whatever token (expired, forged, none) its new handshake carries. Every handshake is checked.
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
    ...(redis ? { adapter: createAdapter(redis, { streamName: `${redisPrefix}:socket.io` }) } : {}),
  });

  // A recovered session comes back with its rooms and the packets sent to them while it was away, and
  // Socket.IO writes those packets before any middleware has seen the new handshake. So only a session
  // whose token still held may come back; one whose token has expired starts afresh, through the
  // middleware below, as whatever its new handshake says.
  const adapter = io.of("/").adapter;
  const restoreSession = adapter.restoreSession.bind(adapter);
  adapter.restoreSession = async (pid, offset) => {
    const session = await restoreSession(pid, offset);
    const data = session?.data as SocketData | undefined;
    if (data?.expiresAt && data.expiresAt <= Date.now()) throw new Error("the session's access token has expired");
    return session;
  };

  // A handshake without a token is a visitor; a token that does not verify (an empty one included) is
  // refused outright, as on REST.
  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (token === undefined || token === null) {
      socket.data = visitor();
      return next();
    }
    if (typeof token !== "string" || token === "") return next(new Error("Access token is malformed"));
    try {
      const { user, expiresAt } = await auth.userFromToken(token);
      socket.data = { userId: user.id, expiresAt };
      next();
    } catch (error) {
      if (!(error instanceof HttpError)) logger.error({ err: error }, "socket sign-in failed");
      next(new Error(error instanceof HttpError ? error.message : "Sign-in could not be checked"));
    }
  });

  const pushes = socketMetrics(registry, io);

  /** The newest heartbeat, handed to each new connection so a page knows at once where its data comes from. */
  let lastTick: EventPayload<"system.tick"> | undefined;

  io.on("connection", (socket) => {
    seat(socket);
    demoteAtExpiry(socket);
    if (lastTick && !socket.recovered) socket.emit("system.tick", lastTick);
  });

  /**
   * One emit per audience: Socket.IO encodes a broadcast's packet once and writes the same frame to
   * every socket of the room, so a payload is serialised once for members and once for visitors.
   */
  const pushOne = <E extends EventName>(event: E, payload: EventPayload<E>) => {
    const definition = eventDefinitionOf(event);
    if (event === "system.tick") lastTick = payload as EventPayload<"system.tick">;
    // Socket.IO's typed emit cannot resolve its argument tuple for a generic event name; the tuple is
    // exactly [EventPayload<E>] by ServerToClientEvents' definition.
    const emit = (target: Pick<TradewireSocketServer, "emit">, body: EventPayload<E>) =>
      target.emit(event, ...([body] as Parameters<ServerToClientEvents[E]>));
    if (definition.audience === "everyone") emit(io, payload);
    else if (definition.audience === "owner") emit(io.to(rooms.user(definition.ownerOf!(payload))), payload);
    else emit(io.to(rooms.members), payload);
    if (definition.audience === "redacted" && definition.redact) emit(io.to(rooms.visitors), definition.redact(payload));
    pushes.inc({ event });
  };

  return {
    io,
    push: (batch) => {
      for (const { event, payload } of batch) pushOne(event, payload);
      logger.debug({ events: batch.length }, "pushed");
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Closing the transports, not disconnecting the sockets: a client then sees "transport close" and
        // reconnects (to another node, behind the proxy) with its session kept for recovery, where a server
        // disconnect would leave it disconnected for good. io.close() would also close the HTTP server,
        // which the caller owns.
        io.engine.close();
        resolve();
      }),
  };
}
