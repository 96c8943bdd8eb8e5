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
  beforeAll(async () => {
    [session.app, session.browser] = await Promise.all([startAppProcess(env), launchChromium()]);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.app?.stop();
  });
  return session;
}
