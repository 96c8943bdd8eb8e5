import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, startAppProcess, type AppProcess } from "./app-process";
import { accessTokenOf } from "./access-token-of";
import { signInAs } from "./sign-in-as";

describe("the dashboard, in Chromium", () => {
  let app: AppProcess;
  let browser: Browser;
  let page: Page;
  let appStopped = false;

  beforeAll(async () => {
    // Replay news and replay prices; no breaking stories during the test.
    [app, browser] = await Promise.all([startAppProcess({ SOURCES: "replay", REPLAY_INTERVAL_MS: "600000" }), launchChromium()]);
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInAs(page, app.url, "admin@demo.local");
  });
  afterAll(async () => {
    await browser?.close();
    if (!appStopped) await app?.stop();
  });

  const openDashboard = async () => {
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
  };
  const lastSync = () => page.getByText(/^Last sync /).textContent();

  it("shows the socket state, the session duration, and a last-sync clock that ticks every second", async () => {
    await openDashboard();
    await page.getByText("API Connected", { exact: true }).waitFor();
    expect(await page.getByText(/^Session \d+h \d{2}m$/).isVisible()).toBe(true);
    await expect.poll(lastSync).toMatch(/^Last sync \d{2}:\d{2}:\d{2}$/);
    const before = await lastSync();
    await expect.poll(lastSync, { timeout: 2_500 }).not.toBe(before);
  });

  it("links its cards to News, World View, Israel-Iran View and Prediction Markets (beta)", async () => {
    const shortcuts = () => page.getByRole("navigation", { name: "Dashboard shortcuts" });
    for (const [name, path] of [
      ["News", "/news"],
      ["World View", "/world-view"],
      ["Israel-Iran View", "/israel-iran-view"],
      ["Prediction Markets", "/prediction-markets"],
    ] as const) {
      await openDashboard();
      const card = shortcuts().getByRole("link", { name: new RegExp(`^${name}`) });
      if (name === "Prediction Markets") expect(await card.getByText("Beta").isVisible()).toBe(true);
      await card.click();
      await page.waitForURL(`${app.url}${path}`);
    }
  });

  it("prices Hull's example in the option calculator: call 4.76, put 0.81", async () => {
    await openDashboard();
    const calculator = page.getByRole("region", { name: "Backtester" });
    const cellOf = (measure: string, column: number) =>
      calculator.getByRole("row").filter({ has: page.getByRole("rowheader", { name: measure, exact: true }) }).first().getByRole("cell").nth(column);

    // Away from the example first, so the figures below are the calculator's answer to what is typed.
    await calculator.getByLabel("Spot price S").fill("");
    await calculator.getByText("Spot price must be a number above 0").waitFor();
    await calculator.getByLabel("Spot price S").fill("50");
    await calculator.getByLabel("Strike K").fill("40");
    await calculator.getByLabel(/^Expiry T/).fill("0.5");
    await calculator.getByLabel(/^Volatility σ/).fill("20");
    await calculator.getByLabel(/^Risk-free rate r/).fill("10");
    await calculator.getByLabel(/^Dividend yield q/).fill("0");
    await calculator.getByLabel("Spot price S").fill("42");

    const call = Number(await cellOf("Price", 1).textContent());
    const put = Number(await cellOf("Price", 2).textContent());
    expect(call.toFixed(2)).toBe("4.76");
    expect(put.toFixed(2)).toBe("0.81");
    // Units are said in the table: theta per year and per calendar day, vega per 1.0 and per 1% point.
    for (const unit of ["per year", "per calendar day (÷365)", "per 1.0 of σ (100 points)", "per 1% point of σ"]) {
      expect(await calculator.getByRole("cell", { name: unit, exact: true }).isVisible()).toBe(true);
    }
    const thetaPerYear = Number(await calculator.getByRole("row").filter({ hasText: "per year" }).getByRole("cell").nth(1).textContent());
    const thetaPerDay = Number(await calculator.getByRole("row").filter({ hasText: "per calendar day" }).getByRole("cell").nth(1).textContent());
    expect(thetaPerDay).toBeCloseTo(thetaPerYear / 365, 4);
  });

  it("draws candles of a ticker once a story's report has cached its prices", async () => {
    const headers = { authorization: `Bearer ${await accessTokenOf(page)}` };
    const { articles } = (await (await page.request.get(`${app.url}/api/articles`, { headers })).json()) as { articles: { id: string; tickers: { ticker: string }[] }[] };
    const story = articles.find((article) => article.tickers.length > 0)!;
    expect((await page.request.post(`${app.url}/api/report/${story.id}`, { headers, timeout: 60_000 })).status()).toBe(200);
    const symbol = story.tickers[0]!.ticker;

    await openDashboard();
    const canvas = page.getByRole("region", { name: "Trading Canvas" });
    await canvas.getByLabel("Ticker").selectOption(symbol);
    await canvas.getByRole("button", { name: "1d" }).click();
    expect(await canvas.getByRole("button", { name: "1d" }).getAttribute("aria-pressed")).toBe("true");
    await canvas.getByRole("img", { name: new RegExp(`^${symbol} 1d candles, \\d+ bars, last close \\d+\\.\\d{2}$`) }).waitFor();
    expect(await canvas.getByText(/Only closes are stored: each candle opens at the previous bar's close/).isVisible()).toBe(true);
  });

  it("says 'API Disconnected' when the socket drops, and the last-sync clock stops", async () => {
    await openDashboard();
    await page.getByText("API Connected", { exact: true }).waitFor();
    appStopped = true;
    await app.stop();
    await page.getByText("API Disconnected", { exact: true }).waitFor({ timeout: 15_000 });
    const stoppedAt = await lastSync();
    await page.waitForTimeout(2_000);
    expect(await lastSync()).toBe(stoppedAt);
  });
});
