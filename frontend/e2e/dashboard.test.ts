import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, startAppProcess, type AppProcess } from "./app-process";
import { accessTokenOf } from "./access-token-of";
import { layoutProblems, screensAtEverySize, screenSizes, seriousAxeFindings } from "./layout-checks";
import { signInAs } from "./sign-in-as";

const screenshotDir = join(tmpdir(), "tradewire-dashboard-screens");

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
  const footer = () => page.getByRole("contentinfo").textContent();

  it("shows the socket state, the session duration, and a last-sync clock that ticks every second, worded as the page footer words them", async () => {
    await openDashboard();
    await page.getByText("API Connected", { exact: true }).waitFor();
    expect(await page.getByText(/^Session \d+h \d{2}m$/).isVisible()).toBe(true);
    await expect.poll(lastSync).toMatch(/^Last sync \d{2}:\d{2}:\d{2} \S+$/);
    const before = await lastSync();
    await expect.poll(lastSync, { timeout: 2_500 }).not.toBe(before);
    // One wording and one clock for the socket: the footer says what the status bar says, on the same second.
    await expect.poll(async () => (await footer())?.endsWith(` · ${await lastSync()}`)).toBe(true);
    expect(await footer()).toMatch(/^API Connected · (Live|Replay) · Last sync /);
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
    const calculator = page.getByRole("region", { name: "Option Calculator" });
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
    // The World View's report caches the indices at start-up: the chooser lists them in a group of their own.
    const priced = async () => ((await (await page.request.get(`${app.url}/api/prices`, { headers })).json()) as { symbol: string }[]).map((entry) => entry.symbol);
    await expect.poll(priced, { timeout: 60_000 }).toEqual(expect.arrayContaining([symbol, "^AEX"]));

    await openDashboard();
    const canvas = page.getByRole("region", { name: "Trading Canvas" });
    // The chooser is a searchable list, grouped by kind, each entry its name first: the keyboard alone picks the symbol.
    const picker = canvas.getByRole("button", { name: /^Ticker/ });
    await picker.focus();
    await page.keyboard.press("ArrowDown");
    const search = page.getByRole("combobox", { name: "Search name or symbol" });
    await search.waitFor();
    const list = page.getByRole("listbox", { name: "Ticker" });
    expect(await list.getByRole("group").evaluateAll((groups) => groups.map((group) => group.getAttribute("aria-label")))).toEqual(["Stocks", "Funds (ETFs)", "Indices"]);
    expect(await list.getByRole("group", { name: "Indices" }).getByRole("option", { name: "AEX (^AEX)" }).count()).toBe(1);
    await search.fill(symbol);
    expect(await list.getByRole("option").first().textContent()).toContain(`(${symbol})`);
    await page.keyboard.press("Enter");
    await search.waitFor({ state: "detached" });
    expect(await picker.textContent()).toContain(`(${symbol})`);
    await canvas.getByRole("button", { name: "1d" }).click();
    expect(await canvas.getByRole("button", { name: "1d" }).getAttribute("aria-pressed")).toBe("true");
    await canvas.getByRole("img", { name: new RegExp(`^${symbol} 1d candles, \\d+ bars, last close \\d+\\.\\d{2}$`) }).waitFor();
    expect(await canvas.getByText(/Only closes are stored: each candle opens at the previous bar's close/).isVisible()).toBe(true);
  });

  it("fits a phone, a laptop and a desktop: nothing scrolls sideways, every canvas control in view", async () => {
    await openDashboard();
    const canvas = page.getByRole("region", { name: "Trading Canvas" });
    await canvas.getByRole("img", { name: / candles, / }).waitFor({ timeout: 30_000 });
    await expect(screensAtEverySize(page, screenshotDir, "dashboard", { exempt: "[title]" })).resolves.toEqual([]);
    await page.setViewportSize(screenSizes.phone);
    for (const card of ["Trading Canvas", "Market Trends", "Option Calculator", "Watchlist"]) {
      await page.getByRole("region", { name: card, exact: true }).screenshot({ path: join(screenshotDir, `dashboard-phone-${card.toLowerCase().replace(" ", "-")}.png`) });
    }
    for (const control of [canvas.getByRole("button", { name: /^Ticker/ }), canvas.getByRole("button", { name: "1d", exact: true }), canvas.getByRole("button", { name: "5m", exact: true })]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(screenSizes.phone.width);
    }
    // The chooser's list fits the phone too, and Escape closes it, giving the focus back to its button.
    const picker = canvas.getByRole("button", { name: /^Ticker/ });
    await picker.click();
    await page.getByRole("combobox", { name: "Search name or symbol" }).fill("ex");
    await page.screenshot({ path: join(screenshotDir, "dashboard-phone-ticker-list.png") });
    expect(await layoutProblems(page, { within: "[role=dialog]" })).toEqual([]);
    expect(await seriousAxeFindings(page, "[role=dialog]")).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("listbox").waitFor({ state: "detached" });
    // Radix gives the focus back on a timer after the list unmounts.
    await expect.poll(() => picker.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.setViewportSize(screenSizes.laptop);
  });

  it("says 'API Disconnected' when the socket drops, and the last-sync clock stops", async () => {
    await openDashboard();
    await page.getByText("API Connected", { exact: true }).waitFor();
    appStopped = true;
    await app.stop();
    await page.getByText("API Disconnected", { exact: true }).waitFor({ timeout: 30_000 });
    const stoppedAt = await lastSync();
    await page.waitForTimeout(2_000);
    expect(await lastSync()).toBe(stoppedAt);
    expect(await footer()).toBe(`API Disconnected · ${stoppedAt}`);
  });
});
