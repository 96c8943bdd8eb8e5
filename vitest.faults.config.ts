import { defineConfig } from "vitest/config";

/**
 * `npm run test:faults`: the scaled set-up (its own PostgreSQL and Redis, two API nodes, two workers)
 * under faults. Minutes long and process-heavy, so `npm test` leaves it out and CI runs it after.
 */
export default defineConfig({
  test: {
    name: "faults",
    environment: "node",
    include: ["scripts/src/faults/**/*.faults.ts"],
    reporters: ["default", "./scripts/src/test-summary-reporter.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
