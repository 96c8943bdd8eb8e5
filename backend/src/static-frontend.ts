import { existsSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { join } from "node:path";
import type { Middleware } from "koa";
import serve from "koa-static";

const SERVER_PATHS = /^\/(api|oidc|socket\.io|articles|report|healthz)(\/|$)/;

/** Files under /assets/ carry a hash of their content in their name: a new build gives new names. */
export const HASHED_ASSET_CACHE = "public, max-age=31536000, immutable";
/** index.html (and anything else without a hash) is asked again each time, so a deploy shows at once. */
export const REVALIDATED_CACHE = "no-cache";

/**
 * Serves a directory with the brotli or gzip copy made at build time when the browser accepts it
 * (`name.br`, `name.gz` beside `name`), under the given caching. The headers are set only on a file
 * found, so a 404 is never cached for a year.
 */
function servePrecompressed(distDir: string, cacheControl: string): Middleware {
  return serve(distDir, {
    index: "index.html",
    brotli: true,
    gzip: true,
    setHeaders: (res: ServerResponse) => {
      res.setHeader("Cache-Control", cacheControl);
      res.setHeader("Vary", "Accept-Encoding");
    },
  });
}

/** Serves the built frontend; any other GET that wants HTML gets index.html so the SPA router decides. */
export function staticFrontend(distDir: string): Middleware {
  const assets = servePrecompressed(distDir, HASHED_ASSET_CACHE);
  const files = servePrecompressed(distDir, REVALIDATED_CACHE);
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
    // no-cache means "ask again": an unchanged index.html then costs a 304 and no body.
    if (ctx.status === 200 && ctx.fresh) ctx.status = 304;
  };
}
