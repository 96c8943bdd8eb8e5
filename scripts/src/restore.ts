import { existsSync, readdirSync, readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { openDatabaseOrExit } from "./open-command-database";
import { readConfigOrExit } from "./read-config";

/**
 * `npm run restore -- <file.tar.gz>`: a backup (npm run backup) into DATA_DIR, which must be empty or absent: a restore
 * never writes over a database. Applies the migrations a newer app needs, then says what it holds.
 */
const file = process.argv[2];
if (!file || !existsSync(file)) {
  process.stderr.write(`usage: npm run restore -- <file.tar.gz>${file ? ` (no file ${file})` : ""}\n`);
  process.exit(2);
}
const config = readConfigOrExit();
if (config.DATABASE_URL) {
  process.stderr.write("tradewire: DATABASE_URL is PostgreSQL: restore it with pg_restore (docs/operations.md)\n");
  process.exit(2);
}
if (existsSync(config.DATA_DIR) && readdirSync(config.DATA_DIR).length > 0) {
  process.stderr.write(`tradewire: DATA_DIR ${config.DATA_DIR} holds a database already: move it away (or set DATA_DIR to a new folder), then restore\n`);
  process.exit(1);
}
const database = await openDatabaseOrExit(config, "npm run restore", { image: new Blob([readFileSync(file)]) });
try {
  await database.migrate();
  const count = async (table: string) => Number(((await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n);
  const [stories, alerts, channels, users] = [await count("articles"), await count("alerts"), await count("notification_channels"), await count("users")];
  process.stdout.write(`restored ${file} into ${config.DATA_DIR}: ${stories} stories, ${alerts} alerts, ${channels} channels, ${users} users\n`);
} finally {
  await database.close();
}
