import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "@tradewire/backend/testing/test-server";
import { loadConfig } from "@tradewire/core/schemas/config";
import { createChannel, openDatabase, tables } from "@tradewire/db";
import { makeAlert, makeFeedArticle, makeUser } from "@tradewire/db/testing/factories";
import { afterAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "./start-app";
import { runScript } from "./testing/run-script";

describe("backups of the embedded database", () => {
  const scratch = mkdtempSync(join(tmpdir(), "tradewire-backup-"));
  const dataDir = join(scratch, "data");
  let app: RunningApp | undefined;
  afterAll(async () => {
    await app?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  /** Every story title, alert name and channel name of a restored data directory. */
  async function contentsOf(dir: string) {
    const database = await openDatabase({ dataDir: dir, owner: "the test" });
    try {
      const titles = (await database.db.select().from(tables.articles)).map((row) => row.title).sort();
      const alerts = (await database.db.select().from(tables.alerts)).map((row) => row.name);
      const channels = (await database.db.select().from(tables.notificationChannels)).map((row) => row.channelName);
      return { titles, alerts, channels };
    } finally {
      await database.close();
    }
  }

  it("backs up through the running app or from the files, and restores into a fresh directory every story, alert and channel", async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: `http://127.0.0.1:${port}`, SOURCES: "off", LOG_LEVEL: "warn" };
    app = await startApp(loadConfig(env));
    const db = app.database.db;
    await makeFeedArticle(db, { title: "Nvidia wins Gulf deal", tickers: ["NVDA"] });
    await makeFeedArticle(db, { title: "OPEC+ holds output" });
    const user = await makeUser(db, { email: "trader@example.com" });
    const channel = await createChannel(db, user.id, { channelName: "Desk mail", type: "email", email: "trader@example.com", endpoint: null, channelKey: null, signingSecret: null });
    await makeAlert(db, user.id, channel.id, { name: "Chips" });

    const whileRunning = join(scratch, "running.tar.gz");
    const taken = await runScript("backup.ts", [whileRunning], env);
    expect(taken.stderr).toBe("");
    expect(taken.stdout).toMatch(new RegExp(`^backed up the app at http://127.0.0.1:${port} to ${whileRunning} \\(\\d+\\.\\d MB\\)\\n$`));
    // A story after the backup is not in it.
    await makeFeedArticle(db, { title: "Later story" });
    await app.stop();
    app = undefined;

    const stopped = join(scratch, "stopped.tar.gz");
    expect((await runScript("backup.ts", [stopped], env)).stdout).toMatch(new RegExp(`^backed up ${dataDir} to ${stopped}`));
    // A backup holds the app's keys: its owner's alone.
    expect(statSync(stopped).mode & 0o777).toBe(0o600);
    // A wrong DATA_DIR is not backed up as a new, empty database.
    const nowhere = await runScript("backup.ts", [join(scratch, "empty.tar.gz")], { ...env, DATA_DIR: join(scratch, "no-app-here") });
    expect(nowhere.status).toBe(1);
    expect(nowhere.stderr).toBe(`tradewire: DATA_DIR ${join(scratch, "no-app-here")} holds no database: set DATA_DIR to the app's\n`);

    const restoredDir = join(scratch, "restored");
    const restored = await runScript("restore.ts", [whileRunning], { ...env, DATA_DIR: restoredDir });
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toMatch(/: 2 stories, 1 alerts, 1 channels, \d+ users\n$/);
    expect(await contentsOf(restoredDir)).toEqual({ titles: ["Nvidia wins Gulf deal", "OPEC+ holds output"], alerts: ["Chips"], channels: ["Desk mail"] });
    // Never over a database.
    const again = await runScript("restore.ts", [stopped], { ...env, DATA_DIR: restoredDir });
    expect(again.status).toBe(1);
    expect(again.stderr).toBe(`tradewire: DATA_DIR ${restoredDir} holds a database already: move it away (or set DATA_DIR to a new folder), then restore\n`);

    const fromFiles = join(scratch, "from-files");
    await runScript("restore.ts", [stopped], { ...env, DATA_DIR: fromFiles });
    expect((await contentsOf(fromFiles)).titles).toEqual(["Later story", "Nvidia wins Gulf deal", "OPEC+ holds output"]);
  }, 180_000);
});
