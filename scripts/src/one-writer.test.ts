import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "@tradewire/backend/testing/test-server";
import { loadConfig } from "@tradewire/core/schemas/config";
import { afterAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "./start-app";
import { runScript } from "./testing/run-script";

describe("one writer per embedded database", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "tradewire-one-writer-"));
  let app: RunningApp | undefined;
  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}.lock`, { recursive: true, force: true });
  });

  it("sets a plan through the running app, refuses a command that would write its data directory itself, naming the app, and loses no write", async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: `http://127.0.0.1:${port}`, SOURCES: "off", LOG_LEVEL: "warn" };
    const command = (script: string, ...args: string[]) => runScript(script, args, env);
    const planOf = async () => {
      const token = (await command("token.ts", "trader@demo.local")).stdout.trim();
      const answer = await fetch(`${app!.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { plan: string }).plan;
    };

    app = await startApp(loadConfig(env));
    // The trader's first call makes their user: the app's own write.
    expect(await planOf()).toBe("free");

    // A command that must write the database itself is refused, naming the app.
    const refused = await command("reclassify.ts");
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      new RegExp(`^tradewire: the embedded database ${dataDir} is open in the app on port ${port} \\(pid ${process.pid}, since [\\d-]+T[\\d:.]+Z\\); stop it first, then run this again$`, "m"),
    );
    // plan goes through the running app's admin API instead, and the app knows at once.
    const through = await command("plan.ts", "trader@demo.local", "premium");
    expect(through.stderr).toBe("");
    expect(through.stdout).toBe(`trader@demo.local is now on the premium plan (through the app at http://127.0.0.1:${port})\n`);
    expect(await planOf()).toBe("premium");

    await app.stop();
    app = undefined;
    const direct = await command("plan.ts", "trader@demo.local", "lifetime");
    expect(direct.stderr).toBe("");
    expect(direct.stdout).toBe("trader@demo.local is now on the lifetime plan\n");

    // The app started again reads every write: the user it made, on the plan the command set last.
    app = await startApp(loadConfig(env));
    expect(await planOf()).toBe("lifetime");
  }, 120_000);
});
