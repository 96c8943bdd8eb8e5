import { z } from "zod";
import type { DatabaseEngine, JobEngine } from "../wire-constants";

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: "must be a comma-separated list of e-mail addresses" })));

const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.url({ protocol: protocols, message: `must be a ${hint} URL` }).optional());

/** An empty value (a compose file's `${VAR:-}`) is the same as an unset one. */
const unsetWhenEmpty = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

/** Every environment variable the processes read; docs/operations.md documents each one (its table is generated from this). */
export const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/, "postgres://"),
  REDIS_URL: optionalUrl(/^rediss?$/, "redis://"),
  REDIS_PREFIX: z.string().regex(/^[\w:.-]+$/, "may hold letters, digits, ':', '.', '_' and '-'").default("tradewire"),
  PUBLIC_URL: optionalUrl(/^https?$/, "http(s)://"),
  OIDC_ISSUER: optionalUrl(/^https?$/, "http(s)://"),
  OIDC_CLIENT_ID: z.string().min(1).default("tradewire-web"),
  OIDC_AUDIENCE: z.string().min(1).default("urn:tradewire:api"),
  ADMIN_EMAILS: emailList.default(["admin@demo.local"]),
  SOURCES: z.enum(["live", "replay", "off"]).default("live"),
  SOURCES_FILE: z.string().min(1).optional(),
  REPLAY_INTERVAL_MS: z.coerce.number().int().min(100).default(30_000),
  PRICE_SOURCE: z.enum(["auto", "yahoo", "replay"]).default("auto"),
  YAHOO_BASE_URL: z.url({ protocol: /^https?$/, message: "must be an http(s):// URL" }).default("https://query1.finance.yahoo.com"),
  QUOTES_INTERVAL_MS: z.coerce.number().int().min(1_000).default(60_000),
  REACTIONS_INTERVAL_MS: z.coerce.number().int().min(1_000).default(60_000),
  REACTIONS_OFF: booleanFlag,
  REACTION_MINUTES: z
    .string()
    .default("")
    .transform((value) => value.split(",").map((pair) => pair.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^(5m|30m|1d)=[1-9]\d{0,3}$/, "must look like '5m=1,30m=2,1d=3' (trading minutes per horizon)")))
    .transform((pairs) => Object.fromEntries(pairs.map((pair) => pair.split("=")).map(([horizon, minutes]) => [horizon!, Number(minutes)])) as Partial<Record<"5m" | "30m" | "1d", number>>),
  MOVES_INTERVAL_MS: z.coerce.number().int().min(1_000).default(60_000),
  MOVES_OFF: booleanFlag,
  MOVE_SIGMAS: z.coerce.number().positive().default(3),
  MOVE_MIN_RETURN_PERCENT: z.coerce.number().min(0).default(1),
  MOVE_MARKET_POINTS: z.coerce.number().positive().max(100).default(5),
  MOVE_MARKET_MINUTES: z.coerce.number().int().min(1).max(1_440).default(30),
  CALENDAR_INTERVAL_MS: z.coerce.number().int().min(1_000).default(60_000),
  CALENDAR_WEEK_INTERVAL_MS: z.coerce.number().int().min(60_000).default(1_800_000),
  CALENDAR_OFF: booleanFlag,
  /** Unset: as SOURCES says (live reads Nasdaq, replay the replay week). */
  CALENDAR_SOURCE: z.enum(["nasdaq", "replay"], { error: "must be nasdaq or replay" }).optional(),
  CALENDAR_NASDAQ_URL: z.url({ protocol: /^https?$/, message: "must be an http(s):// URL" }).default("https://api.nasdaq.com"),
  BENCHMARKS: z
    .string()
    .default("")
    .transform((value) => value.split(",").map((pair) => pair.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[^=]+=[A-Z0-9.^-]+$/, "must look like 'Canada=EWC,China=FXI'"))),
  POLYMARKET_GAMMA_URL: z.url({ protocol: /^https?$/, message: "must be an http(s):// URL" }).default("https://gamma-api.polymarket.com"),
  POLYMARKET_CLOB_URL: z.url({ protocol: /^https?$/, message: "must be an http(s):// URL" }).default("https://clob.polymarket.com"),
  KALSHI_API_URL: z.url({ protocol: /^https?$/, message: "must be an http(s):// URL" }).default("https://api.elections.kalshi.com/trade-api/v2"),
  MARKETS_PER_SOURCE: z.coerce.number().int().min(1).max(2_000).default(200),
  MARKETS_INTERVAL_MS: z.coerce.number().int().min(1_000).default(60_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: booleanFlag,
  METRICS_TOKEN: unsetWhenEmpty.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  METRICS_PORT: unsetWhenEmpty.pipe(z.coerce.number<string>().int().min(1).max(65535).optional()),
  HEARTBEAT_INTERVAL_MS: z.coerce.number().int().min(100).default(30_000),
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: optionalUrl(/^smtps?$/, "smtp:// or smtps://"),
  MAIL_FROM: z.string().min(3).default("Tradewire Alerts <alerts@tradewire.local>"),
  TELEGRAM_BOT_TOKEN: z.string().regex(/^\d+:[\w-]+$/, "must look like 123456:ABC-DEF...").optional(),
  TELEGRAM_API_BASE: z.url({ protocol: /^https?$/, message: "must be an http(s):// URL" }).default("https://api.telegram.org"),
  TELEGRAM_WEBHOOK_SECRET: z.string().regex(/^[\w-]{1,256}$/, "may hold letters, digits, '_' and '-'").optional(),
  ALLOW_PRIVATE_WEBHOOKS: booleanFlag,
  NEWSLETTER_URL: optionalUrl(/^https?$/, "http(s)://"),
  MAP_TILE_URL: z
    .url({ protocol: /^https?$/, message: "must be an http(s):// URL" })
    .refine((url) => ["{z}", "{x}", "{y}"].every((part) => url.includes(part)), "must hold {z}, {x} and {y}")
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  /** The Middle East view's network-traffic chart frames: a public statistics service's embeds (Cloudflare Radar's by default). */
  TRAFFIC_CHART_IRAN_URL: z.url({ protocol: /^https?$/, message: "must be an http(s):// URL" }).default("https://radar.cloudflare.com/embed/TrafficVolumeXY?location=ir&dateRange=7d"),
  TRAFFIC_CHART_ISRAEL_URL: z.url({ protocol: /^https?$/, message: "must be an http(s):// URL" }).default("https://radar.cloudflare.com/embed/TrafficVolumeXY?location=il&dateRange=7d"),
});

export type Environment = z.output<typeof environmentSchema>;

export interface AppConfig extends Environment {
  /** Origin the browser uses to reach the app; issuer and redirect URIs derive from it. */
  publicUrl: string;
  /** The built-in OpenID provider runs when no external issuer is configured. */
  builtInIdentity: boolean;
  oidcIssuer: string;
  databaseEngine: DatabaseEngine;
  jobsEngine: JobEngine;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads the environment once; a bad value becomes one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const result = environmentSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = String(issue.path[0] ?? "environment");
    const value = env[variable];
    throw new ConfigError(`Invalid ${variable}${value === undefined ? "" : ` (${JSON.stringify(value)})`}: ${issue.message}`);
  }
  const parsed = result.data;
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, "");
  return {
    ...parsed,
    publicUrl,
    builtInIdentity: !parsed.OIDC_ISSUER,
    oidcIssuer: (parsed.OIDC_ISSUER ?? `${publicUrl}/oidc`).replace(/\/+$/, ""),
    databaseEngine: parsed.DATABASE_URL ? "postgres" : "pglite",
    jobsEngine: parsed.REDIS_URL ? "bullmq" : "inline",
  };
}
