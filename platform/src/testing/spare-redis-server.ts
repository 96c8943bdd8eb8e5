import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createConnection, createServer } from "node:net";

export interface SpareRedisServer {
  url: string;
  port: number;
  /** Kills the server at once (SIGKILL): its data is gone, as after a crash without persistence. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1" }, () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
  });

/**
 * A redis-server of a test's own on a spare port, without persistence, which the test may kill and
 * start again: faults that the shared TEST_REDIS_URL server must never suffer.
 */
export async function startSpareRedisServer(): Promise<SpareRedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no"], { stdio: "ignore" });
    child = started;
    const deadline = Date.now() + 10_000;
    while (!(await answers(port))) {
      if (started.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const kill = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    running.kill("SIGKILL");
    await once(running, "exit");
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, kill, restart: start, stop: kill };
}
