import { openApiDocumentSchema } from "@tradewire/core";
import { buildFeedArticle } from "@tradewire/db/testing/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiPath } from "../../http/openapi-document";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";

describe("GET /api/openapi.json", () => {
  let app: TestServer;
  let document: ReturnType<typeof openApiDocumentSchema.parse>;
  beforeAll(async () => {
    app = await startTestServer();
    const response = await fetch(`${app.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    document = openApiDocumentSchema.parse(await response.json());
  });
  afterAll(async () => {
    await app?.close();
  });

  /** method + OpenAPI path of every route the Koa router really serves (HEAD is Koa's shadow of GET). */
  const servedRoutes = () =>
    app.server.router.stack.flatMap((layer) =>
      layer.methods.filter((method) => method !== "HEAD").map((method) => `${method.toLowerCase()} ${openApiPath(String(layer.path))}`),
    );
  const documentedRoutes = () => Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));

  it("is OpenAPI 3.1 and documents exactly the routes the router serves", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(servedRoutes().length).toBeGreaterThanOrEqual(15);
    expect(documentedRoutes().sort()).toEqual(servedRoutes().sort());
  });

  it("gives every route an answer schema, and every input its parameters or body", () => {
    for (const route of app.server.routes) {
      const operation = document.paths[openApiPath(route.path)]![route.method] as {
        parameters: { name: string; in: string }[];
        requestBody?: unknown;
        responses: Record<string, { content?: unknown }>;
      };
      const success = Object.entries(operation.responses).filter(([status]) => Number(status) < 400);
      expect(success.length, `${route.method} ${route.path} has no success answer`).toBeGreaterThan(0);
      for (const [status, response] of success) {
        if (status !== "204" && status !== "302") expect(response.content, `${route.method} ${route.path} ${status}`).toBeDefined();
      }
      for (const name of route.path.match(/:(\w+)/g) ?? []) {
        expect(operation.parameters).toContainEqual(expect.objectContaining({ name: name.slice(1), in: "path" }));
      }
      expect(Boolean(operation.requestBody), `${route.method} ${route.path} body`).toBe(Boolean(route.body));
    }
  });

  it("describes the query filters of the feed and the error answers of an admin route", () => {
    const feed = document.paths["/api/articles"]!.get as { parameters: { name: string }[]; responses: Record<string, unknown> };
    expect(feed.parameters.map((parameter) => parameter.name)).toEqual(["limit", "before", "impact", "source", "tag", "ticker", "q"]);
    const build = document.paths["/api/report/{id}"]!.post as { responses: Record<string, unknown> };
    expect(Object.keys(build.responses).sort()).toEqual(["200", "400", "401", "403", "404", "502"]);
  });

  it("matches what the routes really answer (parsed with each route's declared answer schema)", async () => {
    const { id } = await buildFeedArticle(app.database.db, { title: "US raises steel tariffs", tickers: ["NVDA"] });
    const trader = await app.tokenFor("trader@demo.local");
    const calls: [string, string][] = [
      ["/healthz", "/healthz"],
      ["/api/config", "/api/config"],
      ["/api/users/me", "/api/users/me"],
      ["/api/articles", "/api/articles?limit=5"],
      ["/articles/latest", "/articles/latest?limit=5"],
      ["/articles/middle-east", "/articles/middle-east"],
      ["/api/tickers/search", "/api/tickers/search?q=NV"],
      ["/api/articles/:id/tickers", `/api/articles/${id}/tickers`],
      ["/api/report/:id", `/api/report/${id}`],
    ];
    for (const [path, url] of calls) {
      const response = await fetch(`${app.url}${url}`, { headers: { authorization: `Bearer ${trader}` } });
      const route = app.server.routes.find((candidate) => candidate.method === "get" && candidate.path === path)!;
      const schema = route.answers[response.status];
      expect(schema, `${url} answered an undeclared ${response.status}`).toBeTruthy();
      const body = await readJson(response);
      expect(() => schema!.parse(body), url).not.toThrow();
    }
  });
});
