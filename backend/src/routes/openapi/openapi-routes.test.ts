import type { Router } from "@koa/router";
import { errorBodySchema, openApiDocumentSchema, type OpenApiDocument } from "@tradewire/core";
import { makeFeedArticle, makeSourceState } from "@tradewire/db/testing/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonAnswerOf, type RouteDefinition } from "../../http/define-route";
import { openApiPath } from "../../http/openapi-document";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";

interface Operation {
  parameters: { name: string; in: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: unknown }>;
}

/** Answers that carry no body: 204 and redirects. */
const bodyless = (status: string) => status === "204" || status.startsWith("3");

describe("GET /api/openapi.json", () => {
  let app: TestServer;
  let document: OpenApiDocument;
  beforeAll(async () => {
    app = await startTestServer();
    const response = await fetch(`${app.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    document = openApiDocumentSchema.parse(await response.json());
  });
  afterAll(async () => {
    await app?.close();
  });

  const operationOf = (route: Pick<RouteDefinition, "method" | "path">) => document.paths[openApiPath(route.path)]?.[route.method] as Operation | undefined;

  /**
   * "get /api/report/{id}" for every route of every router mounted on the app, however it was registered:
   * router.routes() hands Koa a dispatcher that points back at its router. HEAD is Koa's shadow of GET.
   */
  const servedRoutes = () =>
    app.server.app.middleware
      .flatMap((middleware) => (middleware as { router?: Router }).router?.stack ?? [])
      .flatMap((layer) => layer.methods.filter((method) => method !== "HEAD").map((method) => `${method.toLowerCase()} ${openApiPath(String(layer.path))}`));
  const documentedRoutes = () => Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));

  it("is OpenAPI 3.1 and documents exactly the routes the app serves", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(servedRoutes()).toContain("post /oidc/interaction/{uid}/login");
    expect(servedRoutes().length).toBeGreaterThanOrEqual(17);
    expect(documentedRoutes().sort()).toEqual(servedRoutes().sort());
  });

  it("gives every answer a schema (but 204s and redirects), and every input its parameters or body", () => {
    for (const route of app.server.routes) {
      const name = `${route.method} ${route.path}`;
      const operation = operationOf(route)!;
      const statuses = Object.keys(operation.responses);
      expect(statuses.filter((status) => Number(status) < 400).length, `${name} has no success answer`).toBeGreaterThan(0);
      for (const status of statuses.filter((status) => !bodyless(status))) {
        expect(operation.responses[status]!.content, `${name} ${status}`).toBeDefined();
      }
      for (const param of route.path.match(/:(\w+)/g) ?? []) {
        expect(operation.parameters, name).toContainEqual(expect.objectContaining({ name: param.slice(1), in: "path" }));
      }
      expect(operation.parameters.some((parameter) => parameter.in === "query"), `${name} query`).toBe(Boolean(route.query));
      expect(Boolean(operation.requestBody), `${name} body`).toBe(Boolean(route.body));
    }
  });

  it("describes the feed's filters, an admin route's errors and a rate limit", () => {
    const feed = document.paths["/api/articles"]!.get as Operation;
    expect(feed.parameters.map((parameter) => parameter.name)).toEqual(["limit", "before", "impact", "source", "tag", "ticker", "also_related", "q"]);
    const build = document.paths["/api/report/{id}"]!.post as Operation;
    expect(Object.keys(build.responses).sort()).toEqual(["200", "400", "401", "403", "404", "502"]);
    expect(build.responses["404"]).toMatchObject({ content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } });
    const events = document.paths["/api/events"]!.post as Operation;
    expect(events.responses["429"]).toMatchObject({ description: "More than 120 requests in 60 s from one client" });
  });

  it("matches what the routes really answer, errors included", async () => {
    const { id } = await makeFeedArticle(app.database.db, { title: "US raises steel tariffs", tickers: ["NVDA"] });
    await makeSourceState(app.database.db, "reuters-world");
    const trader = await app.tokenFor("trader@demo.local");
    const admin = await app.tokenFor("admin@demo.local");
    const calls: { route: string; url: string; token?: string; body?: unknown }[] = [
      { route: "get /healthz", url: "/healthz" },
      { route: "get /api/config", url: "/api/config" },
      { route: "get /api/users/me", url: "/api/users/me", token: trader },
      { route: "get /api/users/me", url: "/api/users/me" },
      { route: "get /api/articles", url: "/api/articles?limit=5", token: trader },
      { route: "get /api/articles", url: "/api/articles?limit=0", token: trader },
      { route: "get /articles/latest", url: "/articles/latest?limit=5" },
      { route: "get /articles/middle-east", url: "/articles/middle-east" },
      { route: "get /api/sources", url: "/api/sources", token: admin },
      { route: "get /api/sources", url: "/api/sources", token: trader },
      { route: "get /api/tickers/search", url: "/api/tickers/search?q=NV", token: trader },
      { route: "get /api/articles/:id/tickers", url: `/api/articles/${id}/tickers`, token: trader },
      { route: "get /api/articles/:id/tickers", url: "/api/articles/999999999/tickers", token: trader },
      { route: "post /api/articles/:id/tickers", url: `/api/articles/${id}/tickers`, token: admin, body: [{ ticker: "NVDA" }] },
      { route: "get /api/report/:id", url: `/api/report/${id}`, token: trader },
      { route: "get /oidc/interaction/:uid/details", url: "/oidc/interaction/gone/details" },
    ];
    const statuses = new Set<number>();
    for (const call of calls) {
      const response = await fetch(`${app.url}${call.url}`, {
        method: call.body ? "POST" : "GET",
        headers: { ...(call.token ? { authorization: `Bearer ${call.token}` } : {}), ...(call.body ? { "content-type": "application/json" } : {}) },
        ...(call.body ? { body: JSON.stringify(call.body) } : {}),
      });
      const route = app.server.routes.find((candidate) => `${candidate.method} ${candidate.path}` === call.route)!;
      const documented = operationOf(route)!.responses[response.status];
      expect(documented, `${call.url} answered an undocumented ${response.status}`).toBeDefined();
      // Errors a route's access or input implies are documented as the shared error body.
      const schema = jsonAnswerOf(route.answers[response.status]) ?? (response.status >= 400 ? errorBodySchema : undefined);
      const parsed = schema!.safeParse(await readJson(response));
      expect(parsed.error, `${call.url} ${response.status}`).toBeUndefined();
      statuses.add(response.status);
    }
    expect([...statuses].sort()).toEqual([200, 400, 401, 403, 404]);
  });
});
