import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { accessTokenOf } from "./access-token-of";
import { changedByPush } from "./changed-by-push";
import { screensAtEverySize, screenSizes } from "./layout-checks";
import { signInAs } from "./sign-in-as";
import { useAppInChromium } from "./use-app-in-chromium";

const screenshotDir = join(tmpdir(), "tradewire-dashboard-screens");

interface Story {
  id: string;
  title: string;
  url: string;
  tickers: { ticker: string }[];
}

describe("the dashboard's Market Trends and Watchlist cards, in Chromium", () => {
  // Replay news and prices, no breaking stories during the test; markets re-priced every 2 s, so pushes arrive.
  const session = useAppInChromium({ SOURCES: "replay", REPLAY_INTERVAL_MS: "600000", MARKETS_INTERVAL_MS: "2000" });

  it("shows a premium user a mover from a story's report and their watchlisted markets, moving live", async () => {
    const page = await session.browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInAs(page, session.app.url, "admin@demo.local");
    const token = await accessTokenOf(page);
    const api = async (path: string, method = "GET") => {
      const response = await fetch(`${session.app.url}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
      expect(response.status, `${method} ${path}`).toBe(200);
      return response.json() as Promise<any>;
    };

    // A story of the replay feed with tickers gets its stock report: that caches the prices of its tickers.
    let story: Story | undefined;
    await expect
      .poll(async () => (story = ((await api("/api/articles")).articles as Story[]).find((article) => article.tickers.length > 0)), { timeout: 30_000 })
      .toBeTruthy();
    await api(`/api/report/${story!.id}`, "POST");
    // The markets moving most over the day move most between two pushes too.
    const markets = ((await api("/api/prediction/events")) as { id: string; question: string; probability_change_24h: number | null }[])
      .sort((a, b) => Math.abs(b.probability_change_24h ?? 0) - Math.abs(a.probability_change_24h ?? 0))
      .slice(0, 8);
    for (const market of markets) expect(await api(`/api/prediction-markets/${market.id}/watchlist`, "POST")).toEqual({ watchlisted: true });

    const watchlistLoads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/dashboard/watchlist")) watchlistLoads.push(request.url());
    });
    await page.goto(`${session.app.url}/dashboard`);
    const trends = page.getByRole("region", { name: "Market Trends" });
    const movers = trends.getByRole("table", { name: "Market trends" });
    await movers.waitFor();
    // Which tickers lead depends on the day's replayed prices, and the start-up reports cache many: the card
    // must show the movers the API ranks first, each linked to the story that named it.
    // Both read again each time: the card reloads after each burst of report rebuilds, and the ranking with it.
    const topMoverLinked = async () => {
      const [top] = (await api("/api/dashboard/movers")) as { ticker: string; story: { title: string; url: string } }[];
      const storyLink = movers.getByRole("link", { name: `${top!.ticker}: ${top!.story.title}`, exact: true });
      return (await storyLink.count()) === 1 && (await storyLink.getAttribute("href")) === top!.story.url;
    };
    await expect.poll(topMoverLinked, { timeout: 30_000 }).toBe(true);
    expect(await movers.locator("tbody tr td:last-child").first().textContent()).toMatch(/^[+-]\d+\.\d{2}%$/);
    expect(await trends.getByRole("link", { name: "Upgrade to Premium" }).count()).toBe(0);

    const watchlist = page.getByRole("region", { name: "Watchlist", exact: true }).getByRole("table", { name: "Watchlist" });
    await watchlist.waitFor();
    for (const market of markets) await watchlist.getByRole("link", { name: market.question }).waitFor();
    // The price of Yes and its 24 h change, row by row, as shown.
    const prices = () => watchlist.locator("tbody tr").evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll("td")].slice(1).map((cell) => cell.textContent).join(" ")));
    // The card may load again while the page settles (the profile arriving after the first paint); what matters
    // is that no load came between two readings that differ: the change came by push.
    expect(watchlistLoads.length).toBeGreaterThanOrEqual(1);
    await expect.poll(changedByPush(prices, watchlistLoads), { timeout: 60_000, interval: 250 }).toBe(true);

    await watchlist.getByRole("link", { name: markets[0]!.question }).click();
    await page.waitForURL(`${session.app.url}/prediction-markets`);
    await page.close();
  }, 120_000);

  it("shows a free user invented sample movers marked Sample, their own hearted markets, and the way to /billing", async () => {
    const context = await session.browser.newContext({ viewport: screenSizes.phone });
    const page = await context.newPage();
    const premiumRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/dashboard/movers")) premiumRequests.push(request.url());
    });
    await signInAs(page, session.app.url, "trader@demo.local");
    const token = await accessTokenOf(page);
    const [market] = (await (await fetch(`${session.app.url}/api/prediction/events`, { headers: { authorization: `Bearer ${token}` } })).json()) as { id: string; question: string }[];
    const hearted = await fetch(`${session.app.url}/api/prediction-markets/${market!.id}/watchlist`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    expect(await hearted.json()).toEqual({ watchlisted: true });
    await page.goto(`${session.app.url}/dashboard`);

    const trends = page.getByRole("region", { name: "Market Trends" });
    const sample = trends.getByRole("table", { name: "Market trends (sample)" });
    await sample.waitFor();
    expect(await trends.getByText("Sample", { exact: true }).isVisible()).toBe(true);
    // Invented instruments, so no sample price can contradict a real one elsewhere on the screen.
    const tickers = await sample.locator("tbody th").evaluateAll((cells) => cells.map((cell) => cell.querySelector("span > span")?.textContent));
    expect(tickers.length).toBeGreaterThan(0);
    for (const ticker of tickers) expect(ticker).toMatch(/^EX-[A-Z]+$/);

    const watchlist = page.getByRole("region", { name: "Watchlist", exact: true });
    await watchlist.getByRole("table", { name: "Watchlist" }).getByRole("link", { name: market!.question }).waitFor();
    expect(await watchlist.getByRole("link", { name: "Upgrade to Premium" }).count()).toBe(0);
    // A price that changes flashes its cell (prices move every 2 s here); axe judges the rows as they settle, not mid-flash.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(screensAtEverySize(page, screenshotDir, "dashboard-free", { exempt: "[title]" })).resolves.toEqual([]);

    await page.setViewportSize(screenSizes.phone);
    await trends.getByRole("link", { name: "Upgrade to Premium" }).click();
    await page.waitForURL(`${session.app.url}/billing`);
    await page.getByRole("heading", { name: "Choose Your Plan" }).waitFor();
    expect(premiumRequests).toEqual([]);
    await context.close();
  });
});
