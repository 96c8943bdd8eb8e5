import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { repoRoot } from "./app-version";

/** `npm start` builds the frontend when no build is there yet. */
export function ensureFrontendBuild() {
  if (existsSync(fileURLToPath(new URL("frontend/dist/index.html", repoRoot)))) return;
  process.stderr.write("tradewire: building the frontend (first start)...\n");
  const result = spawnSync("npm", ["run", "build"], { cwd: fileURLToPath(repoRoot), stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
