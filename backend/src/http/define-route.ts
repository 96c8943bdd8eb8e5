import type { Router } from "@koa/router";
import type { UserRow } from "@tradewire/db";
import type { Middleware, ParameterizedContext } from "koa";
import type { z, ZodType } from "zod";
import { cachedVariants, sendCachedAnswer, type CachedVariants } from "../caches/cached-answer";
import { createBoundedCache } from "../caches/bounded-cache";
import type { SharedCache } from "../caches/shared-cache";
import type { Authenticator } from "../middlewares/authenticate";
import { jsonBody } from "../middlewares/json-body";
import { rateLimit, type RateLimit, type RateLimiters } from "../middlewares/rate-limit";
import { describeZodIssue } from "./describe-zod-issue";
import { HttpError } from "./http-error";

/** Who may call a route: anyone, anyone with an optional token, signed-in members, or admins. */
export type Access = "public" | "optional" | "member" | "admin";

/** An answer that is a file, not JSON: its media type. The handler sets it (ctx.type) and answers the bytes. */
export interface FileAnswer {
  file: string;
}

/**
 * Answer schemas by HTTP status: errorBodySchema for an error the handler throws as HttpError,
 * `null` only for an answer without a body (204, a redirect), a FileAnswer for one that is a file.
 */
export type Answers = Partial<Record<number, ZodType | FileAnswer | null>>;

/** A status's JSON schema, or undefined when it has none (no body, or a file). */
export const jsonAnswerOf = (answer: Answers[number]): ZodType | undefined => (answer && !("file" in answer) ? answer : undefined);

type Parsed<S> = S extends ZodType ? z.output<S> : undefined;
// A Buffer, which koa sends as bytes (any other object it would send as JSON).
type Sent<S> = S extends ZodType ? z.input<S> : S extends FileAnswer ? Buffer : undefined;
/** The caller as the access check leaves it: members and admins are always signed in. */
type CallerOf<X extends Access> = X extends "member" | "admin" ? UserRow : X extends "optional" ? UserRow | undefined : undefined;

/** What a handler answers: a status and its body, checked against the route's answers where it is returned. */
export const reply = <const S extends number, B = undefined>(status: S, body?: B) => ({ status, body: body as B });

/** One of the declared statuses with a body of that status's schema. */
export type Answer<A extends Answers> = { [K in keyof A & number]: { status: K; body: Sent<A[K]> } }[keyof A & number];

export interface RouteInput<P, Q, B, X extends Access> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  user: CallerOf<X>;
}

/**
 * A route whose answer is the same for many callers: the handler runs once per key until a domain event
 * invalidates the cache, and every caller gets the kept bytes with an ETag (304 when theirs is current).
 */
export interface RouteCache<I, Body> {
  answers: SharedCache<CachedVariants>;
  /** Everything the answer depends on; callers with the same key share it. */
  keyOf(input: I): string | Promise<string>;
  /** Visitors get this copy, made from the same read as the members' one; the handler then answers the members' copy. */
  redact?(body: Body): Body;
  cacheControl: string;
}

export interface RouteDefinition<P = unknown, Q = unknown, B = unknown, A extends Answers = Answers, X extends Access = Access> {
  method: "get" | "post" | "put" | "delete";
  /** Koa path, e.g. /api/report/:id. */
  path: string;
  summary: string;
  access: X;
  params?: P;
  query?: Q;
  body?: B;
  answers: A;
  /** Requests a client (user, else IP) may make per window, counted across API nodes; more answer 429. */
  rateLimit?: RateLimit;
  /**
   * How long an answer may take, for a route whose work is the whole database (a backup): the generated-input test
   * holds every other route to 5 s.
   */
  answersWithinMs?: number;
  handler(input: RouteInput<P, Q, B, X>, ctx: ParameterizedContext): Promise<Answer<A>> | Answer<A>;
  cache?: RouteCache<RouteInput<P, Q, B, X>, Answer<A>["body"]>;
}

/**
 * Declares a route with its contract: the schemas its input is parsed with (the handler receives the
 * parsed, typed input; a bad part answers 400 naming the field) and the schema of each answer, which
 * the handler's return must match. The same declaration feeds GET /api/openapi.json.
 */
export function defineRoute<
  P extends ZodType | undefined = undefined,
  Q extends ZodType | undefined = undefined,
  B extends ZodType | undefined = undefined,
  const A extends Answers = Answers,
  X extends Access = Access,
>(definition: RouteDefinition<P, Q, B, A, X>): RouteDefinition {
  // Routes of different shapes share one list; each handler was checked against its own schemas above.
  return definition as unknown as RouteDefinition;
}

type Part = "params" | "query" | "body";

function parsePart(ctx: ParameterizedContext, part: Part, schema: unknown): unknown {
  if (!schema) return undefined;
  const raw = part === "body" ? ctx.request.body : part === "query" ? ctx.query : (ctx as unknown as { params: unknown }).params;
  const result = (schema as ZodType).safeParse(raw ?? {});
  if (!result.success) throw new HttpError(400, describeZodIssue(result.error, part));
  return result.data;
}

/** Query strings whose parse a cached route keeps: far more filter sets than traders use at once. */
const PARSED_QUERIES_KEPT = 1_000;

/**
 * A cached route's query parsed once per query string: its callers ask with the same few filter sets
 * thousands of times a second, and the parse cost as much as the cached answer. The kept input is frozen,
 * so no handler can change what the next caller gets. A query that fails answers 400 every time.
 */
function rememberParsedQueries(schema: unknown): (ctx: ParameterizedContext) => unknown {
  const parsed = createBoundedCache<unknown>({ maxEntries: PARSED_QUERIES_KEPT, maxAgeMs: Number.POSITIVE_INFINITY });
  return (ctx) => {
    const known = parsed.get(ctx.querystring);
    if (known !== undefined) return known;
    const query = deepFreeze(parsePart(ctx, "query", schema));
    parsed.set(ctx.querystring, query);
    return query;
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * Registers each route on the router: access check, rate limit, body parsing, then the handler with its parsed input.
 * The limit runs after the access check so that a signed-in caller is counted as the user, not the address.
 */
export function mountRoutes(router: Router, auth: Authenticator, routes: readonly RouteDefinition[], limiters: RateLimiters): void {
  const accessCheck: Record<Access, Middleware[]> = {
    public: [],
    optional: [auth.optional()],
    member: [auth.required()],
    admin: [auth.admin()],
  };
  for (const route of routes) {
    const parseQuery = route.cache && route.query ? rememberParsedQueries(route.query) : (ctx: ParameterizedContext) => parsePart(ctx, "query", route.query);
    const run: Middleware = async (ctx) => {
      const input = {
        params: parsePart(ctx, "params", route.params),
        query: parseQuery(ctx),
        body: parsePart(ctx, "body", route.body),
        user: ctx.state.user,
      } as RouteInput<unknown, unknown, unknown, Access>;
      if (route.cache) return answerFromCache(ctx, route, route.cache, input);
      const { status, body } = await route.handler(input, ctx);
      ctx.status = status;
      if (body !== undefined) ctx.body = body;
    };
    router[route.method](
      route.path,
      ...accessCheck[route.access],
      ...(route.rateLimit ? [rateLimit(limiters(`${route.method}:${route.path}`, route.rateLimit))] : []),
      ...(route.body ? [jsonBody()] : []),
      run,
    );
  }
}

async function answerFromCache(
  ctx: ParameterizedContext,
  route: RouteDefinition,
  { answers, keyOf, redact, cacheControl }: RouteCache<RouteInput<unknown, unknown, unknown, Access>, unknown>,
  input: RouteInput<unknown, unknown, unknown, Access>,
): Promise<void> {
  const variants = await answers.get(await keyOf(input), async () => {
    const { status, body } = await route.handler(input, ctx);
    return cachedVariants(status, body, redact);
  });
  // An answer that depends on who asks must not be reused for someone else by a cache on the way.
  if (route.access === "optional") ctx.vary("Authorization");
  sendCachedAnswer(ctx, redact && !input.user ? variants.redacted! : variants.full, cacheControl);
}
