import type { Router } from "@koa/router";
import type { Middleware, ParameterizedContext } from "koa";
import type { z, ZodType } from "zod";
import type { Authenticator } from "../middlewares/authenticate";
import { jsonBody } from "../middlewares/json-body";
import { describeZodIssue } from "./describe-zod-issue";
import { HttpError } from "./http-error";

/** Who may call a route: anyone, anyone with an optional token, signed-in members, or admins. */
export type Access = "public" | "optional" | "member" | "admin";

/** Answer schemas by HTTP status; `null` for an answer without a body (204, a redirect). */
export type Answers = Partial<Record<number, ZodType | null>>;

type Infer<S> = S extends ZodType ? z.output<S> : undefined;
type BodyOf<S> = S extends ZodType ? z.input<S> : undefined;

/** What a handler answers: one of the declared statuses with a body of that status's schema. */
export const reply = <const S extends number, B = undefined>(status: S, body?: B) => ({ status, body: body as B });

/** One of the declared statuses with a body of that status's schema. */
export type Answer<A extends Answers> = { [K in keyof A & number]: { status: K; body: BodyOf<A[K]> } }[keyof A & number];

export interface RouteInput<P, Q, B> {
  params: Infer<P>;
  query: Infer<Q>;
  body: Infer<B>;
}

export interface RouteDefinition<P = unknown, Q = unknown, B = unknown, A extends Answers = Answers> {
  method: "get" | "post" | "put" | "delete";
  /** Koa path, e.g. /api/report/:id. */
  path: string;
  summary: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  answers: A;
  /** Runs after authentication and before the body is read (rate limits). */
  before?: Middleware[];
  handler(input: RouteInput<P, Q, B>, ctx: ParameterizedContext): Promise<Answer<A>> | Answer<A>;
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
>(definition: RouteDefinition<P, Q, B, A>): RouteDefinition {
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

/** Registers each route on the router with its access check, body parsing and input validation. */
export function mountRoutes(router: Router, auth: Authenticator, routes: readonly RouteDefinition[]): void {
  const accessCheck: Record<Access, Middleware[]> = {
    public: [],
    optional: [auth.optional()],
    member: [auth.required()],
    admin: [auth.admin()],
  };
  for (const route of routes) {
    const run: Middleware = async (ctx) => {
      const input = {
        params: parsePart(ctx, "params", route.params),
        query: parsePart(ctx, "query", route.query),
        body: parsePart(ctx, "body", route.body),
      };
      const { status, body } = await route.handler(input as RouteInput<unknown, unknown, unknown>, ctx);
      ctx.status = status;
      if (body !== undefined) ctx.body = body;
    };
    router[route.method](route.path, ...accessCheck[route.access], ...(route.before ?? []), ...(route.body ? [jsonBody()] : []), run);
  }
}
