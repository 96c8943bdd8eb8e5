import type { Reporter, TestModule } from "vitest/node";

/** Prints the plain closing line CI reads: "tests: N passed, N failed, N skipped". */
export default class TestSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      const own = { passed: 0, failed: 0, skipped: 0 };
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") own.passed++;
        else if (state === "failed") own.failed++;
        else own.skipped++;
      }
      // A file that failed outside its tests (a beforeAll that threw, an import error) leaves them skipped or
      // has none: they did not run, so they count as failed, never as a quiet skip.
      if (module.state() === "failed" && own.failed === 0) {
        own.failed = Math.max(1, own.skipped);
        own.skipped = 0;
      }
      counts.passed += own.passed;
      counts.failed += own.failed;
      counts.skipped += own.skipped;
    }
    process.stdout.write(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
