import { bodyParser } from "@koa/bodyparser";
import type { Middleware, ParameterizedContext } from "koa";
import { HttpError } from "../http/http-error";
import { findUnsafeText } from "./reject-unsafe-text";

/** Deeper than any body a route takes (alert rules nest a few levels); deeper is an attack on the parser's callers. */
export const JSON_BODY_MAX_DEPTH = 32;

/** The content types a JSON body may come as: application/json and the +json suffixes. */
const JSON_TYPES = ["application/json", "+json"];

/** A request that carries bytes: a Content-Length above 0, or a chunked body. */
const carriesBytes = (ctx: ParameterizedContext) => (ctx.request.length ?? 0) > 0 || ctx.get("transfer-encoding") !== "";

/**
 * JSON bodies up to 1 MB; larger ones answer 413, malformed ones 400 (through the error handler), a body
 * of another type 415 (the parser would skip it and the route would see no body at all). DELETE bodies
 * too: the spec's channel and alert deletes name their id in the body. After parsing, text no database
 * can hold (NUL, a lone surrogate) in any value or key, or nesting deeper than 32 levels, answers 400
 * naming where: before, such text reached a query and answered 500.
 */
export const jsonBody = (): Middleware => {
  const parse = bodyParser({
    enableTypes: ["json"],
    parsedMethods: ["POST", "PUT", "PATCH", "DELETE"],
    jsonLimit: "1mb",
    onError: (error) => {
      throw error;
    },
  });
  return async (ctx, next) => {
    if (carriesBytes(ctx) && !ctx.is(JSON_TYPES)) {
      throw new HttpError(415, `body: send JSON with Content-Type: application/json, not ${ctx.request.type || "no Content-Type"}`);
    }
    await parse(ctx, async () => {
      const problem = findUnsafeText(ctx.request.body, "body", JSON_BODY_MAX_DEPTH);
      if (problem) throw new HttpError(400, problem);
      await next();
    });
  };
};
