import { databaseErrorCode } from "@tradewire/db";
import type { Middleware } from "koa";
import { errorCodeFor, HttpError } from "../http/http-error";
import type { Logger } from "../logger";

interface Failure {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

/**
 * Turns every failure into `{ error, message }` with the right status; a 500 never shows internals.
 * Callers' input is checked by defineRoute (a 400 naming the field), so a schema failure that reaches
 * this point is our own stored data breaking its contract: a 500, logged.
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
      if (failure.status >= 500) logger.error({ err: error, path: ctx.path }, "request failed");
      ctx.status = failure.status;
      ctx.set(failure.headers ?? {});
      ctx.body = { error: errorCodeFor(failure.status), message: failure.message };
    }
  };
}

function classify(error: unknown): Failure {
  if (error instanceof HttpError) return { status: error.status, message: error.message, headers: error.headers };
  if (databaseErrorCode(error) === "23505") return { status: 409, message: "A record with the same key already exists" };
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
      return { status: 400, message: `Malformed JSON body: ${message}` };
    }
    return { status: code, message: expose !== false && message ? message : "Bad request" };
  }
  return { status: 500, message: "Internal server error" };
}
