import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium, startAppProcess, type AppProcess } from "./app-process";

export interface AppInChromium {
  app: AppProcess;
  browser: Browser;
}

/**
 * The app as `npm start` runs it (with `env` on top) and Chromium, started side by side before the file's
 * tests and stopped after them. The fields are set once the tests run.
 */
export function useAppInChromium(env: Record<string, string> = {}): AppInChromium {
  const session = {} as AppInChromium;
  // Longer than startAppProcess's own deadlines (60 s to answer, 90 s more for the start-up builds): on a busy machine
  // the start took more than the default 120 s, and the hook gave up on an app that was about to be ready.
  beforeAll(async () => {
    [session.app, session.browser] = await Promise.all([startAppProcess(env), launchChromium()]);
  }, 180_000);
  afterAll(async () => {
    await session.browser?.close();
    await session.app?.stop();
  });
  return session;
}
