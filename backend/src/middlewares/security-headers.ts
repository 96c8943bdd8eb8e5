import { createHash } from "node:crypto";
import type { AppConfig } from "@tradewire/core/schemas/config";
import type { Context, Middleware } from "koa";
import helmet from "koa-helmet";

type ConfigUsed = Pick<AppConfig, "publicUrl" | "oidcIssuer" | "MAP_TILE_URL" | "TRAFFIC_CHART_IRAN_URL" | "TRAFFIC_CHART_ISRAEL_URL">;

/** A year: browsers keep to https that long after the last answer that said so. */
const HSTS = "max-age=31536000";

/**
 * The one page the app frames itself: oidc-client-ts renews a token in a hidden frame that the identity
 * provider sends back here (the built-in provider gives the browser no refresh token). Only this origin
 * may frame it; every other answer may be framed by nobody.
 */
const SELF_FRAMED_PATH = "/auth/callback";

const originOf = (url: string) => new URL(url).origin;

/**
 * Where a tile URL template's tiles come from: its origin, with a placeholder in the host name (a
 * `{s}` or `{prefix}` subdomain) widened to `*.` of the rest, the one wildcard a CSP source allows.
 */
export function tileSourceOf(template: string): string {
  const [, scheme, host] = /^(https?):\/\/([^/?#]+)/i.exec(template) ?? [];
  if (!scheme || !host) return originOf(template);
  if (!host.includes("{")) return originOf(template.replace(/\{[^}]*\}/g, "0"));
  const labels = host.split(".");
  const fixed = labels.slice(labels.findLastIndex((label) => label.includes("{")) + 1);
  return `${scheme.toLowerCase()}://*.${fixed.join(".").toLowerCase()}`;
}

/**
 * The content security policy: everything the app loads, from where, and nothing else.
 * - Scripts only from this origin (Vite's build has no inline script); the identity provider's pages add
 *   the hash of their one inline script to their own answer (`allowInlineScript`).
 * - Styles from this origin plus inline ones: lightweight-charts and Radix's dialogs (react-remove-scroll)
 *   add `<style>` elements written at run time (a scroll bar's width), so no hash can name them; both
 *   were seen blocked without 'unsafe-inline'. A style cannot run code, and a nonce would mean rewriting
 *   index.html for every request.
 * - Images and fetches from the map tile server (MapLibre fetches tiles in its worker, decodes them to
 *   `blob:` images); its worker may start from a `blob:` URL. deck.gl fetches its marker atlas from a
 *   `data:` URL.
 * - The traffic-chart pages in frames; fetched too, because the panel first probes whether they answer.
 * - The identity provider in a hidden frame (oidc-client-ts renews a token there when it has no refresh
 *   token), and fetched for its discovery document and token endpoint.
 * - The socket: ws: or wss: to the public origin ('self' covers it only in newer browsers).
 * - No site may frame the app (clickjacking); the token renewal page only the app itself.
 */
export function contentSecurityPolicy(config: ConfigUsed, framedBy: "'none'" | "'self'" = "'none'"): Record<string, string[]> {
  const publicUrl = new URL(config.publicUrl);
  const https = publicUrl.protocol === "https:";
  const socket = `${https ? "wss" : "ws"}://${publicUrl.host}`;
  const tiles = tileSourceOf(config.MAP_TILE_URL);
  const charts = [...new Set([config.TRAFFIC_CHART_IRAN_URL, config.TRAFFIC_CHART_ISRAEL_URL].map(originOf))];
  // 'self' when the built-in provider serves the app's own origin.
  const issuer = originOf(config.oidcIssuer) === publicUrl.origin ? "'self'" : originOf(config.oidcIssuer);
  const unique = (sources: string[]) => [...new Set(sources)];
  return {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": unique(["'self'", "data:", "blob:", tiles]),
    "font-src": ["'self'"],
    "connect-src": unique(["'self'", socket, "data:", tiles, ...charts, issuer]),
    "worker-src": ["'self'", "blob:"],
    "frame-src": unique([...charts, issuer]),
    "frame-ancestors": [framedBy],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
    ...(https ? { "upgrade-insecure-requests": [] } : {}),
  };
}

/**
 * Security headers on every answer (API, errors, 304s, the built frontend, the identity provider's
 * pages): mounted first, so they are on the response before anything downstream answers.
 * HSTS only over https (a PUBLIC_URL in https, or a request that came in secure): over plain http
 * browsers ignore it, and a development server must not pin localhost to https.
 * The referrer policy sends only the origin to other sites: OpenStreetMap's tile servers refuse
 * requests without a Referer, and no path or query (a sign-in attempt's id) leaves the app.
 */
export function securityHeaders(config: ConfigUsed): Middleware {
  const headersFor = (framedBy: "'none'" | "'self'") =>
    headersSetBy(
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, framedBy) },
        crossOriginEmbedderPolicy: false,
        referrerPolicy: { policy: "strict-origin-when-cross-origin" },
        strictTransportSecurity: false,
        xFrameOptions: { action: framedBy === "'self'" ? "sameorigin" : "deny" },
      }),
    );
  const unframed = headersFor("'none'");
  const selfFramed = headersFor("'self'");
  const alwaysHttps = new URL(config.publicUrl).protocol === "https:";
  return async (ctx, next) => {
    const { res } = ctx;
    for (const [name, value] of ctx.path === SELF_FRAMED_PATH ? selfFramed : unframed) res.setHeader(name, value);
    if (alwaysHttps || ctx.secure) res.setHeader("Strict-Transport-Security", HSTS);
    await next();
  };
}

/**
 * The headers a helmet middleware sets, read once by running it on a response that only records them:
 * every policy here is fixed at start-up (no per-request nonce), so each answer gets the very same list,
 * set in a loop instead of a dozen middleware calls and a promise per request (a tenth of a cached
 * read's time). Headers helmet removes (X-Powered-By) Koa never sets.
 */
function headersSetBy(middleware: Middleware): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    getHeader: (name: string) => headers.get(name),
    removeHeader: (name: string) => headers.delete(name),
  };
  // helmet sets its headers before it calls on (koa-helmet calls `next` a tick later, which is not needed here).
  void middleware({ req: { headers: {} }, res } as unknown as Context, async () => {});
  if (!headers.has("Content-Security-Policy")) throw new Error("helmet did not set its headers at once");
  return [...headers];
}

/**
 * Lets this one answer run `script` inline: its hash joins the answer's script-src (as oidc-provider
 * does for its form_post page). Returns the script, to be written into the page unchanged.
 */
export function allowInlineScript(ctx: Context, script: string): string {
  const policy = ctx.response.get("Content-Security-Policy");
  if (!policy) return script;
  const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
  ctx.set(
    "Content-Security-Policy",
    policy
      .split(";")
      .map((directive) => (directive.trim().startsWith("script-src ") ? `${directive} ${hash}` : directive))
      .join(";"),
  );
  return script;
}
