import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeCalendarSnapshot } from "../../testing/calendar-fixture";
import type { CalendarSnapshot } from "./calendar-snapshot";
import { reconcileCalendar, type StoredCalendarEvent } from "./reconcile-calendar";

const cpi = makeCalendarSnapshot;

let nextId = 1;
const storedOf = (snapshot: CalendarSnapshot, overrides: Partial<StoredCalendarEvent> = {}): StoredCalendarEvent => ({
  id: nextId++,
  source: snapshot.source,
  series: snapshot.series,
  occurrence: 0,
  scheduledAt: snapshot.scheduledAt,
  consensus: snapshot.consensus,
  previous: snapshot.previous,
  previousBeforeRevision: null,
  actual: snapshot.actual,
  postponedFrom: null,
  ...overrides,
});

describe("reconcileCalendar", () => {
  it("stores an event seen for the first time, and changes nothing when a fetch says the same again", () => {
    const first = reconcileCalendar([], [cpi()], ["2026-11-12"]);
    expect(first.inserts).toHaveLength(1);
    expect(first.updates).toEqual([]);
    expect(reconcileCalendar([storedOf(cpi())], [cpi()], ["2026-11-12"])).toEqual({ inserts: [], updates: [] });
  });

  it("releases an event once, when its actual first arrives", () => {
    const stored = storedOf(cpi());
    const { updates } = reconcileCalendar([stored], [cpi({ actual: "3.1%" })], ["2026-11-12"]);
    expect(updates).toMatchObject([{ id: stored.id, released: true, snapshot: { actual: "3.1%" } }]);
    // A correction of the actual updates it without releasing it again.
    const corrected = reconcileCalendar([storedOf(cpi({ actual: "3.1%" }), { id: stored.id })], [cpi({ actual: "3.2%" })], ["2026-11-12"]);
    expect(corrected.updates).toMatchObject([{ id: stored.id, released: false, snapshot: { actual: "3.2%" } }]);
  });

  it("keeps the previous value as it stood before the source revised it, and the first one through later revisions", () => {
    const stored = storedOf(cpi());
    const { updates } = reconcileCalendar([stored], [cpi({ previous: "2.9%" })], ["2026-11-12"]);
    expect(updates).toMatchObject([{ previousBeforeRevision: "3.0%", snapshot: { previous: "2.9%" } }]);
    const again = reconcileCalendar([storedOf(cpi({ previous: "2.9%" }), { previousBeforeRevision: "3.0%" })], [cpi({ previous: "2.8%" })], ["2026-11-12"]);
    expect(again.updates).toMatchObject([{ previousBeforeRevision: "3.0%" }]);
  });

  it("keeps a figure the source no longer shows", () => {
    const stored = storedOf(cpi({ actual: "3.1%" }));
    expect(reconcileCalendar([stored], [cpi({ actual: null, consensus: null })], ["2026-11-12"])).toEqual({ inserts: [], updates: [] });
  });

  it("moves a postponed release: absent from its own fetched day, listed on a later one", () => {
    const stored = storedOf(cpi());
    const later = cpi({ scheduledAt: new Date("2026-11-19T13:30:00Z") });
    const { inserts, updates } = reconcileCalendar([stored], [later], ["2026-11-12", "2026-11-19"]);
    expect(inserts).toEqual([]);
    expect(updates).toMatchObject([{ id: stored.id, postponedFrom: stored.scheduledAt, snapshot: { scheduledAt: later.scheduledAt } }]);
  });

  it("does not take a release for a moved one while its own day was not fetched, or while that day still lists it", () => {
    const stored = storedOf(cpi());
    const next = cpi({ scheduledAt: new Date("2026-12-10T14:30:00Z") });
    expect(reconcileCalendar([stored], [next], ["2026-12-10"]).inserts).toHaveLength(1);
    expect(reconcileCalendar([stored], [cpi(), next], ["2026-11-12", "2026-12-10"])).toMatchObject({ inserts: [{ snapshot: next }], updates: [] });
  });

  it("tells apart two events of one series at the same time by their order (a source's m/m and y/y both named CPI)", () => {
    const yoy = cpi({ consensus: "2.5%" });
    const mom = cpi({ consensus: "0.2%" });
    const { inserts } = reconcileCalendar([], [yoy, mom], ["2026-11-12"]);
    expect(inserts.map((insert) => insert.occurrence)).toEqual([0, 1]);
    const stored = [storedOf(yoy), storedOf(mom, { occurrence: 1 })];
    const { updates } = reconcileCalendar(stored, [cpi({ consensus: "2.5%", actual: "2.6%" }), cpi({ consensus: "0.2%", actual: "0.3%" })], ["2026-11-12"]);
    expect(updates.map((update) => [update.id, update.snapshot.actual])).toEqual([
      [stored[0]!.id, "2.6%"],
      [stored[1]!.id, "0.3%"],
    ]);
  });

  it("stores every fetched event exactly once, whatever was stored before (property)", () => {
    const days = ["2026-11-09", "2026-11-10", "2026-11-11", "2026-11-12", "2026-11-13"];
    const event = fc.record({
      series: fc.constantFrom("US|CPI y/y", "US|Initial Jobless Claims", "EU|CPI"),
      day: fc.integer({ min: 0, max: 4 }),
      actual: fc.option(fc.constantFrom("1.0%", "2.0%"), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(event, { maxLength: 6 }), fc.array(event, { maxLength: 6 }), (before, after) => {
        const snapshotOf = (e: { series: string; day: number; actual: string | null }) =>
          cpi({ series: e.series, actual: e.actual, scheduledAt: new Date(`${days[e.day]}T13:30:00Z`) });
        const stored = reconcileCalendar([], before.map(snapshotOf), days).inserts.map(({ snapshot, occurrence }) => storedOf(snapshot, { occurrence }));
        const { inserts, updates } = reconcileCalendar(stored, after.map(snapshotOf), days);
        // Every fetched event is an insert, an update, or an unchanged stored event; no stored event is claimed twice.
        expect(new Set(updates.map((update) => update.id)).size).toBe(updates.length);
        expect(inserts.length + updates.length).toBeLessThanOrEqual(after.length);
        expect(inserts.length).toBeGreaterThanOrEqual(Math.max(0, after.length - stored.length));
      }),
    );
  });
});
