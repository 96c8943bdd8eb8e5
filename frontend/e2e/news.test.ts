import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, startAppProcess, type AppProcess } from "./app-process";

describe("the news feed and the landing page as a visitor, in Chromium", () => {
  let app: AppProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    // The bundled replay set, releasing one breaking story a second.
    [app, browser] = await Promise.all([startAppProcess({ SOURCES: "replay", REPLAY_INTERVAL_MS: "1000" }), launchChromium()]);
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const stories = () => page.getByRole("article");
  const storyCount = async () => Number((await page.getByText(/^\d+ stories$/).textContent())?.split(" ")[0]);
  const storiesOtherThanHigh = () => page.locator('article:not([data-impact="high"])').count();

  it("shows stories with the visitor's hidden ticker chips", async () => {
    await page.goto(`${app.url}/news`);
    await expect.poll(() => stories().count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByRole("button", { name: "Hidden ticker: sign in to see it" }).first().isVisible())
      .toBe(true);
  });

  it("puts a new story on top within 2 s, without a reload", async () => {
    // The footer says where the stories come from: "API Connected · Replay · Last sync …".
    await expect.poll(() => page.getByText(/^API Connected · Replay( · |$)/).isVisible(), { timeout: 30_000 }).toBe(true);
    // A reload would drop this mark.
    await page.evaluate("window.stillThisPage = true");
    const count = await storyCount();
    const firstTitle = await stories().first().getByRole("heading").textContent();

    // Within 2 s of looking, both: the count has grown and a new story heads the list (the count's text and the list
    // are separate renders, so each is polled against the same deadline).
    const deadline = Date.now() + 2_000;
    await expect.poll(storyCount, { timeout: 2_000, interval: 100 }).toBeGreaterThan(count);
    await expect.poll(() => stories().first().getByRole("heading").textContent(), { timeout: Math.max(0, deadline - Date.now()), interval: 50 }).not.toBe(firstTitle);
    expect(await page.evaluate("window.stillThisPage")).toBe(true);
  });

  it("narrows to high impact on HIGH and shows all again on a second click", async () => {
    await page.getByRole("button", { name: "HIGH", exact: true }).click();
    await expect.poll(storiesOtherThanHigh).toBe(0);
    expect(await stories().count()).toBeGreaterThan(0);
    // The count and the list are separate renders.
    await expect.poll(() => page.getByText(/^\d+ of \d+ stories$/).isVisible()).toBe(true);

    await page.getByRole("button", { name: "HIGH", exact: true }).click();
    await expect.poll(() => page.getByText(/^\d+ stories$/).isVisible()).toBe(true);
    await expect.poll(storiesOtherThanHigh).toBeGreaterThan(0);
  });

  it("runs the 10 latest headlines across the landing page", async () => {
    await page.goto(app.url);
    const marquee = page.getByRole("region", { name: "Latest headlines" });
    await expect.poll(() => marquee.getByRole("link").count(), { timeout: 30_000 }).toBe(10);
  });
});
