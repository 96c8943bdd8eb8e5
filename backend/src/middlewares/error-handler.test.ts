import { createServer as createHttpServer, type Server } from "node:http";
import { createServer as createNetServer, type AddressInfo, type Socket } from "node:net";
import { openDatabase, tables, type DatabaseHandle } from "@tradewire/db";
import { createTestDatabase, testEngines, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { sql } from "drizzle-orm";
import Koa from "koa";
import { refuseConnections } from "../testing/refuse-connections";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger, type Logger } from "../logger";
import { readJson } from "../testing/read-json";
import { startTestServer, type TestServer } from "../testing/test-server";
import { HttpError } from "../http/http-error";
import { errorHandler } from "./error-handler";
import { jsonBody } from "./json-body";

/** A logger at its most talkative that writes into memory, so a test can read what a request logged. */
function memoryLogger(): { logger: Logger; text(): string; bytes(): number; clear(): void } {
  let lines: string[] = [];
  const logger = createLogger("trace", "test", { write: (line: string) => void lines.push(line) });
  return {
    logger,
    text: () => lines.join(""),
    bytes: () => Buffer.byteLength(lines.join("")),
    clear: () => void (lines = []),
  };
}

/** The error handler alone in front of a handler, on a real HTTP server: what a route failing this way answers. */
async function serveFailing(logger: Logger, handler: Koa.Middleware): Promise<{ url: string; close(): Promise<void> }> {
  const app = new Koa();
  app.silent = true;
  app.use(errorHandler(logger));
  app.use(jsonBody());
  app.use(handler);
  const server: Server = createHttpServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

const postJson = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

describe("what a failed request writes to the log", () => {
  const log = memoryLogger();
  let app: TestServer;
  let member: string;

  beforeAll(async () => {
    app = await startTestServer("pglite", { logger: log.logger });
    member = await app.tokenFor("trader@demo.local");
  });
  afterAll(async () => {
    await app?.close();
  });

  it("logs sizes and names for a 1 MB malformed body, a 2 MB body and 1 MB of NUL text: a few kB, never the body or the token", async () => {
    log.clear();
    const events = `${app.url}/api/events`;
    const auth = { authorization: `Bearer ${member}` };
    const bodies = [
      `{"name":"Article Clicked","properties":{"a":"${"x".repeat(1_000_000)}"`,
      `{"name":"Article Clicked","properties":{"a":"${"x".repeat(2_000_000)}"}}`,
      `{"name":"Article Clicked","properties":{"a":"\\u0000${"x".repeat(900_000)}"}}`,
    ];
    const answers = [];
    for (const body of bodies) answers.push(await postJson(events, body, auth));
    expect(answers.map((answer) => answer.status)).toEqual([400, 413, 400]);
    for (const answer of answers) expect((await readJson(answer)).message.length).toBeLessThan(300);

    expect(log.bytes()).toBeLessThan(6_000);
    expect(log.text()).not.toContain("x".repeat(400));
    expect(log.text()).not.toContain(member);
    const failed = log
      .text()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, any>)
      .filter((line) => line.msg === "request failed");
    expect(failed.map(({ method, path, status, contentLength }) => ({ method, path, status, contentLength }))).toEqual([
      { method: "POST", path: "/api/events", status: 400, contentLength: Buffer.byteLength(bodies[0]!) },
      { method: "POST", path: "/api/events", status: 413, contentLength: Buffer.byteLength(bodies[1]!) },
      { method: "POST", path: "/api/events", status: 400, contentLength: Buffer.byteLength(bodies[2]!) },
    ]);
    expect(failed[0]!.error).toMatchObject({ type: "SyntaxError", status: 400 });
  });
});

describe("describing an error for the log", () => {
  it("keeps the type, code, first message line (cut) and frames; drops the properties that carry input", () => {
    const log = memoryLogger();
    const failure = Object.assign(new Error(`Failed query: select $1\nparams: ${"y".repeat(1_000_000)}`, { cause: Object.assign(new Error("boom"), { code: "22P02" }) }), {
      body: "z".repeat(1_000_000),
      headers: { authorization: "Bearer secret-token" },
    });
    log.logger.error({ err: failure, headers: { authorization: "Bearer other-secret" } }, "failed");
    expect(log.bytes()).toBeLessThan(4_000);
    const line = JSON.parse(log.text()) as Record<string, any>;
    expect(line.err).toMatchObject({ type: "Error", message: "Failed query: select $1", cause: { message: "boom", code: "22P02" } });
    expect(line.err.stack).toMatch(/^at /);
    expect(log.text()).not.toMatch(/secret|yyyy|zzzz/);
  });
});

describe.each(testEngines)("the error handler in front of a real database on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("answers 400 for text the database refuses to hold (22021), should a route pass it on unchecked", async () => {
    const log = memoryLogger();
    const server = await serveFailing(log.logger, async (ctx) => {
      const text = String(ctx.query.text);
      ctx.body = await database.db.execute(sql`select ${text}::text as text`);
    });
    try {
      const answer = await fetch(`${server.url}/?text=a%00b`);
      expect({ status: answer.status, ...(await readJson(answer)) }).toEqual({
        status: 400,
        error: "bad_request",
        message: "Text holds a character that cannot be stored (NUL or a lone UTF-16 surrogate)",
      });
      expect((await fetch(`${server.url}/?text=ab`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it("logs a 500 whose error holds 1 MB of the request in a few hundred bytes", async () => {
    const log = memoryLogger();
    const server = await serveFailing(log.logger, async (ctx) => {
      const { number } = ctx.request.body as { number: string };
      ctx.body = await database.db.execute(sql`select ${number}::int as number`);
    });
    try {
      const body = JSON.stringify({ number: `not a number ${"x".repeat(1_000_000)}` });
      const answer = await postJson(`${server.url}/`, body);
      expect({ status: answer.status, ...(await readJson(answer)) }).toEqual({ status: 500, error: "internal_error", message: "Internal server error" });
      expect(log.bytes()).toBeLessThan(4_000);
      const line = JSON.parse(log.text()) as Record<string, any>;
      expect(line).toMatchObject({ level: 50, msg: "request failed", method: "POST", path: "/", status: 500, contentLength: Buffer.byteLength(body) });
      expect(JSON.stringify(line.error)).toContain("22P02");
    } finally {
      await server.close();
    }
  });
});

describe("the level a failure is logged at", () => {
  it("logs a 503 a route answers on purpose (a first build under way) at info, a 500 as an error", async () => {
    const log = memoryLogger();
    const server = await serveFailing(log.logger, async (ctx) => {
      if (ctx.path === "/building") throw new HttpError(503, "The world report is being built; try again in a few seconds", { "Retry-After": "2" });
      throw new Error("a bug");
    });
    try {
      const building = await fetch(`${server.url}/building`);
      expect([building.status, building.headers.get("retry-after")]).toEqual([503, "2"]);
      expect((await fetch(`${server.url}/broken`)).status).toBe(500);
      const lines = log
        .text()
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as Record<string, any>);
      // pino's levels: 30 info, 40 warn, 50 error.
      expect(lines.map(({ level, path, status }) => ({ level, path, status }))).toEqual([
        { level: 30, path: "/building", status: 503 },
        { level: 50, path: "/broken", status: 500 },
      ]);
    } finally {
      await server.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("a PostgreSQL outage", () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer("postgres");
  });
  afterAll(async () => {
    await app?.close();
  });

  const timed = async (path: string, init: RequestInit = {}) => {
    const started = performance.now();
    const answer = await fetch(`${app.url}${path}`, init);
    const text = await answer.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    return { status: answer.status, retryAfter: answer.headers.get("retry-after"), body, ms: performance.now() - started };
  };

  it("answers 503 with Retry-After within 5 s while the database refuses connections, and 200 once it is back", async () => {
    const member = { authorization: `Bearer ${await app.tokenFor("trader@demo.local")}` };
    const event = { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "Article Clicked" }) };
    expect((await timed("/api/articles?q=before", { headers: member })).status).toBe(200);
    const restore = await refuseConnections(app.database.url!);
    try {
      for (const [path, init] of [
        ["/api/articles?q=during", { headers: member }],
        ["/articles/latest?q=during", {}],
        ["/api/events", event],
      ] as const) {
        const answer = await timed(path, init);
        expect(answer, path).toMatchObject({
          status: 503,
          retryAfter: "5",
          body: { error: "service_unavailable", message: expect.stringContaining("try again in 5 s") },
        });
        expect(answer.ms, path).toBeLessThan(5_000);
      }
    } finally {
      await restore();
    }
    await expect.poll(async () => (await timed("/api/articles?q=after", { headers: member })).status, { timeout: 10_000, interval: 200 }).toBe(200);
    expect((await timed("/api/events", event)).status).toBe(204);
    expect(await app.database.db.select().from(tables.interactionEvents)).toHaveLength(1);
  });

  it("answers 503 within 5 s, not a hang, when the database server accepts connections and never speaks", async () => {
    const sockets = new Set<Socket>();
    const silent = createNetServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    let database: DatabaseHandle | undefined;
    const log = memoryLogger();
    try {
      database = await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/silent` });
      const server = await serveFailing(log.logger, async (ctx) => {
        ctx.body = await database!.db.execute(sql`select 1`);
      });
      try {
        const started = performance.now();
        const answer = await fetch(server.url);
        expect(answer.status).toBe(503);
        expect(answer.headers.get("retry-after")).toBe("5");
        expect(performance.now() - started).toBeLessThan(5_000);
        expect(log.text()).toContain('"status":503');
      } finally {
        await server.close();
      }
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
      await database?.close();
    }
  }, 15_000);
});
