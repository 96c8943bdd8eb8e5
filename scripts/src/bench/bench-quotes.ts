import { createServer as createHttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { startTestServer } from "@tradewire/backend/testing/test-server";
import type { QuotesUpdated } from "@tradewire/core";
import { presentQuote, storeQuotes, type QuoteRecord } from "@tradewire/db";
import { Server } from "socket.io";
import { clientProcess } from "./bench-push";
import { fmt, percentile, report } from "./measure";

const CLIENTS = 1_000;
const TICKERS = 200;
const SECONDS = 30;
const now = () => performance.timeOrigin + performance.now();

/** Every ticker's quote at second `second`: each price moves every second, so every quote is pushed. */
const quotesAt = (second: number): QuoteRecord[] =>
  Array.from({ length: TICKERS }, (_, i) => ({
    symbol: `Q${String(i).padStart(3, "0")}`,
    price: 100 + i + second / 100,
    previousClose: 100 + i,
    asOf: new Date(Date.UTC(2026, 10, 23, 15) + second * 1000),
  }));

/**
 * Quote fan-out: 200 tickers' quotes changing every second for 30 s, stored (ticker_quotes) and pushed as one
 * `quote.updated` a second to 1,000 members' sockets, timed from the stored quotes to each client's receipt, against
 * a bare Socket.IO broadcast of the same payloads to 1,000 clients in the same run. The API process's CPU over the
 * pushed seconds is stated (it also stores the quotes; the clients are in another process).
 */
export async function benchQuotes() {
  const bareHttp = createHttpServer();
  await new Promise<void>((resolve) => bareHttp.listen(0, "127.0.0.1", resolve));
  const bare = new Server(bareHttp);
  const bareClients = await clientProcess(`http://127.0.0.1:${(bareHttp.address() as AddressInfo).port}`, { count: CLIENTS });
  const app = await startTestServer("pglite");
  const appClients = await clientProcess(app.url, { token: await app.tokenFor("trader@demo.local"), tokenEvery: 1, count: CLIENTS });
  const { publish } = app.jobs.context;
  const db = app.database.db;

  try {
    const payloads: QuotesUpdated[] = [];
    const pushDelays: number[] = [];
    const bareDelays: number[] = [];
    let cpuMicros = 0;
    let wallMs = 0;
    const pushSecond = (second: number) =>
      appClients.receive("quote.updated", async () => {
        const changed = await storeQuotes(db, quotesAt(second));
        const stored = now();
        const payload = { quotes: changed.map(presentQuote) };
        payloads[second] = payload;
        await publish("quote.updated", payload);
        return stored;
      });
    const bareSecond = (second: number) =>
      bareClients.receive("quote.updated", async () => {
        const start = now();
        bare.emit("quote.updated", payloads[second]!);
        return start;
      });
    // One unmeasured second each, so both paths are warm.
    await pushSecond(-1);
    await bareSecond(-1);
    for (let second = 0; second < SECONDS; second++) {
      const started = now();
      const cpu = process.cpuUsage();
      pushDelays.push(...(await pushSecond(second)));
      const used = process.cpuUsage(cpu);
      cpuMicros += used.user + used.system;
      bareDelays.push(...(await bareSecond(second)));
      wallMs += now() - started;
      await sleep(Math.max(0, 1_000 - (now() - started)));
    }
    for (const p of [50, 99]) {
      const [ours, baseline] = [percentile(pushDelays, p), percentile(bareDelays, p)];
      report(`${TICKERS} quotes/s -> ${CLIENTS} members, p${p} (ms)`, fmt(ours, 1), "bare broadcast", fmt(baseline, 1), ours / baseline);
    }
    const bytes = Buffer.byteLength(JSON.stringify(payloads[0]));
    console.log(`  API process CPU while pushing: ${fmt((cpuMicros / 1000 / (SECONDS * 1_000)) * 100, 1)}% of one core (${fmt(bytes)} bytes a message)`);
    console.log(`  (the seconds took ${fmt(wallMs / SECONDS, 0)} ms of work each, both paths)`);
  } finally {
    bareClients.close();
    appClients.close();
    await app.close();
    bare.close();
  }
}
