import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { layoutProblems, screenSizes, seriousAxeFindings } from "./layout-checks";
import { signInAs } from "./sign-in-as";
import { useAppInChromium } from "./use-app-in-chromium";

/** Screenshots of the report dialog at each size, for a person to look at; outside the repository. */
const screenshotDir = join(tmpdir(), "tradewire-report-screens");

describe("the ticker editor and the stock report, in Chromium", () => {
  // Replay news and replay prices; no breaking stories during the test, so the list stays put.
  const session = useAppInChromium({ SOURCES: "replay", REPLAY_INTERVAL_MS: "600000" });

  it("lets an admin attach two tickers from search, save, create the report and read it", async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAs(page, session.app.url, "admin@demo.local");
    await page.goto(`${session.app.url}/news`);
    // A story, not a calendar release's row: a story is what the admin may edit.
    const story = page.getByRole("article").filter({ has: page.getByRole("button", { name: "Edit", exact: true }) }).nth(3);
    await story.waitFor();
    const title = (await story.getByRole("heading").textContent())!.trim();

    await story.getByRole("button", { name: "Edit", exact: true }).click();
    const editor = page.getByRole("dialog", { name: `Edit News: ${title}` });
    await editor.waitFor();
    const search = editor.getByPlaceholder("Search for tickers...");
    for (const symbol of ["NVDA", "AMD"]) {
      await search.fill(symbol);
      await search.press("Enter");
      await editor.getByRole("region", { name: /^Search Results \(\d+\)$/ }).waitFor();
      await editor.getByRole("button", { name: new RegExp(`^Add ${symbol} `) }).first().click();
    }
    const listed = editor.getByRole("table", { name: "Article tickers" });
    await expect.poll(() => listed.getByText("Unsaved").count()).toBeGreaterThanOrEqual(1);
    await editor.getByRole("button", { name: "Save Tickers" }).click();
    await expect.poll(() => listed.getByText("Unsaved").count()).toBe(0);

    await editor.getByRole("button", { name: "Create Report" }).click();
    await editor.waitFor({ state: "detached", timeout: 30_000 });

    // report.updated turns the story's Report button on without a reload.
    await story.getByRole("button", { name: "Report", exact: true }).click();
    const report = page.getByRole("dialog");
    await report.getByRole("heading", { name: "Stock Impact Tracker" }).waitFor();
    const tracker = report.getByRole("region", { name: "Stock Impact Tracker" });
    const rows = tracker.getByRole("table");
    await expect.poll(() => rows.getByText("NVDA", { exact: true }).count()).toBe(1);
    expect(await rows.getByText("AMD", { exact: true }).count()).toBe(1);
    await expect.poll(() => report.getByRole("img", { name: /^Returns since the event/ }).isVisible()).toBe(true);
    expect(await report.getByText(/Last updated \d{1,2} [A-Z]{3} \d{4}/).isVisible()).toBe(true);

    // Below sm each row is a card labelled as the table's columns; from sm up the table stays. Nothing scrolls sideways.
    mkdirSync(screenshotDir, { recursive: true });
    const cards = tracker.getByRole("list", { name: "Stock Impact Tracker" });
    const nvdaCard = cards.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^NVDA / }) });
    for (const [size, viewport] of Object.entries(screenSizes)) {
      await page.setViewportSize(viewport);
      const phone = size === "phone";
      await expect.poll(() => cards.isVisible()).toBe(phone);
      expect(await rows.isVisible()).toBe(!phone);
      if (phone) {
        expect(await cards.getByRole("heading", { name: /^AMD / }).isVisible()).toBe(true);
        // The hidden table, read through CSS (roles skip what is hidden): the card says what its row says.
        const table = tracker.locator("table");
        expect(await nvdaCard.getByRole("term").allTextContents()).toEqual((await table.locator("thead th").allTextContents()).slice(2));
        const nvdaFigures = table.locator("tbody tr").filter({ has: page.locator("th", { hasText: /^NVDA$/ }) }).locator("td");
        expect(await nvdaCard.getByRole("definition").allTextContents()).toEqual((await nvdaFigures.allTextContents()).slice(1));
        await nvdaCard.scrollIntoViewIfNeeded();
      }
      await page.screenshot({ path: join(screenshotDir, `stock-report-${size}.png`) });
      // Polled: the chart lays its axis out again a moment after the window changes size.
      await expect.poll(() => layoutProblems(page, { within: "[role=dialog]" }), { message: size }).toEqual([]);
      expect(await seriousAxeFindings(page, "[role=dialog]"), size).toEqual([]);
    }
    await page.close();
  });

  it("shows a visitor the blurred placeholder and sends no report request", async () => {
    const context = await session.browser.newContext();
    const page = await context.newPage();
    const reportRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/report")) reportRequests.push(request.url());
    });
    await page.goto(`${session.app.url}/news`);
    await page.getByRole("button", { name: "Report", exact: true }).first().click();
    await page.getByText("Log in to view").waitFor();
    expect(reportRequests).toEqual([]);
    await context.close();
  });
});
