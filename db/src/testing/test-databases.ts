import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { dumpPglite, openDatabase, type DatabaseHandle } from "../client";
import type { DatabaseEngine } from "@tradewire/core/wire-constants";

export type Engine = DatabaseEngine;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const testEngines: Engine[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestDatabase extends DatabaseHandle {
  /** Connection string of the throwaway PostgreSQL database (postgres engine only). */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A migrated database of its own: in-memory PGlite, or a fresh PostgreSQL database that `drop()` removes,
 * so runs never see each other's data.
 */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === "pglite") {
    const handle = await openDatabase({ image: await migratedPgliteImage() });
    return { ...handle, drop: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `tradewire_test_${randomBytes(6).toString("hex")}`;
  // A throwaway database need not wait for each commit to reach the disk (the server crashing mid-test loses
  // nothing a test keeps): the suite spent a third of its time in I/O wait without this.
  await withAdminClient(adminUrl, async (client) => {
    await client.query(`create database ${name}`);
    await client.query(`alter database ${name} set synchronous_commit = off`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 4 });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

let migratedImage: Promise<Blob> | undefined;

/**
 * An empty, migrated PGlite database dumped once per process: a test database loaded from it is ready in about
 * 0.45 s, where starting an empty cluster and migrating it takes 1.5 to 2.5 s, a hundred times over in a run.
 */
function migratedPgliteImage(): Promise<Blob> {
  migratedImage ??= (async () => {
    const template = await openDatabase({});
    try {
      await template.migrate();
      return await dumpPglite(template.db);
    } finally {
      await template.close();
    }
  })();
  return migratedImage;
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Inside a describe block: a migrated database of its own for the block (one per file keeps PGlite's
 * start-up cost to once), dropped after it. Answers a getter, read inside the tests.
 */
export function useTestDatabase(engine: Engine): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.drop();
  });
  return () => {
    if (!database) throw new Error("The test database is not ready: read it inside a test");
    return database;
  };
}
