import type { Middleware } from "koa";
import type { ZodError, ZodType, z } from "zod";

/** "body.email: Invalid email address" — the first issue, naming the field. */
export function describeZodIssue(error: ZodError, where?: string): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input";
  const path = [where, ...issue.path.map(String)].filter(Boolean).join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}

declare module "koa" {
  interface DefaultState {
    input?: { body?: unknown; query?: unknown; params?: unknown };
  }
}

type Part = "body" | "query" | "params";

/** Parses one part of the request with its contract schema and puts the typed value on ctx.state.input. */
export function validate<S extends ZodType>(part: Part, schema: S): Middleware {
  return async (ctx, next) => {
    const raw = part === "body" ? ctx.request.body : part === "query" ? ctx.query : (ctx as unknown as { params: unknown }).params;
    const result = schema.safeParse(raw ?? {});
    if (!result.success) ctx.throw(400, describeZodIssue(result.error, part));
    ctx.state.input = { ...ctx.state.input, [part]: result.data };
    await next();
  };
}

export function inputOf<S extends ZodType>(state: { input?: Record<string, unknown> }, part: Part, _schema: S): z.infer<S> {
  return state.input?.[part] as z.infer<S>;
}
