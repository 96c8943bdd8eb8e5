import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { repoRoot } from "../app-version";
import { LANDING_GZIP_BUDGET_BYTES, routeBundleSizes } from "./route-bundle-sizes";

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * The JavaScript each route sends over the wire, from a fresh production build of the frontend as it is now
 * (in a temporary directory, so a running app's frontend/dist is left alone).
 */
export async function benchBundle() {
  const outDir = mkdtempSync(join(tmpdir(), "tradewire-bench-build-"));
  try {
    const build = spawnSync("npx", ["vite", "build", "--outDir", outDir, "--logLevel", "error"], {
      cwd: fileURLToPath(new URL("frontend", repoRoot)),
      stdio: "inherit",
      // Under NODE_ENV=test Vite would build React's development bundle.
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (build.status !== 0) throw new Error("frontend build failed");
    console.log(`${"JavaScript per route".padEnd(24)} ${"first paint gzip".padStart(17)} ${"brotli".padStart(10)} ${"+ lazy, at most, gzip".padStart(22)}`);
    for (const size of routeBundleSizes(outDir)) {
      console.log(
        `${size.route.padEnd(24)} ${kB(size.firstPaintGzip).padStart(17)} ${kB(size.firstPaintBrotli).padStart(10)} ${kB(size.withLazyGzip).padStart(22)}`,
      );
    }
    console.log(`landing budget: ${kB(LANDING_GZIP_BUDGET_BYTES)} gzip before first paint`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
