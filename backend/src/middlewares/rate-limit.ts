import type { Middleware } from "koa";
import { HttpError } from "../http/http-error";

/**
 * A fixed-window limit per client (user, else IP), in this process. Enough to stop a runaway client;
 * with several API nodes each node counts on its own.
 */
export function rateLimit({ max, windowMs }: { max: number; windowMs: number }): Middleware {
  const windows = new Map<string, { start: number; count: number }>();
  return async (ctx, next) => {
    const now = Date.now();
    const key = ctx.state.user ? `user:${ctx.state.user.id}` : `ip:${ctx.ip}`;
    let window = windows.get(key);
    if (!window || now - window.start >= windowMs) {
      if (windows.size > 10_000) windows.clear();
      window = { start: now, count: 0 };
      windows.set(key, window);
    }
    if (++window.count > max) {
      const retryAfter = Math.ceil((window.start + windowMs - now) / 1000);
      throw new HttpError(429, `Too many requests; try again in ${retryAfter} s`, { "Retry-After": String(retryAfter) });
    }
    await next();
  };
}
