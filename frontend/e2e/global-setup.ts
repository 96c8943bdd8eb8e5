import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The browser tests drive the built app, so build the frontend as it is now. */
export default function buildFrontend() {
  const result = spawnSync("npm", ["run", "build"], {
    cwd: fileURLToPath(new URL("../..", import.meta.url)),
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("frontend build failed");
}
