import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInAs } from "./sign-in-as";
import { useAppInChromium } from "./use-app-in-chromium";

describe("the Middle East view's side panels, in Chromium", () => {
  // Replayed news and prices, so nothing needs the network; the replay releases a held-back story every 4 s,
  // the first about Iran, the fifth about Kuwait and the UAE.
  const session = useAppInChromium({ SOURCES: "replay", REPLAY_INTERVAL_MS: "4000" });

  /** A fresh visitor's page that records every URL it asks for. */
  const openPage = async (viewport: { width: number; height: number }) => {
    const page = await session.browser.newPage({ viewport });
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    return { page, requested };
  };
  const newsTitles = (page: Page) => page.getByRole("list", { name: "Middle East stories" }).getByRole("link").allTextContents();

  it("shows a visitor both 400 px panels: traffic charts, the markets' sign-in prompt, the oil chart and the Middle East news", async () => {
    const { page, requested } = await openPage({ width: 1366, height: 900 });
    await page.goto(`${session.app.url}/israel-iran-view`);

    const left = page.getByRole("complementary", { name: "Analytics" });
    const right = page.getByRole("complementary", { name: "Oil price and news" });
    await left.waitFor();
    expect((await left.boundingBox())?.width).toBe(400);
    expect((await right.boundingBox())?.width).toBe(400);

    // This machine has no internet: each traffic chart stands as a plain link to its frame.
    await left.getByRole("link", { name: /^Iran network traffic on / }).waitFor({ timeout: 30_000 });
    await left.getByRole("link", { name: /^Israel network traffic on / }).waitFor({ timeout: 30_000 });

    // Replayed markets and stories are not live: both boxes say so instead of LIVE.
    const markets = left.getByRole("region", { name: "Prediction Markets" });
    await markets.getByText("Replay", { exact: true }).waitFor({ timeout: 30_000 });
    expect(await markets.getByText("LIVE").count()).toBe(0);
    await markets.getByText("Authentication required. Please log in to access prediction markets.").waitFor();
    await markets.getByRole("button", { name: "Login to Access" }).waitFor();

    const oil = right.getByRole("region", { name: "Oil Price Chart (USO ETF)" });
    const chart = oil.getByRole("img", { name: /^USO 1-minute closes/ });
    await expect.poll(async () => Number(await chart.getAttribute("data-bar-count")), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await chart.locator("canvas").count()).toBeGreaterThan(0);
    await oil.getByText("Replay mode: USO prices are simulated from the bundled replay set, not market data.").waitFor();

    const news = right.getByRole("region", { name: "Middle East News" });
    await news.getByText("Replay", { exact: true }).waitFor();
    expect(await news.getByText("LIVE").count()).toBe(0);
    await news.getByRole("list", { name: "Middle East stories" }).waitFor({ timeout: 30_000 });
    const titles = await newsTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(20);

    expect(requested.filter((url) => new URL(url).pathname.startsWith("/api/prediction"))).toEqual([]);
    await page.close();
  });

  it("shows a member the region's markets, not the largest of elsewhere", async () => {
    const { page } = await openPage({ width: 1366, height: 900 });
    await signInAs(page, session.app.url, "trader@demo.local");
    await page.goto(`${session.app.url}/israel-iran-view`);
    const list = page.getByRole("complementary", { name: "Analytics" }).getByRole("list", { name: "Prediction markets" });
    await list.waitFor({ timeout: 30_000 });
    const questions = (await list.getByRole("button").allTextContents()).map((text) => text.replace(/^[▸▾]/, ""));
    expect(questions).toHaveLength(6);
    // The replay set's two largest markets, on China, lead the Prediction Markets page; they have no place here.
    expect(questions.filter((question) => /China|Taiwan/.test(question))).toEqual([]);
    expect(questions.filter((question) => /Israel|Iran|Hormuz|Houthi|Gaza|Hezbollah|Saudi|OPEC/.test(question)).length).toBe(6);
    await page.screenshot({ path: fileURLToPath(new URL("../../test-results/middle-east-panels-member.png", import.meta.url)) });
    await page.close();
  });

  it("puts a pushed Middle East story at the top of the list without a reload", async () => {
    const { page } = await openPage({ width: 1366, height: 900 });
    // Every article.created the socket delivers.
    const pushes: string[] = [];
    page.on("websocket", (socket) => socket.on("framereceived", ({ payload }) => {
      const frame = String(payload);
      if (frame.includes('"article.created"')) pushes.push(frame);
    }));

    await page.goto(`${session.app.url}/israel-iran-view`);
    await page.getByRole("list", { name: "Middle East stories" }).waitFor({ timeout: 30_000 });
    await page.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));
    const before = new Set(await newsTitles(page));
    // From here the list's fetches go unanswered (its 15 s refetch, and the one a push starts): only the push can put
    // a new story on screen.
    await page.route((url) => url.pathname === "/articles/middle-east", () => {});

    const isNewMiddleEastStory = (frame: string) =>
      frame.includes('"middle-east"') && ![...before].some((title) => frame.includes(JSON.stringify(title)));
    await expect.poll(() => pushes.some(isNewMiddleEastStory), { timeout: 60_000, interval: 250 }).toBe(true);
    const pushed = pushes.find(isNewMiddleEastStory)!;
    const title = (JSON.parse(pushed.slice(pushed.indexOf("["))) as [string, { title: string }])[1].title;

    // The push itself puts the story on screen.
    await expect.poll(async () => (await newsTitles(page))[0], { interval: 100 }).toBe(title);
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    await page.close();
  });

  it("opens one phone panel at a time from the bottom bar, and the close button folds it", async () => {
    const { page } = await openPage({ width: 390, height: 844 });
    const panelData: string[] = [];
    page.on("request", (request) => {
      if (/\/articles\/middle-east|\/api\/middle-east\/oil/.test(request.url())) panelData.push(request.url());
    });
    await page.goto(`${session.app.url}/israel-iran-view`);
    const bar = page.getByRole("navigation", { name: "Middle East panels" });
    const tab = (name: string) => bar.getByRole("button", { name });
    await bar.waitFor();
    await page.waitForLoadState("networkidle");
    // The desktop panels are not mounted on a phone: nothing is fetched for a panel nobody opened.
    expect(panelData).toEqual([]);
    expect(await page.getByRole("complementary", { name: "Analytics" }).isVisible()).toBe(false);
    const panelTitles = ["Analytics Dashboard", "Oil Price Chart (USO ETF)", "Middle East News"];
    expect(await Promise.all(panelTitles.map((name) => page.getByRole("region", { name }).count()))).toEqual([0, 0, 0]);

    await tab("ME News").click();
    const news = page.getByRole("region", { name: "Middle East News" });
    await news.getByRole("list", { name: "Middle East stories" }).waitFor({ timeout: 30_000 });
    expect(await news.getByRole("listitem").count()).toBeLessThanOrEqual(20);

    await tab("Oil Price").click();
    const oil = page.getByRole("region", { name: "Oil Price Chart (USO ETF)" });
    await oil.waitFor();
    expect(await news.count()).toBe(0);
    await expect.poll(async () => Number(await oil.getByRole("img", { name: /^USO 1-minute closes/ }).getAttribute("data-bar-count")), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await tab("Oil Price").getAttribute("aria-expanded")).toBe("true");
    expect(await tab("ME News").getAttribute("aria-expanded")).toBe("false");

    await tab("Analytics").click();
    const analytics = page.getByRole("region", { name: "Analytics Dashboard" });
    await analytics.getByRole("region", { name: "Prediction Markets" }).getByRole("button", { name: "Login to Access" }).waitFor();
    await analytics.getByRole("link", { name: /^Israel network traffic on / }).waitFor({ timeout: 30_000 });
    expect(await oil.count()).toBe(0);

    await page.getByRole("button", { name: "Close panel" }).click();
    expect(await analytics.count()).toBe(0);
    expect(await Promise.all(["Analytics", "Oil Price", "ME News"].map((name) => tab(name).getAttribute("aria-expanded")))).toEqual(["false", "false", "false"]);
    await page.close();
  });
});
