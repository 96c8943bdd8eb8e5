import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-streams-adapter";
import {
  eventDefinitionOf,
  parseEvent,
  rooms,
  type ClientToServerEvents,
  type EventName,
  type EventPayload,
  type Publish,
  type PushEvents,
  type ServerToClientEvents,
} from "@tradewire/core";
import type { Redis } from "ioredis";
import { Server } from "socket.io";
import type { Logger } from "../logger";
import type { Authenticator } from "../middlewares/authenticate";

export interface SocketServerOptions {
  httpServer: HttpServer;
  auth: Authenticator;
  logger: Logger;
  /** With Redis, every API node shares rooms and broadcasts through the streams adapter. */
  redis?: Redis;
  redisPrefix: string;
}

interface SocketData {
  userId: number | null;
}

export type TradewireSocketServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface SocketServer {
  io: TradewireSocketServer;
  /** Validates the payload against its contract and pushes it to the event's audience. */
  broadcast: Publish;
  /** Pushes events the event bus has already validated, to each event's audience. */
  push: PushEvents;
  close(): Promise<void>;
}

const RECOVERY_WINDOW_MS = 2 * 60_000;

export function createSocketServer({ httpServer, auth, logger, redis, redisPrefix }: SocketServerOptions): SocketServer {
  const io: TradewireSocketServer = new Server(httpServer, {
    serveClient: false,
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS },
    ...(redis ? { adapter: createAdapter(redis, { streamName: `${redisPrefix}:socket.io` }) } : {}),
  });

  // A handshake without a token is a visitor; a token that does not verify is refused outright.
  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (token === undefined || token === null || token === "") {
      socket.data.userId = null;
      return next();
    }
    try {
      const user = await auth.userFromToken(String(token));
      socket.data.userId = user.id;
      next();
    } catch (error) {
      next(new Error(error instanceof Error ? error.message : "unauthorized"));
    }
  });

  /** The newest heartbeat, handed to each new connection so a page knows at once where its data comes from. */
  let lastTick: EventPayload<"system.tick"> | undefined;

  io.on("connection", (socket) => {
    if (socket.recovered) return;
    const { userId } = socket.data;
    if (userId === null) void socket.join(rooms.visitors);
    else void socket.join([rooms.members, rooms.user(userId)]);
    if (lastTick) socket.emit("system.tick", lastTick);
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
  };

  return {
    io,
    broadcast: async (event, payload) => pushOne(event, parseEvent(event, payload)),
    push: (batch) => {
      for (const { event, payload } of batch) pushOne(event, payload);
      logger.debug({ events: batch.length }, "pushed");
    },
    close: () =>
      new Promise<void>((resolve) => {
        io.disconnectSockets(true);
        // io.close() would also close the HTTP server, which the caller owns.
        io.engine.close();
        resolve();
      }),
  };
}
