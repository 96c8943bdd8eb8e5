import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-streams-adapter";
import { eventDefinitions, parseEvent, rooms, type EventDefinition, type Publish } from "@tradewire/core";
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

export interface SocketServer {
  io: Server;
  /** Validates the payload against its contract and pushes it to the event's audience. */
  broadcast: Publish;
  close(): Promise<void>;
}

interface SocketData {
  userId: number | null;
}

const RECOVERY_WINDOW_MS = 2 * 60_000;

export function createSocketServer({ httpServer, auth, logger, redis, redisPrefix }: SocketServerOptions): SocketServer {
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(httpServer, {
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

  io.on("connection", (socket) => {
    if (socket.recovered) return;
    const { userId } = socket.data;
    if (userId === null) void socket.join(rooms.visitors);
    else void socket.join([rooms.members, rooms.user(userId)]);
  });

  const broadcast: Publish = async (event, payload) => {
    const valid = parseEvent(event, payload);
    const definition: EventDefinition = eventDefinitions[event] as EventDefinition;
    const emit = (target: { emit(event: string, payload: unknown): boolean }, body: unknown) => target.emit(event, body);
    if (definition.audience === "everyone") emit(io, valid);
    else emit(io.to(rooms.members), valid);
    if (definition.audience === "redacted" && definition.redact) emit(io.to(rooms.visitors), definition.redact(valid));
    logger.debug({ event }, "broadcast");
  };

  return {
    io: io as unknown as Server,
    broadcast,
    close: () =>
      new Promise<void>((resolve) => {
        io.disconnectSockets(true);
        // io.close() would also close the HTTP server, which the caller owns.
        io.engine.close();
        resolve();
      }),
  };
}
