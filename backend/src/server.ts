import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { JobQueue, Publish, PushEvents } from "@tradewire/core";
import type { AppConfig } from "@tradewire/core/schemas/config";
import type { DatabaseHandle } from "@tradewire/db";
import { createEventBus, createMetricsRegistry, logRedisOutages, registerHealthGauges } from "@tradewire/platform";
import type { Registry } from "prom-client";
import { Redis } from "ioredis";
import { Router } from "@koa/router";
import Koa from "koa";
import mount from "koa-mount";
import type { AppDependencies } from "./app-dependencies";
import { createAccessTokenVerifier } from "./identity/access-token-verifier";
import { createIdentityProvider } from "./identity/identity-provider";
import { loadIdentitySecrets, publicKeysOf } from "./identity/identity-secrets";
import { interactionRoutes, tokenEndpointLimit } from "./identity/interaction-routes";
import type { Logger } from "./logger";
import { createReadCaches } from "./caches/read-caches";
import { shareInvalidation } from "./caches/shared-invalidation";
import { createAuthenticator } from "./middlewares/authenticate";
import { compressAnswers } from "./middlewares/compress-answers";
import { errorHandler } from "./middlewares/error-handler";
import { rejectUnsafeText } from "./middlewares/reject-unsafe-text";
import { createRateLimiters } from "./middlewares/rate-limit";
import { securityHeaders } from "./middlewares/security-headers";
import { requestLogger } from "./middlewares/request-logger";
import { requestIds } from "./middlewares/request-ids";
import { metricsEndpoint } from "./middlewares/metrics-endpoint";
import { timeRequests } from "./middlewares/time-requests";
import { mountRoutes, type RouteDefinition } from "./http/define-route";
import { errorCodeFor } from "./http/http-error";
import { openApiRoutes } from "./routes/openapi/openapi-routes";
import { consumeEventStream } from "./realtime/event-stream-consumer";
import { createSocketServer, type SocketServer } from "./realtime/socket-server";
import { articleImpactRoutes } from "./routes/articles/article-impact-routes";
import { articleRoutes } from "./routes/articles/article-routes";
import { similarStoryRoutes } from "./routes/articles/similar-story-routes";
import { storyCalendarRoutes } from "./routes/articles/story-calendar-routes";
import { configRoutes } from "./routes/config/config-routes";
import { eventRoutes } from "./routes/events/event-routes";
import { watchHealth } from "./routes/health/health-monitor";
import { healthRoutes } from "./routes/health/health-routes";
import { alertRoutes } from "./routes/alerts/alert-routes";
import { alertStopRoutes } from "./routes/alerts/alert-stop-routes";
import { channelRoutes } from "./routes/alerts/channel-routes";
import { telegramRoutes } from "./routes/alerts/telegram-routes";
import { articleMarketRoutes } from "./routes/predictions/article-market-routes";
import { predictionRoutes } from "./routes/predictions/prediction-routes";
import { dashboardRoutes } from "./routes/dashboard/dashboard-routes";
import { deskRoutes } from "./routes/desk/desk-routes";
import { reportRoutes } from "./routes/reports/report-routes";
import { priceRoutes } from "./routes/prices/price-routes";
import { quoteRoutes } from "./routes/quotes/quote-routes";
import { tickerRoutes } from "./routes/tickers/ticker-routes";
import { sourceRoutes } from "./routes/sources/source-routes";
import { userRoutes } from "./routes/users/user-routes";
import { myTickerRoutes } from "./routes/users/my-ticker-routes";
import { savedViewRoutes } from "./routes/users/saved-view-routes";
import { scorecardRoutes } from "./routes/scorecard/scorecard-routes";
import { moveRoutes } from "./routes/moves/move-routes";
import { calendarRoutes } from "./routes/calendar/calendar-routes";
import { adminUserRoutes } from "./routes/users/admin-user-routes";
import { backupRoutes } from "./routes/admin/backup-routes";
import { worldRoutes } from "./routes/world/world-routes";
import { subscribeRoutes } from "./routes/users/subscribe-routes";
import { newsletterRoutes } from "./routes/newsletter/newsletter-routes";
import { middleEastRoutes } from "./routes/middle-east/middle-east-routes";
import { staticFrontend } from "./static-frontend";
import { settledWithin } from "@tradewire/core/domain/within";

export interface ServerOptions {
  config: AppConfig;
  database: DatabaseHandle;
  jobs: JobQueue;
  logger: Logger;
  version: string;
  /** Directory of the built frontend (frontend/dist); served with SPA fallback when it exists. */
  frontendDir?: string;
  /**
   * The process's metrics registry, served at GET /metrics: the one its inline jobs count in too, in embedded mode.
   * A fresh one when the caller has none to share.
   */
  metrics?: Registry;
}

export interface TradewireServer {
  app: Koa;
  /** Every route of the API as declared, with its schemas (what GET /api/openapi.json documents). */
  routes: readonly RouteDefinition[];
  httpServer: HttpServer;
  sockets: SocketServer;
  /** This process's metrics, as GET /metrics serves them. */
  metrics: Registry;
  /** Publish from this process: validated, to the sockets (through the adapter, of every API node) and the processors. */
  publish: Publish;
  /** Pushes events the event bus of this process has already validated. */
  push: PushEvents;
  listen(port: number, host?: string): Promise<AddressInfo>;
  close(): Promise<void>;
}

/** How long an idle kept-alive connection stays open: longer than any proxy in front keeps it. */
const KEEP_ALIVE_MS = 65_000;

export async function createServer(options: ServerOptions): Promise<TradewireServer> {
  const { config, database, logger } = options;
  const secrets = config.builtInIdentity ? await loadIdentitySecrets(config.DATA_DIR) : undefined;
  const verify = createAccessTokenVerifier({
    issuer: config.oidcIssuer,
    audience: config.OIDC_AUDIENCE,
    ...(secrets ? { localKeys: publicKeysOf(secrets) } : {}),
  });
  const auth = createAuthenticator(database.db, verify, config.ADMIN_EMAILS);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: null }) : undefined;
  if (redis) logRedisOutages(redis, logger, "api");
  const caches = createReadCaches();
  const invalidation = await shareInvalidation({ caches, redis, prefix: config.REDIS_PREFIX, logger });
  const health = await watchHealth([() => database.ping(), ...(redis ? [() => redis.ping()] : [])]);
  const metrics = options.metrics ?? createMetricsRegistry();
  registerHealthGauges(metrics, { database: () => database.ping(), ...(redis ? { redis: () => redis.ping() } : {}) });
  // Routes publish only while serving requests, after the socket server below exists.
  let started: SocketServer | undefined;
  // The answers an event makes stale are dropped, on every API node, before the event reaches a screen:
  // a client that refetches on a push gets what the push announced.
  const push: PushEvents = async (batch) => {
    await invalidation.invalidate(batch.map(({ event }) => event));
    started?.push(batch);
  };
  // The event bus every process has: what a route publishes (an editor's change) reaches the sockets and, through
  // a dispatch-event job, the same processors as what the workers publish.
  const publish = createEventBus({ push, jobs: () => options.jobs });
  const deps: AppDependencies = { ...options, auth, publish, caches, health };

  // Behind a trusted proxy the client address is the one that proxy saw (the rightmost X-Forwarded-For
  // entry): the entries before it are whatever the client wrote. Without TRUST_PROXY the header is ignored.
  const app = new Koa({ proxy: config.TRUST_PROXY, maxIpsCount: 1 });
  app.silent = true;
  const limiters = createRateLimiters({ redis, prefix: config.REDIS_PREFIX, logger });
  app.use(requestIds());
  app.use(securityHeaders(config));
  app.use(requestLogger(logger));
  app.use(metricsEndpoint(metrics, config.METRICS_TOKEN, limiters));
  app.use(timeRequests(metrics));
  app.use(compressAnswers());
  app.use(errorHandler(logger));
  app.use(rejectUnsafeText());
  const provider = secrets ? createIdentityProvider({ config, db: database.db, secrets }) : undefined;
  const routes = [
    ...healthRoutes(deps),
    ...configRoutes(deps),
    ...userRoutes(deps),
    ...myTickerRoutes(deps),
    ...savedViewRoutes(deps),
    ...scorecardRoutes(deps),
    ...moveRoutes(deps),
    ...calendarRoutes(deps),
    ...adminUserRoutes(deps),
    ...backupRoutes(deps),
    ...subscribeRoutes(deps),
    ...newsletterRoutes(deps),
    ...articleRoutes(deps),
    ...eventRoutes(deps),
    ...sourceRoutes(deps),
    ...tickerRoutes(deps),
    ...reportRoutes(deps),
    ...priceRoutes(deps),
    ...quoteRoutes(deps),
    ...predictionRoutes(deps),
    ...articleMarketRoutes(deps),
    ...articleImpactRoutes(deps),
    ...similarStoryRoutes(deps),
    ...storyCalendarRoutes(deps),
    ...dashboardRoutes(deps),
    ...deskRoutes(deps),
    ...channelRoutes(deps),
    ...alertRoutes(deps),
    ...alertStopRoutes(deps),
    ...telegramRoutes(deps),
    ...worldRoutes(deps),
    ...middleEastRoutes(deps),
    ...(provider ? interactionRoutes(provider, limiters) : []),
  ];
  const router = new Router();
  const declared = [...routes, ...openApiRoutes(routes, options.version)];
  mountRoutes(router, auth, declared, limiters);
  // The router answers a method an address does not take with 405 and its Allow header; the body says so in JSON, as
  // every error of the API does (PUT /api/users/me/tickers/ with its symbol left out reaches the list's address).
  app.use(async (ctx, next) => {
    await next();
    if (ctx.status === 405 && ctx.body == null) {
      ctx.body = { error: errorCodeFor(405), message: `${ctx.method} is not allowed here; this address takes ${ctx.response.get("Allow") || "other methods"}` };
    }
  });
  app.use(router.routes()).use(router.allowedMethods());
  if (provider && secrets) {
    // The provider signs its cookies with these keys; the parent app must use the same ones.
    app.keys = secrets.cookieKeys;
    app.use(tokenEndpointLimit(limiters));
    app.use(mount("/oidc", provider));
  }
  if (options.frontendDir) app.use(staticFrontend(options.frontendDir));

  const httpServer = createHttpServer(app.callback());
  // A kept-alive connection is closed only after the proxy's (nginx keeps idle upstream connections 60 s): with Node's
  // 5 s default, a request the proxy sent on a connection Node was closing at that moment failed with a reset.
  httpServer.keepAliveTimeout = KEEP_ALIVE_MS;
  httpServer.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const sockets = createSocketServer({ httpServer, auth, logger, redis, redisPrefix: config.REDIS_PREFIX, registry: metrics });
  started = sockets;
  const stream = redis
    ? consumeEventStream({ redis, prefix: config.REDIS_PREFIX, push, logger })
    : undefined;
  await stream?.ready;

  return {
    app,
    routes: declared,
    httpServer,
    sockets,
    metrics,
    publish,
    push,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        httpServer.once("error", reject);
        httpServer.listen(port, host, () => resolve(httpServer.address() as AddressInfo));
      }),
    async close() {
      // Graceful: stop accepting, let socket clients go (they reconnect to another node), let requests in
      // flight finish for up to DRAIN_MS (closing each kept-alive connection once it is idle), then cut
      // what is left. Redis and the event stream stay until then: a request may still publish.
      const DRAIN_MS = 5_000;
      health.close();
      const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await sockets.close();
      const idle = setInterval(() => httpServer.closeIdleConnections(), 50);
      const drained = await settledWithin(DRAIN_MS, closed);
      clearInterval(idle);
      if (!drained) {
        httpServer.closeAllConnections();
        await closed;
      }
      await invalidation.close();
      await stream?.close();
      redis?.disconnect();
    },
  };
}
