/// <reference lib="dom" />
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, startAppProcess, type AppProcess } from "./app-process";
import { layoutProblems, seriousAxeFindings } from "./layout-checks";
import { signInAs } from "./sign-in-as";

/** Screenshots of every screen checked, for a person to look at; outside the repository. */
const screenshotDir = join(tmpdir(), "tradewire-news-path-screens");

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };
/** The marquee slides its headlines past by design; with reduced motion it is a still list, checked on its own. */
const marquee = 'section[aria-label="Latest headlines"] *';

describe("the news path on a phone and for assistive technology, in Chromium", () => {
  let app: AppProcess;
  let browser: Browser;
  /** The story given tickers and a built report by the admin: the report and the editor open on it. */
  let storyTitle: string;

  beforeAll(async () => {
    mkdirSync(screenshotDir, { recursive: true });
    // The bundled replay set, no breaking story during the test: the list stays put.
    [app, browser] = await Promise.all([startAppProcess({ SOURCES: "replay", REPLAY_INTERVAL_MS: "600000" }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const shoot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });

  async function visitorPage(viewport: { width: number; height: number }, path: string, reducedMotion: "reduce" | "no-preference" = "no-preference") {
    const page = await browser.newPage({ viewport, reducedMotion });
    await page.goto(`${app.url}${path}`, { waitUntil: "domcontentloaded", timeout: 60_000 });
    return page;
  }

  const waitForHeadlines = (page: Page) =>
    expect.poll(() => page.getByRole("region", { name: "Latest headlines" }).getByRole("link").count(), { timeout: 30_000 }).toBeGreaterThan(0);
  const waitForStories = (page: Page) => expect.poll(() => page.getByRole("article").count(), { timeout: 30_000 }).toBeGreaterThan(0);

  /** Signs the admin in, gives a story three tickers and builds its report through the API, as the editor does. */
  async function adminWithReport(viewport: { width: number; height: number }): Promise<Page> {
    const page = await browser.newPage({ viewport });
    await signInAs(page, app.url, "admin@demo.local");
    if (!storyTitle) {
      storyTitle = await page.evaluate(async () => {
        const stored = Object.keys(localStorage).find((key) => key.startsWith("oidc.user:"))!;
        const headers = { authorization: `Bearer ${JSON.parse(localStorage.getItem(stored)!).access_token}`, "content-type": "application/json" };
        const { articles } = (await (await fetch("/api/articles?limit=5", { headers })).json()) as { articles: { id: string; title: string }[] };
        const story = articles[2]!;
        const tickers = [{ ticker: "NVDA" }, { ticker: "AMD" }, { ticker: "XOM" }];
        await fetch(`/api/articles/${story.id}/tickers`, { method: "POST", headers, body: JSON.stringify(tickers) });
        await fetch(`/api/report/${story.id}`, { method: "POST", headers });
        return story.title;
      });
    }
    await page.goto(`${app.url}/news`, { waitUntil: "domcontentloaded" });
    await waitForStories(page);
    return page;
  }

  const story = (page: Page) => page.getByRole("article").filter({ hasText: storyTitle }).first();

  /** Clicks a story's button until its dialog is open: the virtual list may still be settling rows' heights under the first click. */
  async function openDialog(page: Page, button: string, dialogName: string) {
    const dialog = page.getByRole("dialog", { name: dialogName });
    await expect
      .poll(
        async () => {
          if (!(await dialog.isVisible())) await story(page).getByRole("button", { name: button, exact: true }).click({ timeout: 5_000 });
          return dialog.isVisible();
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    return dialog;
  }

  async function openReport(page: Page) {
    const dialog = await openDialog(page, "Report", storyTitle);
    await dialog.getByRole("img", { name: /^Returns since the event/ }).waitFor({ timeout: 30_000 });
    return dialog;
  }

  async function openEditor(page: Page) {
    const dialog = await openDialog(page, "Edit", `Edit News: ${storyTitle}`);
    await dialog.getByRole("table", { name: "Article tickers" }).waitFor({ timeout: 30_000 });
    return dialog;
  }

  describe("at 390 x 844 nothing is cut off and nothing needs sideways scrolling", () => {
    it("on the landing page, moving and still", async () => {
      const page = await visitorPage(phone, "/");
      await waitForHeadlines(page);
      await shoot(page, "phone-landing");
      expect(await layoutProblems(page, { exempt: marquee })).toEqual([]);
      await page.close();

      const still = await visitorPage(phone, "/", "reduce");
      await waitForHeadlines(still);
      expect(await layoutProblems(still)).toEqual([]);
      await still.close();
      // Two cold loads of the landing page: on a CI machine running three lanes on two cores this took over a minute.
    }, 120_000);

    it("on /news, before and after filtering", async () => {
      const page = await visitorPage(phone, "/news");
      await waitForStories(page);
      await shoot(page, "phone-news");
      expect(await layoutProblems(page)).toEqual([]);

      await page.getByRole("button", { name: "HIGH", exact: true }).click();
      await expect.poll(() => page.getByText(/^\d+ of \d+ stories$/).isVisible()).toBe(true);
      await shoot(page, "phone-news-filtered");
      expect(await layoutProblems(page)).toEqual([]);
      await page.close();
    });

    it("in the report modal, whose tickers are cards instead of a wide table", async () => {
      const page = await adminWithReport(phone);
      const dialog = await openReport(page);
      await shoot(page, "phone-report");
      expect(await layoutProblems(page, { within: '[role="dialog"]' })).toEqual([]);
      const tracker = dialog.getByRole("region", { name: "Stock Impact Tracker" });
      expect(await tracker.getByRole("list", { name: "Stock Impact Tracker" }).isVisible()).toBe(true);
      expect(await tracker.getByRole("table").isVisible()).toBe(false);

      await page.keyboard.press("Escape");
      await openEditor(page);
      await shoot(page, "phone-editor");
      expect(await layoutProblems(page, { within: '[role="dialog"]' })).toEqual([]);
      await page.close();
    });
  });

  describe.each([
    ["a desktop", desktop],
    ["a phone", phone],
  ])("axe finds nothing serious or critical on %s", (_, viewport) => {
    it("on the landing page and on /news", async () => {
      const page = await visitorPage(viewport, "/");
      await waitForHeadlines(page);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.goto(`${app.url}/news`, { waitUntil: "domcontentloaded" });
      await waitForStories(page);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.close();
    });

    it("in the report modal and in the Edit News modal", async () => {
      const page = await adminWithReport(viewport);
      await openReport(page);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await openEditor(page);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.close();
    });
  });

  it("keeps the keyboard inside an open modal", async () => {
    const page = await adminWithReport(desktop);
    await openReport(page);
    for (let press = 0; press < 25; press++) {
      await page.keyboard.press(press % 5 === 4 ? "Shift+Tab" : "Tab");
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    }
    await page.close();
  });

  it("marks the story's time on the returns chart, names it on hover, and credits TradingView under the chart instead of over it", async () => {
    const page = await adminWithReport(desktop);
    const dialog = await openReport(page);
    const marker = dialog.getByRole("button", { name: `Story: ${storyTitle}` });
    await marker.hover();
    await expect.poll(() => page.getByRole("tooltip").textContent()).toContain(storyTitle);
    await shoot(page, "desktop-report-marker");

    const chart = dialog.getByRole("img", { name: /^Returns since the event/ });
    expect(await chart.locator('a[href*="tradingview.com"]').count()).toBe(0);
    const credit = dialog.getByRole("link", { name: "TradingView Lightweight Charts™" });
    expect(await credit.getAttribute("href")).toBe("https://www.tradingview.com/");
    await page.close();
  });
});
