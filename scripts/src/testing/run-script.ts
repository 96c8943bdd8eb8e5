import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { repoRoot } from "../app-version";

const root = fileURLToPath(repoRoot);

/**
 * Runs one of scripts/src's commands in a process of its own with only `env` (and PATH), as a person would run it.
 * Not spawnSync: an app the test runs in its own process must go on answering while the command waits on it.
 */
export function runScript(script: string, args: readonly string[], env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", join(root, "scripts/src", script), ...args], { cwd: root, env: { PATH: process.env.PATH, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}
