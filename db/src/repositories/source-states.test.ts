import { describe, expect, it } from "vitest";
import { makeSourceState } from "../testing/factories";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import { claimDueSources, listSourceStates, recordSourceFailure, recordSourceSuccess } from "./source-states";

describe.each(testEngines)("source states on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("hands a due source to one poller only, until its claim runs out", async () => {
    const db = database().db;
    const now = new Date();
    const [first, second] = await Promise.all([claimDueSources(db, ["wire-a"], now), claimDueSources(db, ["wire-a"], now)]);
    expect(first.length + second.length).toBe(1);
    expect(await claimDueSources(db, ["wire-a"], now)).toEqual([]);
    expect(await claimDueSources(db, ["wire-a"], new Date(now.getTime() + 10 * 60_000))).toHaveLength(1);
  });

  it("counts failures until a success resets them, and keeps the validators and totals", async () => {
    const db = database().db;
    const { sourceId } = await makeSourceState(db);
    const later = new Date(Date.now() + 60_000);
    await recordSourceFailure(db, sourceId, "503 Service Unavailable", later);
    await recordSourceFailure(db, sourceId, "x".repeat(2_000), later);
    let state = (await listSourceStates(db)).find((row) => row.sourceId === sourceId)!;
    expect(state.consecutiveFailures).toBe(2);
    expect(state.lastError).toHaveLength(500);
    await recordSourceSuccess(db, sourceId, { etag: '"v2"', seen: 10, created: 3, nextPollAt: later });
    await recordSourceSuccess(db, sourceId, { seen: 5, created: 1, nextPollAt: later });
    state = (await listSourceStates(db)).find((row) => row.sourceId === sourceId)!;
    expect(state).toMatchObject({ consecutiveFailures: 0, etag: '"v2"', itemsSeen: 15, itemsNew: 4 });
    expect(state.lastSuccessAt).toBeInstanceOf(Date);
  });
});
