import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Scorecard } from "@tradewire/core";
import { openDatabase } from "@tradewire/db";
import { makeReleasedCalendarEvent } from "@tradewire/db/testing/factories";
import { createReplayProvider } from "@tradewire/workers/prices";
import { measureReleaseReactionsFrom } from "@tradewire/workers/reactions/measure-release-reactions";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, startAppProcess, type AppProcess } from "./app-process";
import { screensAtEverySize } from "./layout-checks";
import { signedInPage } from "./signed-in-api";

/** Screenshots for a person to look at; outside the repository. */
const screenshotDir = join(tmpdir(), "tradewire-scorecard-releases-screens");

/**
 * A week of releases (16-20 November 2026) whose reactions the measuring job took from the replay price paths, stored
 * in the data directory the app then starts on: the live clock has no closed horizon to wait for on every day.
 */
async function seedMeasuredWeek(dataDir: string) {
  const database = await openDatabase({ dataDir, owner: "the scorecard's releases test" });
  try {
    await database.migrate();
    const db = database.db;
    const release = (series: string, scheduledAt: string, overrides: Parameters<typeof makeReleasedCalendarEvent>[1] = {}) =>
      makeReleasedCalendarEvent(db, { series, title: series.split("|")[1], scheduledAt: new Date(scheduledAt), ...overrides });
    await release("US|CPI y/y", "2026-11-17T13:30:00Z");
    await release("US|Nonfarm Payrolls", "2026-11-20T13:30:00Z", { actual: "64K", consensus: "50K" });
    await release("US|Initial Jobless Claims", "2026-11-19T13:30:00Z", { importance: "mid", actual: "231K", consensus: "220K" });
    await release("US|Consumer Credit", "2026-11-18T20:00:00Z", { importance: "low", actual: "10.40B", consensus: "11.50B" });
    await release("US|MBA Mortgage Applications", "2026-11-18T12:00:00Z", { importance: "low", actual: "2.9%", consensus: null });
    await release("DE|German CPI", "2026-11-17T07:00:00Z", { country: "DE", countryName: "Germany", importance: "mid", actual: "2.2%", consensus: "2.3%" });
    await release("JP|Tokyo Core CPI", "2026-11-19T23:30:00Z", { country: "JP", countryName: "Japan", importance: "mid", actual: "2.6%", consensus: "2.7%" });
    await release("LULU|Oct/2026", "2026-11-18T05:00:00Z", { kind: "earnings", title: "Lululemon earnings", ticker: "LULU", importance: "mid", allDay: true, timing: "after_close", actual: "$2.87", consensus: "$2.80" });
    const now = new Date("2026-11-20T21:30:00Z");
    const result = await measureReleaseReactionsFrom({
      db,
      provider: createReplayProvider({ now: () => now }),
      publish: async () => {},
      now,
      benchmarks: [],
      minutes: {},
      everyMs: 60_000,
    });
    expect(result.events).toBe(8);
  } finally {
    await database.close();
  }
}

describe("the scorecard's scheduled releases, in Chromium", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "tradewire-e2e-releases-"));
  let app: AppProcess;
  let browser: Browser;
  beforeAll(async () => {
    await seedMeasuredWeek(dataDir);
    [app, browser] = await Promise.all([startAppProcess({ DATA_DIR: dataDir }), launchChromium()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows a visitor what releases moved by importance, and a member by beat or miss and by surprise size, saying the prices are simulated", async () => {
    const visitor = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await visitor.goto(`${app.url}/scorecard`);
    await visitor.getByRole("heading", { name: "Scheduled releases" }).waitFor();
    // No story was measured: the stories' part says so, the releases' part still shows, with the horizon switch.
    expect(await visitor.getByText("No story's reactions have been measured yet.").count()).toBe(1);
    expect(await visitor.getByRole("note").textContent()).toContain("these reactions are measured on simulated prices from the bundled replay set");
    const byImportance = visitor.getByRole("table", { name: "By importance, 30 min after the release (simulated prices)" });
    await byImportance.waitFor();
    const answer = (await (await fetch(`${app.url}/api/scorecard`)).json()) as Scorecard;
    const highIndex = answer.releases.by_importance.find((group) => group.key === "high" && group.asset === "index" && group.horizon === "30m")!;
    // CPI and payrolls: SPY's half hour after each.
    expect(highIndex.reactions).toBe(2);
    const highRow = byImportance.getByRole("row", { name: /^HIGH\s*Stock index fund/ });
    expect(await highRow.getByRole("cell").allTextContents()).toEqual([
      "2",
      `${(highIndex.median_abs_return * 100).toFixed(2)}%`,
      "—",
      `${(highIndex.share_over_1_sigma! * 100).toFixed(0)}%`,
      `${(highIndex.share_over_2_sigma! * 100).toFixed(0)}%`,
    ]);
    // The company row has an abnormal return; the funds' do not.
    const company = answer.releases.by_importance.find((group) => group.asset === "company" && group.horizon === "30m")!;
    const companyRow = byImportance.getByRole("row", { name: /^MID\s*Company vs benchmark/ });
    expect((await companyRow.getByRole("cell").allTextContents())[2]).toBe(`${(company.median_abs_abnormal_return! * 100).toFixed(2)}%`);
    expect(await visitor.getByRole("table", { name: /^By beat or miss/ }).count()).toBe(0);
    expect(await visitor.getByText("Members see it by beat or miss and by the surprise's size too.").count()).toBe(1);
    await expect(screensAtEverySize(visitor, screenshotDir, "scorecard-releases-visitor")).resolves.toEqual([]);
    await visitor.close();

    const { page, api } = await signedInPage(browser, app.url, "trader@demo.local");
    await page.goto(`${app.url}/scorecard`);
    const byOutcome = page.getByRole("table", { name: "By beat or miss, 30 min after the release (simulated prices)" });
    await byOutcome.waitFor();
    const member = await api<Scorecard>("GET", "/api/scorecard");
    const missIndex = member.releases.by_outcome!.find((group) => group.key === "miss" && group.asset === "index" && group.horizon === "30m")!;
    // Claims above consensus and consumer credit below it (misses) on SPY, Germany's CPI below on EWG, Tokyo's on EWJ.
    expect(missIndex.reactions).toBe(4);
    expect((await byOutcome.getByRole("row", { name: /^Miss\s*Stock index fund/ }).getByRole("cell").allTextContents())[0]).toBe("4");
    const bySurprise = page.getByRole("table", { name: "By surprise size, 30 min after the release (simulated prices)" });
    expect(await bySurprise.getByRole("row", { name: /^Over 10%\s*Stock index fund/ }).count()).toBe(1);
    await page.getByRole("button", { name: "5 min" }).click();
    await page.getByRole("table", { name: "By surprise size, 5 min after the release (simulated prices)" }).waitFor();
    await expect(screensAtEverySize(page, screenshotDir, "scorecard-releases-member")).resolves.toEqual([]);
    await page.getByRole("button", { name: "1 day" }).click();
    expect(await page.getByText("Releases are measured 5 and 30 minutes after they come out: pick 5 min or 30 min.").count()).toBe(1);
    await page.close();
  }, 120_000);
});
