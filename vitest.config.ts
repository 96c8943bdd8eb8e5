import { defineConfig } from "vitest/config";

/**
 * A Node project. Its files share one module cache per worker (`isolate: false`): what each file needs (a PGlite
 * image, the ticker dictionary, tsx's transforms) is built once per worker instead of once per file, and no file
 * replaces a module with vi.mock (one that must is named *.isolated.test.* and runs apart, as in the frontend).
 */
const node = (name: string, extra: Record<string, unknown> = {}) => ({
  test: {
    name,
    environment: "node",
    isolate: false,
    include: [`${name}/src/**/*.test.ts`],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    ...extra,
  },
});

/** A project of the frontend's DOM tests, in jsdom. */
const dom = (name: string, files: Record<string, unknown>) => ({
  test: { name, environment: "jsdom", setupFiles: ["frontend/src/testing/setup-dom-tests.ts"], ...files },
});

export default defineConfig({
  test: {
    reporters: ["default", "./scripts/src/test-summary-reporter.ts"],
    projects: [
      node("core"),
      node("db"),
      node("platform"),
      node("backend"),
      node("workers"),
      node("scripts"),
      // The DOM tests share one jsdom per worker: a fresh one per file cost 30 s of a 66 s run. A file that
      // replaces a module with vi.mock needs a module cache of its own (another file may have loaded the real
      // one first), so it is named *.isolated.test.* and runs apart.
      dom("frontend", { include: ["frontend/src/**/*.test.{ts,tsx}"], exclude: ["frontend/src/**/*.isolated.test.{ts,tsx}"], isolate: false }),
      dom("frontend-isolated", { include: ["frontend/src/**/*.isolated.test.{ts,tsx}"] }),
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["frontend/e2e/**/*.test.ts"],
          globalSetup: ["frontend/e2e/global-setup.ts"],
          testTimeout: 60_000,
          // An app start on an overloaded CI machine (three lanes on two cores, before CI ran them in two phases) has
          // taken two minutes.
          hookTimeout: 240_000,
          // Vitest's default of 1 s for expect.poll is a timed test on a loaded machine: a dashboard that painted 1.2 s
          // after sign-in failed CI. A poll waits for what a reader would wait for; the test's own timeout still bounds it.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
