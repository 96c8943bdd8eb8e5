import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
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
 * A migrated database of its own: in-memory PGlite, or a fresh PostgreSQL database (a copy of the migrated template)
 * that `drop()` removes, so runs never see each other's data.
 */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === "pglite") {
    const handle = await openDatabase({ image: await migratedPgliteImage() });
    return { ...handle, drop: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `tradewire_test_${randomBytes(6).toString("hex")}`;
  const template = await migratedPostgresTemplate(adminUrl);
  // A throwaway database need not wait for each commit to reach the disk (the server crashing mid-test loses
  // nothing a test keeps): the suite spent a third of its time in I/O wait without this.
  await withAdminClient(adminUrl, async (client) => {
    await client.query(`create database ${name} template ${template}`);
    await client.query(`alter database ${name} set synchronous_commit = off`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 4 });
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

const migrationsFolder = fileURLToPath(new URL("../../migrations", import.meta.url));
/** Serialises the template's making across the test processes of a run (and runs sharing one server). */
const TEMPLATE_LOCK_ID = 7_310_443;
let migratedTemplate: Promise<string> | undefined;

/**
 * The name of a PostgreSQL database migrated to the current migrations, made once per server and kept for the next
 * run: a test database copied from it (`create database … template`) is ready without running every migration again,
 * a hundred and more times a run. Named by the migrations' contents, so a changed or added migration makes a new one
 * (and drops the old).
 */
function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  migratedTemplate ??= (async () => {
    const digest = createHash("sha256");
    for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort()) {
      if (file.endsWith(".sql") || file.endsWith("_journal.json")) digest.update(file).update(readFileSync(`${migrationsFolder}/${file}`));
    }
    const name = `tradewire_template_${digest.digest("hex").slice(0, 16)}`;
    await withAdminClient(adminUrl, async (client) => {
      await client.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_ID]);
      try {
        if ((await client.query("select 1 from pg_database where datname = $1", [name])).rowCount) return;
        const stale = await client.query<{ datname: string }>("select datname from pg_database where datname like 'tradewire\\_template\\_%'");
        for (const { datname } of stale.rows) await client.query(`drop database if exists ${datname} with (force)`);
        // Made under another name and renamed once migrated: a run stopped halfway leaves no template that looks whole.
        const partial = `${name}_partial`;
        await client.query(`create database ${partial}`);
        const url = new URL(adminUrl);
        url.pathname = `/${partial}`;
        const handle = await openDatabase({ url: url.toString(), poolSize: 1 });
        try {
          await handle.migrate();
        } finally {
          await handle.close();
        }
        await client.query(`alter database ${partial} rename to ${name}`);
      } finally {
        await client.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK_ID]);
      }
    });
    return name;
  })();
  return migratedTemplate;
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
