import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, waitFor } from "./free-port";

export interface RedisServer {
  url: string;
  port: number;
  /**
   * Stops the server. `keepData`: it saves its data first and loads it again on start (an outage);
   * otherwise it comes back empty (a restart without persistence, or a failover to a fresh instance).
   */
  stop(options: { keepData: boolean }): Promise<void>;
  start(): Promise<void>;
  remove(): Promise<void>;
}

const cli = (port: number, ...args: string[]) =>
  spawnSync("redis-cli", ["-h", "127.0.0.1", "-p", String(port), ...args], { encoding: "utf8", timeout: 10_000 });

/**
 * A Redis of its own on a spare port, a child of the test: no persistence unless a stop asks to keep
 * the data, in which case SHUTDOWN SAVE writes dump.rdb into its directory and the next start loads it.
 */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "tradewire-faults-redis-"));
  let child: ChildProcess | undefined;

  const start = async () => {
    const server = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir], {
      stdio: "ignore",
    });
    child = server;
    await waitFor(`Redis on port ${port}`, () => {
      if (server.exitCode !== null) throw new Error(`redis-server exited with ${server.exitCode}`);
      return cli(port, "ping").stdout.trim() === "PONG" ? true : undefined;
    }, 10_000, 100);
  };

  const stop = async ({ keepData }: { keepData: boolean }) => {
    const server = child;
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    cli(port, "shutdown", keepData ? "save" : "nosave");
    await exited;
    child = undefined;
    if (!keepData) rmSync(join(dir, "dump.rdb"), { force: true });
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    async remove() {
      await stop({ keepData: false });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
