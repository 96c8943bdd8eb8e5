import type { AppConfig } from "@tradewire/core/schemas/config";
import { createChannel, type Database } from "@tradewire/db";
import { makeAlert, makeFeedArticle, makePredictionMarket, makePriceBars, makeUser } from "@tradewire/db/testing/factories";
import { alertStopUrl } from "@tradewire/platform";
import { DEMO_PASSWORD } from "../identity/demo-accounts";
import type { RouteContract } from "./invalid-requests";
import type { Hints } from "./zod-samples";

/**
 * Records the generated route tests point their valid requests at, so that a request is refused for the
 * part a test broke and not for an id that does not exist. Shared records (a story, markets, prices) are
 * made in the database; each caller's own records (a channel, an alert) through the API.
 */
/** A closed port on loopback: outside services the routes might call answer "connection refused", at once. */
const NOWHERE = "http://127.0.0.1:9";

/**
 * The environment of a test server whose every route can be called with generated input: prices from the replay
 * set, every outside service pointed nowhere (nothing leaves the machine), a Telegram webhook secret and an app secret.
 */
export const everyRouteEnv = (telegramSecret: string, appSecret: string) => ({
  PRICE_SOURCE: "replay",
  APP_SECRET: appSecret,
  TELEGRAM_WEBHOOK_SECRET: telegramSecret,
  YAHOO_BASE_URL: NOWHERE,
  POLYMARKET_GAMMA_URL: NOWHERE,
  POLYMARKET_CLOB_URL: NOWHERE,
  KALSHI_API_URL: NOWHERE,
  TELEGRAM_API_BASE: NOWHERE,
});

export interface SharedRecords {
  /** A story with tickers and a market, ten days old: "run now" on an alert finds nothing to deliver. */
  articleId: number;
  /** An open market nobody watches unless a test makes them. */
  marketId: number;
  /** A symbol with cached price bars. */
  symbol: string;
  /** Listed tickers (the editor's ticker routes refuse unknown ones). */
  tickers: string[];
  /** The stop-link token of an alert of someone else's (the link needs no sign-in). */
  stopToken: string;
}

export interface OwnRecords {
  channelId: number;
  alertId: number;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

export async function seedSharedRecords(db: Database, config: AppConfig): Promise<SharedRecords> {
  const tickers = ["NVDA", "AMD"];
  const article = await makeFeedArticle(db, {
    title: "Fixture: US widens chip export curbs",
    datePublished: daysAgo(10),
    tickers,
    markets: [{ question: "Fixture: chip curbs widened by June?", slug: "fixture-chip-curbs", closed: false }],
  });
  const market = await makePredictionMarket(db, { question: "Fixture: tariffs above 50% by June?", slug: "fixture-tariffs" });
  await makePriceBars(db, "NVDA", [100, 101, 102, 103]);
  const owner = await makeUser(db);
  const channel = await createChannel(db, owner.id, { channelName: "Fixture mail", type: "email", email: "fixture@example.com", endpoint: null, channelKey: null, signingSecret: null });
  const alert = await makeAlert(db, owner.id, channel.id, { name: "Fixture alert" });
  const stopToken = new URL(await alertStopUrl(config, { alertId: alert.id, userId: owner.id })).searchParams.get("token")!;
  return { articleId: article.id, marketId: market.id, symbol: "NVDA", tickers, stopToken };
}

/** A caller's email channel and an alert on it, made as that caller would (the API), answering their ids. */
export async function createOwnRecords(origin: string, token: string, label: string): Promise<OwnRecords> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${origin}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (response.status !== 201) throw new Error(`POST ${path} for ${label} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  };
  const channel = await post("/api/alert/channel", { channel_name: `${label} desk mail`, type: "email", email: `${label.toLowerCase().replace(/\W+/g, "-")}@example.com` });
  const alert = await post("/api/alert/alert", { name: `${label} tariff alert`, channel_id: channel.channel_id, include_tags: ["tariffs"] });
  return { channelId: channel.channel_id as number, alertId: alert.alert_id as number };
}

/** What a path's `:id` names, from the segment before it: /api/alert/alert/:id is an alert, /api/alert/channel/:id a channel. Stories unless known otherwise. */
export function idResourceOf(route: Pick<RouteContract, "path">): "alert" | "channel" | "market" | "article" {
  const segment = /\/([^/]+)\/:id(?:\/|$)/.exec(route.path)?.[1];
  if (segment === "alert") return "alert";
  if (segment === "channel") return "channel";
  if (segment === "prediction-markets") return "market";
  return "article";
}

/** The hints of a valid request of the route by a caller with these records (or none: a visitor). */
export function hintsFor(route: Pick<RouteContract, "path">, shared: SharedRecords, own?: OwnRecords): Hints {
  const resource = idResourceOf(route);
  const ids = { alert: own?.alertId ?? 1, channel: own?.channelId ?? 1, market: shared.marketId, article: shared.articleId };
  return {
    id: ids[resource],
    channel_id: own?.channelId ?? 1,
    alert_id: own?.alertId ?? 1,
    market_id: String(shared.marketId),
    ids: String(shared.marketId),
    symbol: shared.symbol,
    ticker: shared.tickers[0],
    token: shared.stopToken,
    // The built-in provider's demo sign-in; a valid address anywhere else.
    email: "trader@demo.local",
    password: DEMO_PASSWORD,
  };
}
