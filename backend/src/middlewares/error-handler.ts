import { databaseErrorCode } from "@tradewire/db";
import type { Middleware, ParameterizedContext } from "koa";
import { errorCodeFor, HttpError } from "../http/http-error";
import { describeError, type Logger } from "../logger";

interface Failure {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

/** How long a caller is asked to wait when the database cannot be reached: about a restart or a failover. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * Turns every failure into `{ error, message }` with the right status; a 500 never shows internals.
 * Callers' input is checked by defineRoute (a 400 naming the field), so a schema failure that reaches
 * this point is our own stored data breaking its contract: a 500, logged. A database that cannot be
 * reached answers 503 with Retry-After, so clients and proxies wait instead of reporting a bug.
 *
 * A failure is logged with what it was about (method, path, status, size) and a short description of
 * the error (see describeError), never the body or the headers, at the level levelOf gives it.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        throw new HttpError(404, `No route for ${ctx.method} ${ctx.path}`);
      }
    } catch (error) {
      const failure = classify(error);
      logFailure(logger, ctx, failure.status, error);
      ctx.status = failure.status;
      ctx.set(failure.headers ?? {});
      ctx.body = { error: errorCodeFor(failure.status), message: failure.message };
    }
  };
}

/**
 * The level of a failed request's line: a 5xx is an error, a 503 a warning (the database or a service it needs is
 * out of reach); a 503 a route answers on purpose (a first build under way, with Retry-After) is an expected state
 * that clients poll through, at info; the caller's own mistakes at debug.
 */
function levelOf(status: number, error: unknown) {
  if (status < 500) return "debug";
  if (status !== 503) return "error";
  return error instanceof HttpError ? "info" : "warn";
}

function logFailure(logger: Logger, ctx: ParameterizedContext, status: number, error: unknown): void {
  const level = levelOf(status, error);
  if (!logger.isLevelEnabled(level)) return;
  const line = {
    method: ctx.method,
    path: ctx.path.length > 200 ? `${ctx.path.slice(0, 200)}…` : ctx.path,
    status,
    contentLength: ctx.request.length ?? null,
    error: describeError(error),
  };
  logger[level](line, "request failed");
}

function classify(error: unknown): Failure {
  if (error instanceof HttpError) return { status: error.status, message: error.message, headers: error.headers };
  const sqlState = databaseErrorCode(error);
  if (sqlState === "23505") return { status: 409, message: "A record with the same key already exists" };
  // Text a database cannot hold that got past rejectUnsafeText and jsonBody (a route reading text another way).
  if (sqlState === "22021" || sqlState === "22P05") {
    return { status: 400, message: "Text holds a character that cannot be stored (NUL or a lone UTF-16 surrogate)" };
  }
  if (isDatabaseUnreachable(error)) {
    return {
      status: 503,
      message: `Temporarily unavailable: the database (or a service it needs) cannot be reached; try again in ${UNAVAILABLE_RETRY_AFTER_SECONDS} s`,
      headers: { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
    };
  }
  // A body sent with Content-Encoding gzip or deflate whose bytes do not inflate: zlib's errors carry no status.
  const zlibCode = (error as { code?: unknown } | null)?.code;
  if (typeof zlibCode === "string" && zlibCode.startsWith("Z_")) {
    return { status: 400, message: "Request body does not match its Content-Encoding (it does not inflate)" };
  }
  const { status, statusCode, expose, message, type } = (error ?? {}) as {
    status?: number;
    statusCode?: number;
    expose?: boolean;
    message?: string;
    type?: string;
  };
  const code = status ?? statusCode;
  if (typeof code === "number" && code >= 400 && code < 500) {
    if (type === "entity.too.large") return { status: 413, message: "Request body exceeds the 1 MB limit" };
    if (type === "entity.parse.failed" || (code === 400 && /JSON/i.test(message ?? ""))) {
      return { status: 400, message: `Malformed JSON body: ${shortMessage(message)}` };
    }
    return { status: code, message: expose !== false && message ? shortMessage(message) : "Bad request" };
  }
  return { status: 500, message: "Internal server error" };
}

/** A parser's message may quote the input: an answer carries its first line, cut. */
const shortMessage = (message = "") => {
  const line = message.split("\n", 1)[0] ?? "";
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
};

/** Socket errors of a connection to the database that is refused, dropped or never answered. */
const UNREACHABLE_SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
/**
 * SQLSTATEs of a server that will not serve now: class 08 (connection exception), 57P01-57P03 (shut
 * down by an admin, crash recovery, starting up) and 53300 (too many connections).
 */
const UNAVAILABLE_SQL_STATE = /^(08...|57P0[123]|53300)$/;
/**
 * What node-postgres says without a code: the pool's connect timeout, a connection dropped under a
 * query, and PostgreSQL refusing connections to a database (55000 is also used for unrelated errors).
 */
const UNREACHABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|is not currently accepting connections/i;

/**
 * Whether a failure is the database (or the connection to it) being unavailable rather than a bug:
 * the error, the cause drizzle wraps it in, and the errors of an AggregateError (a host with both an
 * IPv4 and an IPv6 address refuses on each).
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length && seen < 8; seen++) {
    const current = pending.shift();
    if (!current || typeof current !== "object") continue;
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === "string" && (UNREACHABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQL_STATE.test(code))) return true;
    if (typeof message === "string" && UNREACHABLE_MESSAGE.test(message.split("\n", 1)[0] ?? "")) return true;
    if (cause) pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors.slice(0, 4));
  }
  return false;
}
