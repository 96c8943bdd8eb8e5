import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * The browser tests drive the built app, so build the frontend as it is now; unless E2E_FRONTEND_BUILT=1 says the
 * caller has just built it for several runs at once (CI's browser lanes: two builds writing one frontend/dist race).
 */
export default function buildFrontend() {
  if (process.env.E2E_FRONTEND_BUILT === "1") return;
  const result = spawnSync("npm", ["run", "build"], {
    cwd: fileURLToPath(new URL("../..", import.meta.url)),
    stdio: "inherit",
    // vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("frontend build failed");
}
