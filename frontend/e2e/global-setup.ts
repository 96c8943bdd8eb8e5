import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "@tradewire/db";
import type { TestProject } from "vitest/node";
import { bundleServer } from "./server-bundle";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PGlite data directory an app start would leave: the cluster made and every migration applied, nothing else. */
    migratedDataDir: string;
    /** The app's server in one module (server-bundle.ts), which startAppProcess runs with plain Node. */
    serverBundle: string;
  }
}

/**
 * The browser tests drive the built app, so build the frontend as it is now; unless E2E_FRONTEND_BUILT=1 says the
 * caller has just built it for several runs at once (CI's browser lanes: two builds writing one frontend/dist race).
 * Then one migrated data directory for every app of the run to start from (startAppProcess copies it): making a PGlite
 * cluster and migrating it cost each app about 5 s of CPU and 4 s of waiting, two dozen times a run. A start on an
 * empty directory stays covered by scripts/src/start-app.test.ts. And the server bundled once, so that no app start
 * loads its modules through tsx (`npm start`'s way stays covered there too).
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_FRONTEND_BUILT !== "1") buildFrontend();
  const dataDir = mkdtempSync(join(tmpdir(), "tradewire-e2e-migrated-"));
  const database = await openDatabase({ dataDir, owner: "the browser tests' set-up" });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide("migratedDataDir", dataDir);
  // One file per run: CI's browser lanes run at once.
  const serverBundle = await bundleServer(`start-${process.pid}`);
  project.provide("serverBundle", serverBundle);
  return () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(serverBundle, { force: true });
  };
}

function buildFrontend() {
  const result = spawnSync("npm", ["run", "build"], {
    cwd: fileURLToPath(new URL("../..", import.meta.url)),
    stdio: "inherit",
    // vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("frontend build failed");
}
