import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./free-port";

export interface PostgresServer {
  url: string;
  port: number;
  /** Stops the server at once (fast shutdown: open connections are cut, as in a crash or failover). */
  stop(): void;
  start(): void;
  /** One statement on a fresh connection, so the test holds no pool across a restart. */
  query<Row extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
  remove(): void;
}

/** The newest PostgreSQL installed under /usr/lib/postgresql (Debian's layout). */
function binDir(): string {
  const versions = readdirSync("/usr/lib/postgresql").filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error("no PostgreSQL under /usr/lib/postgresql");
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

/**
 * A throwaway PostgreSQL cluster on a spare port, run as the postgres user (PostgreSQL refuses to run
 * as root, which CI is). Trust authentication on 127.0.0.1 and a socket in its own directory; fsync off,
 * since nothing here must survive a power cut.
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = binDir();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "tradewire-faults-pg-"));
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  chownSync(dir, uid, gid);
  const dataDir = join(dir, "data");
  const asPostgres = (program: string, args: string[]) =>
    execFileSync("runuser", ["-u", "postgres", "--", join(bin, program), ...args], { stdio: ["ignore", "pipe", "pipe"], timeout: 60_000 });
  asPostgres("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const pgCtl = (...args: string[]) => asPostgres("pg_ctl", ["-D", dataDir, "-o", options, "-l", join(dir, "server.log"), ...args]);
  pgCtl("-w", "start");
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let running = true;
  return {
    url,
    port,
    stop() {
      pgCtl("-w", "-m", "fast", "stop");
      running = false;
    },
    start() {
      pgCtl("-w", "start");
      running = true;
    },
    async query<Row extends Record<string, unknown>>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: url });
      client.on("error", () => {});
      await client.connect();
      try {
        return (await client.query<Row>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    remove() {
      if (running) {
        try {
          pgCtl("-w", "-m", "immediate", "stop");
        } catch {
          // Already down: removing its files is all that is left.
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
