import { mkdirSync } from "node:fs";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema/index";
import type { DatabaseEngine } from "@tradewire/core/wire-constants";

export type Schema = typeof schema;
/** The one database type repositories take, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  engine: DatabaseEngine;
  /** Applies pending migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));
/** Serialises migrations across processes sharing one PostgreSQL (API nodes and workers start together). */
const MIGRATION_LOCK_ID = 7_310_442;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it PGlite runs embedded. */
  url?: string;
  /** PGlite data directory; without it PGlite keeps everything in memory. */
  dataDir?: string;
  /**
   * Who opens it, told to the next process that tries while it is open ("the app on port 3000", "npm run plan"): one
   * process at a time holds a data directory (lockDataDir), since two writers of one PGlite directory lose writes.
   */
  owner?: string;
  /** An app's address and token issuer, recorded for commands that can go through it (DataDirHolder.app). */
  app?: { url: string; issuer: string };
  /** How long to wait for a holder to let go (an app restarting waits out the one it replaces); 0: not at all. */
  waitForLockMs?: number;
  /** PGlite starts from this dump of a data directory (`dumpPglite`) instead of an empty cluster: in memory, or in a new `dataDir`. */
  image?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options.dataDir, options.image, { owner: options.owner ?? "another process", waitMs: options.waitForLockMs ?? 0, app: options.app });
}

const pgliteClients = new WeakMap<Database, PGlite>();

async function openPglite(
  dataDir: string | undefined,
  image: Blob | undefined,
  holder: { owner: string; waitMs: number; app?: { url: string; issuer: string } },
): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const release = dataDir ? await lockDataDir(dataDir, holder.owner, { waitMs: holder.waitMs, app: holder.app }) : async () => {};
  // With an image, a new data directory starts from it (npm run restore), as an in-memory database does. (PGlite takes
  // its options first when there is no directory: new PGlite(undefined, options) would drop them.)
  const options = image ? { loadDataDir: image } : {};
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  try {
    await client.waitReady;
  } catch (error) {
    await release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  pgliteClients.set(db, client);
  return {
    db,
    engine: "pglite",
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      await release();
    },
  };
}

/** A PGlite database's data directory as one uncompressed tarball, for `openDatabase({ image })`. */
export function dumpPglite(db: Database): Promise<Blob> {
  const client = pgliteClients.get(db);
  if (!client) throw new Error("dumpPglite: not a PGlite database");
  return client.dumpDataDir("none");
}

const gzipAsync = promisify(gzip);

/** A backup file's bytes (npm run backup): a tarball gzipped by Node's zlib on its thread pool, off the event loop. */
export async function gzipBackup(tarball: Blob | Uint8Array): Promise<Buffer> {
  return gzipAsync(tarball instanceof Blob ? Buffer.from(await tarball.arrayBuffer()) : tarball);
}

/**
 * How long a query waits for a connection (a new one, or a free one from a busy pool) before it fails:
 * while PostgreSQL is down or unreachable a request answers 503 within seconds instead of hanging.
 */
export const CONNECTION_TIMEOUT_MS = 3_000;

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS });
  // An idle client that errors (server restart) must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return {
    db,
    engine: "postgres",
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL reports the SQLSTATE on the error drizzle wraps. */
export function databaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
