import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "@tradewire/backend/testing/free-port";
import { chromium, type Browser } from "playwright-core";
import { inject } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface AppProcess {
  url: string;
  stop(): Promise<void>;
}

/**
 * The app as `npm start` runs it, bundled (global-setup.ts), in its own process on a fresh data dir: the browser sees
 * only HTTP. What runs in the background by the clock is off unless `env` turns it on: reactions, moves, and the
 * calendar (the replay week releases its actuals through the real day, so which release rows top the feed would
 * depend on the hour).
 */
export async function startAppProcess(env: Record<string, string> = {}): Promise<AppProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "tradewire-e2e-"));
  // A data directory as a first start leaves it (global-setup.ts), unless the test brings its own.
  if (!env.DATA_DIR) cpSync(inject("migratedDataDir"), dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--enable-source-maps", inject("serverBundle")], {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: "warn", SOURCES: "off", REACTIONS_OFF: "true", MOVES_OFF: "true", CALENDAR_OFF: "true", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // Whatever becomes of the test (a hook timed out while the app was starting), the app ends with the test process.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));
  // A loaded CI machine (three lanes, a dozen apps) has taken more than a minute to compile and start one.
  const deadline = Date.now() + 150_000;
  for (let healthy = false; !healthy; ) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`app at ${url} did not answer /healthz within 150 s of its start`);
    }
    healthy = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const app: AppProcess = {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // A test starts on an app that has finished starting: its start-up builds share the one process with every
  // request, and on a busy machine a first page load racing them outlasted Playwright's 30 s.
  try {
    await waitForStartupBuilds(app);
  } catch (error) {
    // The test never gets the app to stop: an app left running loads the machine for every test after it.
    child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return app;
}

/**
 * The environment of an app whose outside world is one loopback server at `origin`: a live news source list
 * (`sourcesFile`) and both prediction-market platforms there, replay prices, webhooks to 127.0.0.1 allowed, and an
 * app secret for the secrets it keeps.
 */
export function loopbackAppEnv(origin: string, sourcesFile: string): Record<string, string> {
  return {
    SOURCES: "live",
    SOURCES_FILE: sourcesFile,
    PRICE_SOURCE: "replay",
    POLYMARKET_GAMMA_URL: origin,
    POLYMARKET_CLOB_URL: origin,
    KALSHI_API_URL: origin,
    ALLOW_PRIVATE_WEBHOOKS: "1",
    APP_SECRET: "e2e-".repeat(10),
  };
}

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * Waits until the app's start-up builds (the world report and the oil minute bars) are stored. In embedded
 * mode they share one process and one database with every request; startAppProcess waits for them, so a test
 * measures the app at work rather than the start-up queue.
 */
async function waitForStartupBuilds(app: AppProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const path of ["/report/world", "/api/middle-east/oil"]) {
    while ((await fetch(`${app.url}${path}`)).status !== 200) {
      if (Date.now() > deadline) throw new Error(`${path} was not built within ${timeoutMs} ms of start`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
