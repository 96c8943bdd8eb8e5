import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { connect as connectTcp } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "@tradewire/backend/testing/test-server";
import { loadIdentitySecrets, publicKeysOf } from "@tradewire/backend/identity/identity-secrets";
import { importJWK, jwtVerify } from "jose";
import { loadConfig } from "@tradewire/core/schemas/config";
import { createTestDatabase, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { createTestRedis } from "@tradewire/platform/testing";
import { io as connect } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "./app-version";
import { startApp, type RunningApp } from "./start-app";

const root = fileURLToPath(repoRoot);
const runScript = (script: string, env: Record<string, string>) =>
  spawnSync(process.execPath, ["--import", "tsx", join(root, "scripts/src", script)], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    encoding: "utf8",
    timeout: 30_000,
  });

describe("start-up", () => {
  it.each([
    [{ PORT: "abc" }, 'tradewire: Invalid PORT ("abc"): Invalid input: expected number, received NaN\n'],
    [{ DATABASE_URL: "mysql://db/x" }, 'tradewire: Invalid DATABASE_URL ("mysql://db/x"): must be a postgres:// URL\n'],
  ])("stops with one line naming a bad variable, not a stack trace (%o)", (env, message) => {
    const result = runScript("start.ts", env);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(message);
  });

  it("refuses to start workers without Redis and PostgreSQL", () => {
    const result = runScript("workers.ts", {});
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/needs REDIS_URL and DATABASE_URL/);
  });

  it("prints a token signed with the app's own keys for the app's issuer, refuses anyone else, and never makes a data folder", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "tradewire-token-"));
    const missing = join(dataDir, "no-app-here");
    const token = (email: string, dir = dataDir) =>
      spawnSync(process.execPath, ["--import", "tsx", join(root, "scripts/src/token.ts"), email], {
        cwd: root,
        env: { PATH: process.env.PATH, DATA_DIR: dir, PUBLIC_URL: "http://127.0.0.1:4321" },
        encoding: "utf8",
      });
    try {
      const usage = runScript("token.ts", { DATA_DIR: dataDir });
      expect(usage.status).toBe(2);
      expect(usage.stderr).toMatch(/^usage: npm run token -- <email>/);
      // No app has made keys there: it says so, and leaves no folder behind.
      const keyless = token("trader@demo.local", missing);
      expect(keyless.status).toBe(2);
      expect(keyless.stderr).toBe(`tradewire: no identity keys in DATA_DIR ${missing}: set DATA_DIR (and PORT or PUBLIC_URL) as the running app has them, in the environment or .env\n`);
      expect(existsSync(missing)).toBe(false);
      // The keys an app made (at its first start): the token is signed with them for that app's issuer.
      const secrets = await loadIdentitySecrets(dataDir);
      const signed = token("trader@demo.local");
      expect(signed.status).toBe(0);
      expect(signed.stderr).toBe(`tradewire: signed for the issuer http://127.0.0.1:4321/oidc with the keys in ${dataDir}\n`);
      const jwt = signed.stdout.trim();
      const { payload } = await jwtVerify(jwt, await importJWK(publicKeysOf(secrets)[0]!, "RS256"));
      expect(payload).toMatchObject({ iss: "http://127.0.0.1:4321/oidc", sub: "trader@demo.local" });
      const stranger = token("eve@evil.test");
      expect(stranger.status).toBe(2);
      expect(stranger.stderr).toBe("tradewire: 'eve@evil.test' is not a demo account\n");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

/** Answers whether something accepts connections on the port now. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connectTcp({ port, host: "127.0.0.1" }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

describe("stopping", () => {
  it("stops on SIGTERM to `npm start` within 10 s: refuses new connections, answers the request in flight, closes sockets, exits 0", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "tradewire-stop-"));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // `npm start` as a user runs it: npm -> sh -> node. The signal goes to npm, as a container stop sends it.
    const app = spawn("npm", ["start", "--silent"], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: url, DATA_DIR: dataDir, SOURCES: "off", LOG_LEVEL: "silent" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    app.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = once(app, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
    try {
      await expect.poll(async () => (await fetch(`${url}/healthz`).catch(() => undefined))?.status, { timeout: 60_000, interval: 250 }).toBe(200);
      const socket = connect(url, { transports: ["websocket"], reconnection: false });
      await new Promise<void>((resolve, reject) => {
        socket.on("connect", resolve);
        socket.on("connect_error", reject);
      });
      const socketClosed = new Promise<string>((resolve) => {
        socket.on("disconnect", resolve);
        setTimeout(() => resolve("still connected after 10 s"), 10_000);
      });

      // A request in flight: its body arrives in two parts, the second after the signal.
      const body = JSON.stringify({ name: "Article Clicked", properties: { article_id: "1" } });
      const request = connectTcp({ port, host: "127.0.0.1" });
      await once(request, "connect");
      let answer = "";
      request.on("data", (chunk: Buffer) => (answer += chunk.toString()));
      request.on("error", () => {});
      const answered = once(request, "close");
      request.write(`POST /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));

      const signalled = performance.now();
      app.kill("SIGTERM");
      // A transport closed under it, which the client reconnects from (a server disconnect it would not).
      expect(await socketClosed).toBe("transport close");
      await expect.poll(() => accepts(port), { timeout: 3_000, interval: 50 }).toBe(false);
      request.end(body.slice(10));
      await answered;
      expect(answer).toMatch(/^HTTP\/1\.1 204 /);

      const [code, signal] = await Promise.race([exited, new Promise<[string, null]>((resolve) => setTimeout(resolve, 10_000, ["still running after 10 s", null]))]);
      expect({ code, signal }).toEqual({ code: 0, signal: null });
      expect(stderr).not.toMatch(/exiting now|error/i);
      expect(performance.now() - signalled).toBeLessThan(10_000);
      expect(await accepts(port)).toBe(false);
    } finally {
      if (app.exitCode === null && app.signalCode === null) app.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

const scaled = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL;

describe.runIf(scaled)("scaled mode: PostgreSQL, BullMQ and a separate worker process", () => {
  let database: TestDatabase;
  let redis: Awaited<ReturnType<typeof createTestRedis>>;
  let app: RunningApp;
  let worker: ChildProcess;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    redis = await createTestRedis(process.env.TEST_REDIS_URL!);
    dataDir = mkdtempSync(join(tmpdir(), "tradewire-scaled-"));
    const env = {
      DATABASE_URL: database.url!,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      REDIS_PREFIX: redis.prefix,
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      HEARTBEAT_INTERVAL_MS: "250",
      SOURCES: "replay",
      REPLAY_INTERVAL_MS: "500",
    };
    const port = await freePort();
    app = await startApp(loadConfig({ ...env, PORT: String(port), HOST: "127.0.0.1" }));
    worker = spawn(process.execPath, ["--import", "tsx", join(root, "scripts/src/workers.ts")], {
      cwd: root,
      env: { PATH: process.env.PATH, ...env },
      stdio: "ignore",
    });
  });

  afterAll(async () => {
    worker?.kill("SIGTERM");
    await app?.stop();
    await redis?.cleanup();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("reports PostgreSQL and BullMQ in /healthz", async () => {
    const health = await (await fetch(`${app.url}/healthz`)).json();
    expect(health).toMatchObject({ status: "ok", db: "postgres", jobs: "bullmq" });
  });

  it("delivers to a socket client an event that the worker process published through Redis", async () => {
    const socket = connect(app.url, { transports: ["websocket"], reconnection: false });
    try {
      const tick = await new Promise<{ jobs: string; at: string }>((resolve, reject) => {
        socket.on("system.tick", resolve);
        socket.on("connect_error", reject);
        setTimeout(() => reject(new Error("no system.tick within 15 s")), 15_000);
      });
      expect(tick.jobs).toBe("bullmq");
    } finally {
      socket.disconnect();
    }
  });

  it("pushes a story the worker process stored to a visitor's socket on the API node, redacted", async () => {
    const socket = connect(app.url, { transports: ["websocket"], reconnection: false });
    try {
      const article = await new Promise<{ id: string; title: string; is_report_present: boolean }>((resolve, reject) => {
        socket.on("article.created", resolve);
        socket.on("connect_error", reject);
        setTimeout(() => reject(new Error("no article.created within 20 s")), 20_000);
      });
      expect(article.title.length).toBeGreaterThan(0);
      expect(article).toMatchObject({ id: "unknown", is_report_present: false });
    } finally {
      socket.disconnect();
    }
  });

  it("stops the worker process on SIGTERM within 10 s, exit code 0", async () => {
    const exited = once(worker, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
    const signalled = performance.now();
    worker.kill("SIGTERM");
    const [code, signal] = await Promise.race([exited, new Promise<[string, null]>((resolve) => setTimeout(resolve, 10_000, ["still running after 10 s", null]))]);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(performance.now() - signalled).toBeLessThan(10_000);
  });
});
