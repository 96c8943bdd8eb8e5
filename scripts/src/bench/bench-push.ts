import { fork, type ChildProcess } from "node:child_process";
import { createServer as createHttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { startTestServer } from "@tradewire/backend/testing/test-server";
import type { Article, Publish } from "@tradewire/core";
import { newsServicesOf } from "@tradewire/workers";
import { Server } from "socket.io";
import { fmt, percentile, report } from "./measure";

const CLIENTS = 1_000;
const ROUNDS = 30;
const now = () => performance.timeOrigin + performance.now();

/**
 * A process holding `count` socket.io clients (push-clients.ts), driven over IPC; with a token, one client in
 * `tokenEvery` signs in with it.
 */
export async function clientProcess(url: string, options: { token?: string; tokenEvery?: number; count?: number } = {}) {
  const { token, tokenEvery = 2, count = CLIENTS } = options;
  const child: ChildProcess = fork(new URL("./push-clients.ts", import.meta.url), [], { execArgv: ["--import", "tsx"] });
  let failed: ((error: Error) => void) | undefined;
  child.once("exit", (code) => failed?.(new Error(`push clients exited with ${code}`)));
  const next = (type: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      failed = reject;
      const onMessage = (message: Record<string, unknown>) => {
        if (message.type !== type) return;
        child.off("message", onMessage);
        resolve(message);
      };
      child.on("message", onMessage);
    });
  await next("ready");
  child.send({ type: "connect", url, count, ...(token ? { token, tokenEvery } : {}) });
  await next("connected");
  return {
    /** Listens on every client, then runs `emit`; answers each client's receipt delay from the time `emit` answers. */
    async receive(event: string, emit: () => Promise<number>): Promise<number[]> {
      const received = next("received");
      child.send({ type: "arm", event });
      await next("armed");
      const start = await emit();
      return ((await received).receipts as number[]).map((at) => at - start);
    },
    close: () => child.send({ type: "close" }),
  };
}

/**
 * A stored story reaching 1,000 connected clients (half members, half visitors, in a second process),
 * against a bare Socket.IO broadcast of the same article to 1,000 clients in the same run. The push is
 * timed from the moment the committed story is emitted; the whole ingestion (classify, insert, links,
 * push) is shown beside it.
 */
export async function benchPush() {
  const bareHttp = createHttpServer();
  await new Promise<void>((resolve) => bareHttp.listen(0, "127.0.0.1", resolve));
  const bare = new Server(bareHttp);
  const bareClients = await clientProcess(`http://127.0.0.1:${(bareHttp.address() as AddressInfo).port}`);

  const app = await startTestServer("pglite");
  const appClients = await clientProcess(app.url, { token: await app.tokenFor("trader@demo.local") });
  let emittedAt = 0;
  let sample: Article | undefined;
  const timedPublish: Publish = async (event, payload) => {
    emittedAt ||= now();
    if (event === "article.created") sample ??= payload as Article;
    await app.jobs.context.publish(event, payload);
  };
  const { ingestor } = newsServicesOf({ ...app.jobs.context, publish: timedPublish });
  const story = (round: number) => ({
    title: `US imposes new tariffs on Chinese steel, round ${round}`,
    url: `https://www.reuters.com/bench/push/${round}`,
    source: "reuters",
    publishedAt: new Date(),
    summary: "Beijing vows retaliation.",
  });

  try {
    const bareDelays: number[] = [];
    const pushDelays: number[] = [];
    const ingestDelays: number[] = [];
    const bareRound = () =>
      bareClients.receive("article.created", async () => {
        const start = now();
        bare.emit("article.created", sample!);
        return start;
      });
    let started = 0;
    const pushRound = (round: number) =>
      appClients.receive("article.created", async () => {
        emittedAt = 0;
        started = now();
        await ingestor.ingest([story(round)]);
        return emittedAt;
      });
    // One round each unmeasured, so both paths are warm.
    await pushRound(-1);
    await bareRound();
    for (let round = 0; round < ROUNDS; round++) {
      bareDelays.push(...(await bareRound()));
      const fromEmit = await pushRound(round);
      pushDelays.push(...fromEmit);
      ingestDelays.push(...fromEmit.map((delay) => delay + (emittedAt - started)));
    }
    for (const p of [50, 99]) {
      const [ours, baseline] = [percentile(pushDelays, p), percentile(bareDelays, p)];
      report(`stored story -> ${CLIENTS} clients, p${p} (ms)`, fmt(ours, 1), "bare broadcast", fmt(baseline, 1), ours / baseline);
    }
    for (const p of [50, 99]) {
      const [whole, baseline] = [percentile(ingestDelays, p), percentile(bareDelays, p)];
      report(`ingest + push -> ${CLIENTS} clients, p${p} (ms)`, fmt(whole, 1), "bare broadcast", fmt(baseline, 1), whole / baseline);
    }
  } finally {
    bareClients.close();
    appClients.close();
    await app.close();
    bare.close();
  }
}
