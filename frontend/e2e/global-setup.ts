import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The browser tests drive the built app, so build the frontend as it is now. */
export default function buildFrontend() {
  const result = spawnSync("npm", ["run", "build"], {
    cwd: fileURLToPath(new URL("../..", import.meta.url)),
    stdio: "inherit",
    // vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("frontend build failed");
}
