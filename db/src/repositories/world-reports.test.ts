import { describe, expect, it } from "vitest";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import { findWorldReport, saveWorldReports } from "./world-reports";

describe.each(testEngines)("world reports on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("keeps one report per range, a new build replacing every range it brings", async () => {
    const db = database().db;
    expect(await findWorldReport(db, "1mo")).toBeUndefined();

    const first = new Date("2026-11-23T10:00:00Z");
    await saveWorldReports(db, { "1mo": { build: 1, dates: ["2026-11-20"] }, "1y": { build: 1 } }, first);
    const second = new Date("2026-11-23T10:10:00Z");
    await saveWorldReports(db, { "1mo": { build: 2, dates: ["2026-11-20", "2026-11-23"] }, "3mo": { build: 2 } }, second);

    expect(await findWorldReport(db, "1mo")).toEqual({ range: "1mo", payload: { build: 2, dates: ["2026-11-20", "2026-11-23"] }, builtAt: second });
    expect(await findWorldReport(db, "3mo")).toEqual({ range: "3mo", payload: { build: 2 }, builtAt: second });
    // A range the new build did not bring keeps its last report.
    expect(await findWorldReport(db, "1y")).toEqual({ range: "1y", payload: { build: 1 }, builtAt: first });
  });

  it("stores nothing for no ranges", async () => {
    const db = database().db;
    await saveWorldReports(db, {});
    expect(await findWorldReport(db, "")).toBeUndefined();
  });
});
