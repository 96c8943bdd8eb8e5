import { defineConfig } from "vitest/config";

const node = (name: string, extra: Record<string, unknown> = {}) => ({
  test: {
    name,
    environment: "node",
    include: [`${name}/src/**/*.test.ts`],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    ...extra,
  },
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
      {
        test: {
          name: "frontend",
          environment: "jsdom",
          include: ["frontend/src/**/*.test.{ts,tsx}"],
          setupFiles: ["frontend/src/testing/setup-dom-tests.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["frontend/e2e/**/*.test.ts"],
          globalSetup: ["frontend/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
