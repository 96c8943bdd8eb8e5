/**
 * The environment-variable table of docs/operations.md, generated from the configuration schema
 * (`environmentSchema` in core/src/schemas/config.ts): one row per variable, its default read from the
 * schema, its meaning from `variableDocs` below (or from the field's own zod description, if it gets one).
 *
 *   npm run docs:env            rewrites the table between the env-table markers of docs/operations.md
 *   environment-table.test.ts   fails when the committed table differs from this one, so a new variable
 *                               without a description, or a changed default, fails `npm test`
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { environmentSchema } from "@tradewire/core/schemas/config";
import { repoRoot } from "../app-version";

export const operationsDoc = fileURLToPath(new URL("docs/operations.md", repoRoot));
export const tableStart = "<!-- env-table:start -->";
export const tableEnd = "<!-- env-table:end -->";

export interface VariableDoc {
  /** Markdown: what the variable does. */
  description: string;
  /**
   * Markdown for the default column when the schema itself has none (the field is optional) but the code
   * fills the gap after parsing; otherwise the column says `unset`. Only for fields without a schema default.
   */
  unsetMeans?: string;
}

/** The meaning of every variable of `environmentSchema`, keyed by name. */
export const variableDocs: Record<string, VariableDoc> = {
  PORT: {
    description: "HTTP port of the app, API, sockets and built-in identity provider",
  },
  HOST: {
    description: "interface to listen on",
  },
  PUBLIC_URL: {
    unsetMeans: "`http://localhost:$PORT`",
    description: "origin browsers use to reach the app; the built-in issuer (`$PUBLIC_URL/oidc`) and the sign-in redirect URIs derive from it",
  },
  DATA_DIR: {
    description: "PGlite database and the built-in provider's signing and cookie keys (`identity-secrets.json`)",
  },
  DATABASE_URL: {
    description: "`postgres://` URL; unset means embedded PGlite in `DATA_DIR`",
  },
  REDIS_URL: {
    description: "`redis://` URL; set means BullMQ jobs and the Redis Socket.IO adapter (run `npm run workers` too)",
  },
  REDIS_PREFIX: {
    description: "prefix of every Redis key (queues, event stream, socket adapter stream, rate-limit counts)",
  },
  OIDC_ISSUER: {
    description: "external OpenID provider; unset runs the built-in one with the demo accounts",
  },
  OIDC_CLIENT_ID: {
    description: "OAuth client id of the web app (public client, PKCE)",
  },
  OIDC_AUDIENCE: {
    description: "audience the API requires in access tokens",
  },
  ADMIN_EMAILS: {
    description: "comma-separated; these users are admins, everyone else is not (checked at every request)",
  },
  SOURCES: {
    description: "`live`: poll the sources of `SOURCES_FILE`; when every one of them fails (no network), the replay set keeps the screens alive and the footer says so. `replay`: only the bundled replay set (seeds an empty database, then releases a story every `REPLAY_INTERVAL_MS`). `off`: no news ingestion",
  },
  SOURCES_FILE: {
    unsetMeans: "`platform/sources.json`",
    description: "the list of live sources (id, name, format `rss`/`atom`/`google-news`/`gdelt`, url, `intervalSeconds`, `wire`); edit it to add or drop a feed",
  },
  REPLAY_INTERVAL_MS: {
    description: "how often the replay source releases a held-back story as breaking news (each of the 40 once; then it stays quiet)",
  },
  PRICE_SOURCE: {
    description: "prices for stock reports: `yahoo` (chart API), `replay` (bundled deterministic histories, `workers/data/replay-prices.json`), or `auto`: Yahoo while the feed is live, replay while it replays, so invented stories never meet real prices",
  },
  YAHOO_BASE_URL: {
    description: "the chart API's origin (tests point it at a loopback server)",
  },
  QUOTES_INTERVAL_MS: {
    description:
      "how often the `refresh-quotes` job refreshes the quotes of the tickers the last 24 hours' stories name (the feed's move since each story) and pushes `quote.updated`; live mode asks Yahoo for 20 symbols a run, in turns",
  },
  REACTIONS_INTERVAL_MS: {
    description:
      "how often the `measure-reactions` job measures what stories did to their tickers (abnormal return against the benchmark at 5 and 30 trading minutes and one session, in the ticker's own standard deviations) and what calendar releases did to SPY, TLT and UUP, a country's fund or the company (5 and 30 minutes, pushed as `calendar.updated`) once each horizon closes",
  },
  REACTIONS_OFF: {
    description:
      "`true` leaves stories' and releases' reactions unmeasured: the browser tests turn the job off (its first run caches a month of 5-minute bars a ticker) but where they look at reactions",
  },
  REACTION_MINUTES: {
    description: "shorter horizons for a demo or a test, in trading minutes, e.g. `5m=1,30m=2,1d=3`; empty keeps 5, 30 and 390",
  },
  MOVES_INTERVAL_MS: {
    description:
      "how often the `detect-moves` job looks for moves: the last closed 5 minutes of the stocks in the news and on members' lists, and the followed markets' probabilities; each move is stored with the stories that may explain it and pushed as `move.detected`",
  },
  MOVES_OFF: {
    description: "`true` looks for no moves: the browser tests turn the job off but where they look at moves",
  },
  MOVE_SIGMAS: {
    description: "a stock moves when its 5-minute abnormal return is at least this many of its own standard deviations (20 sessions of 5-minute bars)…",
  },
  MOVE_MIN_RETURN_PERCENT: {
    description: "…and at least this many percent",
  },
  MOVE_MARKET_POINTS: {
    description: "a prediction market moves when its probability changes by at least this many points…",
  },
  MOVE_MARKET_MINUTES: {
    description: "…within this many minutes",
  },
  CALENDAR_INTERVAL_MS: {
    description:
      "how often the `poll-calendar` job reads today's macro releases and earnings (Nasdaq's public calendars, or the replay week when `SOURCES=replay`), storing actuals as they come out and pushing each as `calendar.released`",
  },
  CALENDAR_WEEK_INTERVAL_MS: {
    description: "how often it reads the whole window, yesterday to a week ahead (consensus changes, revised previous values, postponed events)",
  },
  CALENDAR_OFF: {
    description: "`true` reads no calendar",
  },
  CALENDAR_SOURCE: {
    description: "`nasdaq` or `replay` reads the calendar from there whatever `SOURCES` says (a demo's replay news with the live calendar, or a test's loopback Nasdaq); unset follows `SOURCES`",
  },
  CALENDAR_NASDAQ_URL: {
    description: "where Nasdaq's calendar API answers (`/api/calendar/economicevents`, `/api/calendar/earnings`); tests point it at a loopback server",
  },
  BENCHMARKS: {
    description: "benchmark per listing country for abnormal returns, e.g. `Canada=EWC,China=FXI`; everything else is measured against SPY",
  },
  POLYMARKET_GAMMA_URL: {
    description: "Polymarket's market list API (tests point it at a loopback server)",
  },
  POLYMARKET_CLOB_URL: {
    description: "Polymarket's price-history API",
  },
  KALSHI_API_URL: {
    description: "Kalshi's public market API",
  },
  MARKETS_PER_SOURCE: {
    description: "open markets read from each platform per poll (1–2000)",
  },
  MARKETS_INTERVAL_MS: {
    description: "how often the market list is read (live platforms, or the replay markets' prices); at least 1000",
  },
  LOG_LEVEL: {
    description: "pino level: `fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`",
  },
  TRUST_PROXY: {
    description: "`true` behind a reverse proxy, so `X-Forwarded-*` headers are honoured: the client address (rate limits) is the rightmost `X-Forwarded-For` entry, the one the proxy saw, whatever the client wrote before it; `X-Forwarded-Proto: https` turns on HSTS. `false`: both headers are ignored",
  },
  METRICS_TOKEN: {
    description: "bearer token a Prometheus scrape must send (`Authorization: Bearer …`, at least 16 characters) to read `GET /metrics` of an API node or of a worker's `METRICS_PORT`; unset, `/metrics` answers 404 everywhere",
  },
  METRICS_PORT: {
    description: "port on which a worker process (`npm run workers`) serves `GET /metrics`, with the same token rule; unset, it serves none (API nodes serve `/metrics` on `PORT`)",
  },
  HEARTBEAT_INTERVAL_MS: {
    description: "interval of the `publish-heartbeat` job that pushes `system.tick` (the footer's live clock)",
  },
  APP_SECRET: {
    unsetMeans: "generated",
    description: "seals stored secrets (webhook signing secrets), at least 32 characters; embedded mode generates one into `DATA_DIR/app-secret` when unset; scaled mode requires it (API nodes and workers must share it)",
  },
  SMTP_URL: {
    description: "`smtp://` or `smtps://` (with `user:pass@` if needed) server for email alerts; unset, emails are kept in the `email_outbox` table and email channels say email is not configured",
  },
  MAIL_FROM: {
    description: "the From of alert emails",
  },
  TELEGRAM_BOT_TOKEN: {
    description: "the Telegram bot that sends alerts; its username (from `getMe`) makes each channel's `https://t.me/<bot>?start=<channel_key>` link",
  },
  TELEGRAM_API_BASE: {
    description: "the Bot API host (tests point it at a loopback server)",
  },
  TELEGRAM_WEBHOOK_SECRET: {
    description: "set when Telegram's webhook points at `POST /api/telegram/webhook` (its `X-Telegram-Bot-Api-Secret-Token`); unset, updates are polled with `getUpdates` every 5 s",
  },
  ALLOW_PRIVATE_WEBHOOKS: {
    description: "development and tests only: lets webhooks use http:// and private, loopback or link-local addresses, which the SSRF guard otherwise refuses",
  },
  NEWSLETTER_URL: {
    description: "an external mailing-list form (http(s)://) that `POST /api/newsletter/subscribe` passes each sign-up to, form-encoded as `email=<address>` (a refusal or no answer within 10 s answers 502); unset, sign-ups are kept in the `newsletter_subscribers` table, one row per lower-cased address",
  },
  MAP_TILE_URL: {
    description: "the raster tiles under the Israel-Iran map, an http(s):// template with `{z}`, `{x}` and `{y}` (the browser fetches them; the attribution shown is OpenStreetMap's); when tiles cannot load (offline), the map still draws its bundled country outlines",
  },
  TRAFFIC_CHART_IRAN_URL: {
    description: "the Iran network-traffic chart framed in the Israel-Iran view's panels (any http(s):// page a public statistics service lets others frame; sent to the browser in `GET /api/config`); when the browser cannot reach it (offline), the panel shows a plain link instead",
  },
  TRAFFIC_CHART_ISRAEL_URL: {
    description: "the same for Israel",
  },
};

/** The zod 4 internals this file reads: every schema keeps its definition at `_zod.def`. */
interface SchemaDef {
  type: string;
  defaultValue?: unknown;
  innerType?: Field;
  in?: Field;
}
interface Field {
  _zod: { def: SchemaDef };
  description?: string | undefined;
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

/** The schema's own default: a `.default()` found through optional, nullable and pipe (its input side) wrappers. */
export function schemaDefault(field: Field): { found: true; value: unknown } | { found: false } {
  for (let node: Field | undefined = field; node; ) {
    const def: SchemaDef = node._zod.def;
    if (def.type === "default" || def.type === "prefault") return { found: true, value: def.defaultValue };
    node = def.type === "pipe" ? def.in : def.innerType;
  }
  return { found: false };
}

const code = (text: string) => `\`${text}\``;

function renderValue(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? "empty" : code(value.join(","));
  if (value === "") return "empty";
  return code(String(value));
}

/** The default column: the schema's default, else what parsing an absent value gives (`false` for flags), else `unset`. */
export function defaultCell(field: Field, doc: VariableDoc | undefined): string {
  const declared = schemaDefault(field);
  if (declared.found) return renderValue(declared.value);
  const absent = field.safeParse(undefined);
  if (absent.success && absent.data !== undefined) return renderValue(absent.data);
  return doc?.unsetMeans ?? "unset";
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

/** The Markdown table, one row per variable in the schema's order. Throws when a variable has no description. */
export function environmentTable(shape: Record<string, unknown> = environmentSchema.shape, docs: Record<string, VariableDoc> = variableDocs): string {
  const rows = Object.entries(shape).map(([name, value]) => {
    const field = value as Field;
    const description = field.description ?? docs[name]?.description;
    if (!description) throw new Error(`${name} has no description: add it to variableDocs in scripts/src/docs/environment-table.ts`);
    return `| ${code(name)} | ${cell(defaultCell(field, docs[name]))} | ${cell(description)} |`;
  });
  return ["| variable | default | meaning |", "|---|---|---|", ...rows].join("\n");
}

/** The table between the markers of a Markdown text, or undefined when the markers are missing. */
export function tableIn(markdown: string): string | undefined {
  const start = markdown.indexOf(tableStart);
  const end = markdown.indexOf(tableEnd, start);
  if (start < 0 || end < 0) return undefined;
  return markdown.slice(start + tableStart.length, end).trim();
}

/** The Markdown text with the table between its markers replaced. */
export function withTable(markdown: string, table: string): string {
  const start = markdown.indexOf(tableStart);
  const end = markdown.indexOf(tableEnd, start);
  if (start < 0 || end < 0) throw new Error(`${tableStart} … ${tableEnd} not found`);
  return `${markdown.slice(0, start + tableStart.length)}\n${table}\n${markdown.slice(end)}`;
}

function main(args: string[]) {
  const table = environmentTable();
  if (!args.includes("--write")) {
    process.stdout.write(`${table}\n`);
    return;
  }
  const before = readFileSync(operationsDoc, "utf8");
  const after = withTable(before, table);
  if (after !== before) writeFileSync(operationsDoc, after);
  process.stdout.write(`docs/operations.md: environment table ${after === before ? "already up to date" : "rewritten"}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main(process.argv.slice(2));
