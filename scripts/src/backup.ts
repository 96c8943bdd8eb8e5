import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { dumpPglite, gzipBackup } from "@tradewire/db";
import { openDatabaseOrExit } from "./open-command-database";
import { readConfigOrExit } from "./read-config";
import { runningAppClient } from "./running-app-client";

/**
 * `npm run backup -- <file.tar.gz>`: the embedded database (DATA_DIR) as a gzipped tarball of PGlite's data directory,
 * taken through the running app (POST /api/admin/backup) while one holds it, else read from the files directly. For
 * `npm run restore`. PostgreSQL is backed up with pg_dump (docs/operations.md).
 */
const file = process.argv[2];
if (!file) {
  process.stderr.write("usage: npm run backup -- <file.tar.gz>\n");
  process.exit(2);
}
const config = readConfigOrExit();
if (config.DATABASE_URL) {
  process.stderr.write("tradewire: DATABASE_URL is PostgreSQL: back it up with pg_dump (docs/operations.md)\n");
  process.exit(2);
}
const app = await runningAppClient(config);
let dump: Uint8Array;
let from: string;
if (app) {
  const answer = await app.call("/api/admin/backup", { method: "POST" });
  if (!answer.ok) throw new Error(`the app at ${app.url} answered ${answer.status}: ${await answer.text()}`);
  dump = await gzipBackup(new Uint8Array(await answer.arrayBuffer()));
  from = `the app at ${app.url}`;
} else {
  // Opening a missing or empty directory would make a new, empty database and back that up.
  if (!existsSync(config.DATA_DIR) || readdirSync(config.DATA_DIR).length === 0) {
    process.stderr.write(`tradewire: DATA_DIR ${config.DATA_DIR} holds no database: set DATA_DIR to the app's\n`);
    process.exit(1);
  }
  const database = await openDatabaseOrExit(config, "npm run backup");
  try {
    dump = await gzipBackup(await dumpPglite(database.db));
  } finally {
    await database.close();
  }
  from = config.DATA_DIR;
}
// The data directory holds the app's signing keys and secret too (a restored app must keep its channels' secrets): a
// backup is a secret, readable by its owner alone.
writeFileSync(file, dump, { mode: 0o600 });
process.stdout.write(`backed up ${from} to ${file} (${(dump.byteLength / 1_048_576).toFixed(1)} MB)\n`);
