import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "@tradewire/backend/testing/test-server";
import { loadConfig } from "@tradewire/core/schemas/config";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "./app-version";
import { startApp, type RunningApp } from "./start-app";

const root = fileURLToPath(repoRoot);

describe("one writer per embedded database", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "tradewire-one-writer-"));
  let app: RunningApp | undefined;
  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}.lock`, { recursive: true, force: true });
  });

  it("refuses a command on the running app's data directory, naming the app, and loses none of either's writes", async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: `http://127.0.0.1:${port}`, SOURCES: "off", LOG_LEVEL: "warn" };
    const command = (script: string, ...args: string[]) =>
      spawnSync(process.execPath, ["--import", "tsx", join(root, "scripts/src", script), ...args], { cwd: root, env: { PATH: process.env.PATH, ...env }, encoding: "utf8", timeout: 60_000 });
    const planOf = async () => {
      const token = command("token.ts", "trader@demo.local").stdout.trim();
      const answer = await fetch(`${app!.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { plan: string }).plan;
    };

    app = await startApp(loadConfig(env));
    // The trader's first call makes their user: the app's own write.
    expect(await planOf()).toBe("free");

    const refused = command("plan.ts", "trader@demo.local", "premium");
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      new RegExp(`^tradewire: the embedded database ${dataDir} is open in the app on port ${port} \\(pid ${process.pid}, since [\\d-]+T[\\d:.]+Z\\); stop it first, then run this again\\n$`),
    );
    // The app goes on, unharmed.
    expect(await planOf()).toBe("free");

    await app.stop();
    app = undefined;
    const done = command("plan.ts", "trader@demo.local", "premium");
    expect(done.stderr).toBe("");
    expect(done.stdout).toBe("trader@demo.local is now on the premium plan\n");

    // The app started again reads both writes: the user it made, on the plan the command set.
    app = await startApp(loadConfig(env));
    expect(await planOf()).toBe("premium");
  }, 120_000);
});
