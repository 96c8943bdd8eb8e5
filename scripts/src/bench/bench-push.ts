import { createServer as createHttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { startTestServer } from "@tradewire/backend/testing/test-server";
import { loadConfig } from "@tradewire/core";
import { createJobContext } from "@tradewire/workers";
import { idleJobQueue } from "@tradewire/workers/testing/idle-job-queue";
import { pino } from "pino";
import { Server } from "socket.io";
import { io as connect, type Socket } from "socket.io-client";
import { fmt, percentile, report } from "./measure";

const CLIENTS = 200;
const ROUNDS = 30;

async function connectAll(url: string, token: (i: number) => Promise<string | undefined>): Promise<Socket[]> {
  return Promise.all(
    Array.from({ length: CLIENTS }, async (_, i) => {
      const auth = await token(i);
      const socket = connect(url, { transports: ["websocket"], auth: auth ? { token: auth } : {}, reconnection: false });
      await new Promise<void>((resolve, reject) => {
        socket.once("connect", resolve);
        socket.once("connect_error", reject);
      });
      return socket;
    }),
  );
}

/** Waits until every socket has the event; answers each receipt's delay from `start`. */
function receipts(sockets: Socket[], event: string, start: () => number): Promise<number[]> {
  return Promise.all(sockets.map((socket) => new Promise<number>((resolve) => socket.once(event, () => resolve(performance.now() - start())))));
}

/**
 * Time from inserting a story to each of 200 connected clients (half members, half visitors) receiving
 * article.created, against a bare Socket.IO broadcast of a same-sized payload to 200 clients.
 */
export async function benchPush() {
  const bareHttp = createHttpServer();
  await new Promise<void>((resolve) => bareHttp.listen(0, "127.0.0.1", resolve));
  const bare = new Server(bareHttp);
  const bareUrl = `http://127.0.0.1:${(bareHttp.address() as AddressInfo).port}`;
  const bareSockets = await connectAll(bareUrl, async () => undefined);
  const app = await startTestServer("pglite");
  const memberToken = await app.tokenFor("trader@demo.local");
  const sockets = await connectAll(app.url, async (i) => (i % 2 === 0 ? memberToken : undefined));
  const context = await createJobContext({
    config: loadConfig({ SOURCES: "off", LOG_LEVEL: "silent" }),
    database: app.database,
    logger: pino({ level: "silent" }),
    publish: () => app.server.publish,
    jobs: () => idleJobQueue,
  });
  try {
    const bareDelays: number[] = [];
    const delays: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      let t0 = 0;
      const barePending = receipts(bareSockets, "article.created", () => t0);
      t0 = performance.now();
      bare.emit("article.created", { title: "x".repeat(600), round });
      bareDelays.push(...(await barePending));

      const pending = receipts(sockets, "article.created", () => t0);
      t0 = performance.now();
      await context.ingestor.ingest([
        {
          title: `US imposes new tariffs on Chinese steel, round ${round}`,
          url: `https://www.reuters.com/bench/push/${round}`,
          source: "reuters",
          publishedAt: new Date(),
          summary: "Beijing vows retaliation.",
        },
      ]);
      delays.push(...(await pending));
    }
    for (const p of [50, 99]) {
      report(
        `insert -> ${CLIENTS} clients, p${p} (ms)`,
        fmt(percentile(delays, p), 1),
        "bare broadcast",
        fmt(percentile(bareDelays, p), 1),
        percentile(delays, p) / percentile(bareDelays, p),
      );
    }
  } finally {
    for (const socket of [...sockets, ...bareSockets]) socket.disconnect();
    await app.close();
    bare.close();
  }
}
