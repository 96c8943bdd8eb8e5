import { readFileSync } from "node:fs";
import { io as connect, type Socket } from "socket.io-client";
import { headline, startScaledCluster } from "../faults/scaled-cluster";
import { sleep } from "../faults/free-port";
import { fmt, percentile } from "./measure";

const SOCKETS = 1_000;
const REQUESTS_PER_SECOND = 200;
const SECONDS = 60;
/** A story every few seconds, so pushes flow to every socket while the requests run. */
const STORY_EVERY_MS = 5_000;

/** A process's resident memory in MB, from /proc (Linux). */
function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((entry) => entry.startsWith("VmRSS:"));
  return Number(line?.replace(/\D+/g, "") ?? Number.NaN) / 1024;
}

/**
 * The soak of issue 16, on the scaled set-up (its own PostgreSQL and Redis, two API nodes, two workers):
 * 1,000 sockets (members and visitors, half on each node) plus 200 requests a second for 60 s, a story
 * every 5 s. Prints errors (goal 0), p50 / p99 of the requests, pushes received against pushes due, and
 * each process's memory at the start of the load and at its end. Not in CI: it takes two minutes.
 */
export async function benchSoak() {
  console.log(`\nsoak: ${fmt(SOCKETS)} sockets + ${REQUESTS_PER_SECOND} requests/s for ${SECONDS} s on two API nodes and two workers`);
  const cluster = await startScaledCluster();
  try {
    const sockets: Socket[] = [];
    let received = 0;
    let socketErrors = 0;
    for (let index = 0; index < SOCKETS; index++) {
      const member = index % 2 === 0;
      const socket = connect(cluster.apis[index % 2]!.url, { transports: ["websocket"], auth: member ? { token: cluster.token } : {}, reconnection: false });
      socket.on("article.created", () => void received++);
      socket.on("connect_error", () => void socketErrors++);
      socket.on("disconnect", (reason) => void (reason !== "io client disconnect" && socketErrors++));
      sockets.push(socket);
    }
    await Promise.all(sockets.map((socket) => new Promise<void>((resolve) => (socket.connected ? resolve() : socket.once("connect", () => resolve())))));
    const memoryBefore = cluster.processes.map((child) => ({ name: child.name, mb: residentMb(child.pid) }));

    const routes = ["/api/articles?limit=50", "/articles/latest", "/api/users/me", "/healthz"];
    const latencies: number[] = [];
    const failures = new Map<string, number>();
    const inFlight: Promise<void>[] = [];
    let stories = 0;
    const started = Date.now();
    let nextStoryAt = started;
    for (let sent = 0; Date.now() - started < SECONDS * 1000; sent++) {
      if (Date.now() >= nextStoryAt) {
        nextStoryAt += STORY_EVERY_MS;
        stories++;
        void cluster.publish(headline(stories, "soak"));
      }
      const path = routes[sent % routes.length]!;
      inFlight.push(
        cluster.call("GET", path, { node: sent % 2, anonymous: path === "/articles/latest" }).then(
          (answer) => {
            latencies.push(answer.ms);
            if (answer.status >= 400) failures.set(`${path} ${answer.status}`, (failures.get(`${path} ${answer.status}`) ?? 0) + 1);
          },
          (error: unknown) => void failures.set(`${path} ${(error as Error).name}`, (failures.get(`${path} ${(error as Error).name}`) ?? 0) + 1),
        ),
      );
      const due = started + ((sent + 1) * 1000) / REQUESTS_PER_SECOND;
      if (due > Date.now()) await sleep(due - Date.now());
    }
    await Promise.all(inFlight);
    // The last story's pushes have a few seconds to arrive.
    await sleep(5_000);
    const memoryAfter = cluster.processes.map((child) => ({ name: child.name, mb: child.alive() ? residentMb(child.pid) : Number.NaN }));
    for (const socket of sockets) socket.disconnect();

    const errors = [...failures.values()].reduce((sum, count) => sum + count, 0);
    console.log(`requests: ${fmt(latencies.length)} answered, errors ${errors}${errors ? ` (${[...failures].map(([what, count]) => `${what}: ${count}`).join(", ")})` : ""}`);
    console.log(`latency: p50 ${fmt(percentile(latencies, 50))} ms, p99 ${fmt(percentile(latencies, 99))} ms, max ${fmt(Math.max(...latencies))} ms`);
    console.log(`sockets: ${fmt(SOCKETS)} connected, ${socketErrors} dropped or refused; pushes received ${fmt(received)} of ${fmt(stories * SOCKETS)} due (${stories} stories x ${fmt(SOCKETS)} sockets)`);
    for (const [index, before] of memoryBefore.entries()) {
      const after = memoryAfter[index]!;
      console.log(`memory ${before.name.padEnd(10)} ${fmt(before.mb, 1).padStart(7)} MB -> ${fmt(after.mb, 1).padStart(7)} MB   growth ${fmt(after.mb - before.mb, 1)} MB`);
    }
  } finally {
    await cluster.stop();
  }
}
