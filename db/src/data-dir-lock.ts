import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import lockfile from "proper-lockfile";

/** Who holds an embedded database, as the next process to try is told. */
export interface DataDirHolder {
  /** "the app on port 3000", "npm run plan". */
  owner: string;
  /** An app's own address on this machine and its token issuer, so a command can go through it instead. */
  app?: { url: string; issuer: string };
  pid: number;
  since: string;
}

/** Another process has the embedded database open: two writers of one PGlite directory lose each other's writes. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder | null,
  ) {
    const who = holder ? `${holder.owner} (pid ${holder.pid}, since ${holder.since})` : "another process";
    super(`the embedded database ${dataDir} is open in ${who}; stop it first, then run this again`);
  }
}

/**
 * How long a lock whose holder stopped refreshing it counts as taken: a process that died (no clean release) frees its
 * directory after this. The holder refreshes it every STALE_MS / 2 (proper-lockfile's default).
 */
const STALE_MS = 10_000;

/** Beside the data directory, never in it: PGlite's initdb wants an empty directory, and the lock is not data. */
const lockPathOf = (dataDir: string) => `${resolve(dataDir)}.lock`;
const holderPathOf = (dataDir: string) => `${resolve(dataDir)}.holder.json`;

/**
 * Takes the embedded database's directory for this process alone (proper-lockfile: an atomic mkdir beside it, its mtime
 * refreshed while held, free again once stale if the holder died), recording who holds it; throws DataDirInUseError
 * naming the holder when another process has it. Answers the release.
 */
export async function lockDataDir(
  dataDir: string,
  owner: string,
  { waitMs = 0, app }: { waitMs?: number; app?: DataDirHolder["app"] } = {},
): Promise<() => Promise<void>> {
  let release: () => Promise<void>;
  // Tried again each second for `waitMs`: an app restarted by a watcher waits out the one it replaces, or one that died.
  const retries = { retries: Math.ceil(waitMs / 1_000), factor: 1, minTimeout: 1_000, maxTimeout: 1_000 };
  try {
    release = await lockfile.lock(resolve(dataDir), {
      lockfilePath: lockPathOf(dataDir),
      realpath: false,
      stale: STALE_MS,
      retries,
      // The lock lost (its folder removed, its refresh failing): another process may open the database now, so this one
      // stops at once rather than write beside it.
      onCompromised: (error) => {
        process.stderr.write(`tradewire: lost the lock on the embedded database ${dataDir} (${error.message}); stopping so that one process writes it\n`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    throw new DataDirInUseError(dataDir, readHolder(dataDir));
  }
  const holder: DataDirHolder = { owner, pid: process.pid, since: new Date().toISOString(), ...(app ? { app } : {}) };
  writeFileSync(holderPathOf(dataDir), `${JSON.stringify(holder)}\n`);
  return async () => {
    rmSync(holderPathOf(dataDir), { force: true });
    await release();
  };
}

/** Who holds the embedded database now, or null when nobody does (a holder that died is nobody once its lock is stale). */
export async function dataDirHolder(dataDir: string): Promise<DataDirHolder | null> {
  const held = await lockfile.check(resolve(dataDir), { lockfilePath: lockPathOf(dataDir), realpath: false, stale: STALE_MS });
  return held ? readHolder(dataDir) : null;
}

function readHolder(dataDir: string): DataDirHolder | null {
  try {
    return JSON.parse(readFileSync(holderPathOf(dataDir), "utf8")) as DataDirHolder;
  } catch {
    return null;
  }
}
