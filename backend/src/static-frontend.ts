import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Middleware } from "koa";
import serve from "koa-static";

const SERVER_PATHS = /^\/(api|oidc|socket\.io|articles|report|healthz)(\/|$)/;

/** Serves the built frontend; any other GET that wants HTML gets index.html so the SPA router decides. */
export function staticFrontend(distDir: string): Middleware {
  const files = serve(distDir, { index: "index.html", maxage: 0, gzip: true });
  const assets = serve(distDir, { maxage: 365 * 24 * 3600 * 1000, immutable: true });
  const hasBuild = existsSync(join(distDir, "index.html"));
  return async (ctx, next) => {
    if (!hasBuild || (ctx.method !== "GET" && ctx.method !== "HEAD") || SERVER_PATHS.test(ctx.path)) return next();
    if (ctx.path.startsWith("/assets/")) return assets(ctx, next);
    await files(ctx, async () => {
      if (ctx.accepts("html")) {
        ctx.path = "/index.html";
        await files(ctx, next);
      } else {
        await next();
      }
    });
  };
}
