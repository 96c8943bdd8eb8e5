import type { AppConfig } from "@tradewire/core/schemas/config";
import { DataDirInUseError, openDatabase, type DatabaseHandle } from "@tradewire/db";

/**
 * The configured database, embedded (DATA_DIR) or PostgreSQL (DATABASE_URL), opened by `owner` ("npm run plan"). An
 * embedded one held by a running app stops the command with one line naming the app and what to do, and nothing else:
 * two processes writing one PGlite directory lose each other's writes.
 */
export async function openDatabaseOrExit(
  config: AppConfig,
  owner: string,
  { waitForLockMs = 0, app, image }: { waitForLockMs?: number; app?: { url: string; issuer: string }; image?: Blob } = {},
): Promise<DatabaseHandle> {
  try {
    return await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, owner, waitForLockMs, app, image });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    process.stderr.write(`tradewire: ${error.message}\n`);
    process.exit(1);
  }
}
