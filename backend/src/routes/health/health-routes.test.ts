import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../../testing/read-json";
import { refuseConnections } from "../../testing/refuse-connections";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { HEALTH_CHECK_EVERY_MS, HEALTH_CHECK_TIMEOUT_MS } from "./health-monitor";

/** How soon a failure must show: a check starts every 2 s and gives up after 1 s. */
const DETECTED_WITHIN_MS = HEALTH_CHECK_EVERY_MS + HEALTH_CHECK_TIMEOUT_MS + 500;

describe.each(testEngines)("GET /healthz on %s", (engine) => {
  let app: TestServer;

  beforeAll(async () => {
    app = await startTestServer(engine);
  });
  afterAll(async () => {
    await app?.close();
  });

  const health = async () => {
    const started = performance.now();
    const answer = await fetch(`${app.url}/healthz`);
    return { status: answer.status, body: await readJson(answer), ms: performance.now() - started };
  };

  /** PGlite answers one caller at a time: a transaction left open leaves it silent. PostgreSQL refuses connections. */
  const breakDatabase = async () => {
    if (engine === "pglite") {
      let release = () => {};
      const held = app.database.db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
      return async () => {
        release();
        await held;
      };
    }
    return refuseConnections(app.database.url!);
  };

  it("answers from its latest background check, and reports a silent database within 3 s", async () => {
    expect(await health()).toMatchObject({ status: 200, body: { status: "ok", db: engine, jobs: "inline", version: "test" } });
    const broken = performance.now();
    const restore = breakDatabase();
    // No query per call: even with the database silent the answer comes at once.
    expect((await health()).ms).toBeLessThan(300);
    await expect.poll(async () => (await health()).status, { timeout: DETECTED_WITHIN_MS, interval: 100 }).toBe(503);
    expect(performance.now() - broken).toBeLessThan(DETECTED_WITHIN_MS);
    expect((await health()).body).toEqual({ status: "degraded", db: engine, jobs: "inline", version: "test" });

    await (await restore)();
    await expect.poll(async () => (await health()).status, { timeout: 10_000, interval: 100 }).toBe(200);
  });
});
