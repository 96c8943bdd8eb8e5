import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Article } from "@tradewire/core";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, startAppProcess, type AppProcess } from "./app-process";
import { screensAtEverySize } from "./layout-checks";
import { signedInPage } from "./signed-in-api";

const MARKET_DATA = new URL("../../../shared/fixtures/external/market_data/", import.meta.url);
/** Yahoo's real chart answer, whose bars the loopback server replaces with its own. */
const template = JSON.parse(readFileSync(new URL("yahoo_chart_v8_GSPC_range5d_interval1d.json", MARKET_DATA), "utf8")) as {
  chart: { result: { meta: Record<string, unknown>; timestamp: number[]; indicators: { quote: Record<string, number[]>[]; adjclose?: unknown } }[] };
};

/** Screenshots for a person to look at; outside the repository. */
const screenshotDir = join(tmpdir(), "tradewire-ticker-quotes-screens");

/** A symbol's own price level (100 to 199), so no two tickers look alike. */
const basePrice = (symbol: string) => 100 + ([...symbol].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 100);

/** 5-minute bars reach back this far: the day's stories have theirs, older ones are priced from daily bars. */
const INTRADAY_SECONDS = 12 * 3_600;
/**
 * The oil chart's USO reaches back to the last session whatever the day: 12 hours after a holiday or a weekend held none
 * (the morning after Thanksgiving, the app never built its oil chart and the test never started).
 */
const OIL_INTRADAY_SECONDS = 6 * 24 * 3_600;

/**
 * Yahoo's chart answer for one symbol: a bar every 5 minutes over the last 12 hours (or every day) within the asked
 * span, every close at the symbol's base price, but the newest 5-minute bar's, which is `latest` times it. Up to the
 * bar still forming, as Yahoo answers.
 */
function chartAnswer(symbol: string, query: URLSearchParams, latest: number): string {
  const step = query.get("interval") === "1d" ? 86_400 : 300;
  const now = Math.floor(Date.now() / 1000);
  const from = Math.max(Number(query.get("period1")), step === 300 ? now - (symbol === "USO" ? OIL_INTRADAY_SECONDS : INTRADAY_SECONDS) : 0);
  const to = Math.min(Number(query.get("period2")), now);
  const timestamp: number[] = [];
  for (let time = Math.ceil(from / step) * step; time <= to; time += step) timestamp.push(time);
  const base = basePrice(symbol);
  const close = timestamp.map((_, i) => (step === 300 && i === timestamp.length - 1 ? Math.round(base * latest * 100) / 100 : base));
  const [result] = template.chart.result;
  return JSON.stringify({
    chart: {
      result: [{ ...result, meta: { ...result!.meta, symbol }, timestamp, indicators: { quote: [{ close, open: close, high: close, low: close, volume: close.map(() => 1000) }] } }],
      error: null,
    },
  });
}

// Yahoo is a loopback server answering in its real chart format, with a latest price the test moves; the stories are
// the bundled replay set, quiet during the test.
describe("live prices on the feed's ticker chips, in Chromium", () => {
  let app: AppProcess;
  let browser: Browser;
  let yahoo: Server;
  let latest = 1;

  beforeAll(async () => {
    yahoo = createServer((request, response) => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const symbol = /^\/v8\/finance\/chart\/([^/]+)$/.exec(url.pathname)?.[1];
      if (!symbol) response.writeHead(404).end();
      else response.writeHead(200, { "content-type": "application/json" }).end(chartAnswer(decodeURIComponent(symbol), url.searchParams, latest));
    });
    await new Promise<void>((resolve) => yahoo.listen(0, "127.0.0.1", resolve));
    [app, browser] = await Promise.all([
      startAppProcess({
        SOURCES: "replay",
        REPLAY_INTERVAL_MS: "600000",
        PRICE_SOURCE: "yahoo",
        YAHOO_BASE_URL: `http://127.0.0.1:${(yahoo.address() as AddressInfo).port}`,
        QUOTES_INTERVAL_MS: "3000",
      }),
      launchChromium(),
    ]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await new Promise((resolve) => yahoo?.close(resolve));
  });

  it("shows each named ticker's move since the story, and moves it when a new quote is pushed, without a reload", async () => {
    const { page } = await signedInPage(browser, app.url, "trader@demo.local");
    await page.goto(`${app.url}/news`);
    const moves = page.getByTestId("ticker-move");
    // Every price so far is the symbol's base price: no move since any story.
    // The job quotes 20 symbols a run from Yahoo, every 3 s here: the first page's take a few runs.
    await expect.poll(() => moves.count(), { timeout: 90_000 }).toBeGreaterThan(0);
    // One read of one chip: the first chip with a move changes as later runs quote more symbols.
    const first = await moves.first().evaluate((shown) => ({ chip: shown.parentElement!.textContent!, move: shown.textContent, title: shown.parentElement!.title }));
    const symbol = first.chip.replace(/[+-].*$/, "");
    expect(first.move).toBe("+0.00% since the story");
    expect(first.title).toContain(`\n${basePrice(symbol).toFixed(2)} (+0.00% since the story`);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    latest = 1.1;
    const move = page.locator("span[title]", { hasText: new RegExp(`^${symbol}[+-]`) }).first().getByTestId("ticker-move");
    // Each run quotes 20 of the feed's symbols, so this one's turn may be several runs away on a busy machine.
    await expect.poll(() => move.textContent(), { timeout: 90_000 }).toBe("+10.00% since the story");
    expect(await move.getAttribute("class")).toContain("text-gain");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // A market chip's question is cut short from 640 px up by design, its whole text in the chip's hover.
    await expect(screensAtEverySize(page, screenshotDir, "news-ticker-moves", { exempt: "[title] > span" })).resolves.toEqual([]);
    await page.close();
  }, 180_000);

  it("shows the selected story in full beside the feed: summary, age to the second, reasons, topics and its tickers' moves", async () => {
    const { page, api } = await signedInPage(browser, app.url, "trader@demo.local");
    await page.goto(`${app.url}/news`);
    const pane = page.getByRole("complementary", { name: "Selected story" });
    await pane.waitFor({ timeout: 30_000 });
    // A story with a summary and a named ticker, chosen from the feed the API answers, clicked in the list.
    const { articles } = await api<{ articles: Article[] }>("GET", "/api/articles?limit=50");
    const story = articles.slice(0, 6).find((article) => article.summary && article.tickers.length > 0)!;
    // A click on the row, not on its headline (which opens the source's page).
    const list = page.getByRole("region", { name: "News stories" });
    // A story with a report shows its returns chart too.
    const reported = articles.slice(0, 8).find((article) => article.is_report_present)!;
    await list.getByRole("listitem").filter({ has: page.getByRole("heading", { name: reported.title }) }).locator("time").click();
    await pane.getByRole("heading", { name: "Returns" }).waitFor({ timeout: 30_000 });
    await expect.poll(() => pane.locator("canvas").count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect(screensAtEverySize(page, screenshotDir, "news-story-pane-report", { exempt: "[title] > span" })).resolves.toEqual([]);
    await list.getByRole("listitem").filter({ has: page.getByRole("heading", { name: story.title }) }).locator("time").click();
    await pane.getByRole("heading", { name: story.title }).waitFor();
    expect(await pane.getByText(story.summary!).count()).toBe(1);
    const age = pane.getByTestId("story-age");
    const before = await age.textContent();
    expect(before).toMatch(/ ago$/);
    // The age runs: a story under a minute old counts seconds; an older one shows minutes, hours or days.
    expect(await pane.getByRole("heading", { name: `Why ${story.impact.toUpperCase()}` }).count()).toBe(1);
    for (const tag of story.tags) expect(await pane.getByText(tag, { exact: true }).count()).toBeGreaterThan(0);
    const symbol = (story.tickers[0] as { ticker: string }).ticker;
    const row = pane.getByRole("row", { name: new RegExp(`^${symbol}`) });
    await expect.poll(() => row.getByRole("cell").nth(1).textContent(), { timeout: 30_000 }).toMatch(/^[+-]\d+\.\d{2}%$/);
    await expect(screensAtEverySize(page, screenshotDir, "news-story-pane", { exempt: "[title] > span" })).resolves.toEqual([]);

    // A story's markets, with their probability now (and the change since the story where their history reaches back).
    const withMarket = articles.slice(0, 8).find((article) => article.predictionMarkets.some((market) => !market.closed))!;
    await list.getByRole("listitem").filter({ has: page.getByRole("heading", { name: withMarket.title }) }).locator("time").click();
    await pane.getByRole("heading", { name: withMarket.title }).waitFor();
    // Against the API read again each time: replay prices move while the pane loads.
    const showsTheApisProbability = async () => {
      const { markets } = await api<{ markets: { id: string; probability: number | null }[] }>("GET", `/api/articles/${withMarket.id}/market-moves`);
      const priced = markets.find((market) => market.probability !== null)!;
      return (await pane.getByTestId("market-move").first().textContent())?.startsWith(`${Math.round(priced.probability! * 100)}%`);
    };
    await expect.poll(showsTheApisProbability, { timeout: 30_000 }).toBe(true);
    await list.getByRole("listitem").filter({ has: page.getByRole("heading", { name: story.title }) }).locator("time").click();
    await pane.getByRole("heading", { name: story.title }).waitFor();

    // My tickers: the star puts the symbol on the member's own list, kept on the server; the view filters the feed to it.
    const star = pane.getByRole("button", { name: `${symbol} in my tickers` });
    expect(await star.getAttribute("aria-pressed")).toBe("false");
    await star.click();
    await expect.poll(() => star.getAttribute("aria-pressed")).toBe("true");
    expect(await api<{ tickers: string[] }>("GET", "/api/users/me/tickers")).toEqual({ tickers: [symbol] });
    const view = page.getByRole("button", { name: "My tickers (1)" });
    await view.click();
    await expect.poll(() => new URL(page.url()).searchParams.get("ticker")).toBe(symbol);
    // The view is the stories naming the symbols or moving them (their related tickers).
    expect(new URL(page.url()).searchParams.get("related")).toBe("1");
    await page.reload({ waitUntil: "domcontentloaded" });
    await expect.poll(() => page.getByRole("button", { name: "My tickers (1)" }).getAttribute("aria-pressed"), { timeout: 30_000 }).toBe("true");
    await expect.poll(() => page.getByRole("article").count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const chips = await page.getByRole("article").evaluateAll((rows) => rows.map((row) => row.querySelector("ul")?.textContent ?? ""));
    for (const text of chips) expect(text).toContain(symbol);
    await page.close();
  }, 120_000);

  it("keeps a set of filters as a saved view on the server, listed after a reload and switched to with its key", async () => {
    const { page, api } = await signedInPage(browser, app.url, "trader@demo.local");
    await page.goto(`${app.url}/news`);
    await expect.poll(() => page.getByRole("article").count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const impact = page.getByRole("group", { name: "Impact" });
    const tags = page.getByRole("group", { name: "Tag" });
    await impact.getByRole("button", { name: "HIGH" }).click();
    await page.getByRole("button", { name: "Tags: All tags" }).click();
    const tag = (await tags.getByRole("button").first().textContent())!;
    await tags.getByRole("button", { name: tag, exact: true }).click();
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Views" }).click();
    const menu = page.getByRole("dialog", { name: "Saved views" });
    await menu.getByRole("textbox", { name: "Name" }).fill("High, one topic");
    await menu.getByRole("button", { name: "Save view" }).click();
    await menu.getByRole("list", { name: "Your views" }).waitFor();
    expect(await api("GET", "/api/users/me/views")).toEqual({
      views: [{ slot: 1, name: "High, one topic", filters: { impacts: ["high"], sources: [], tags: [tag], tickers: [], q: "" } }],
    });
    await expect(screensAtEverySize(page, screenshotDir, "news-saved-views", { exempt: "[title] > span" })).resolves.toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "View 1: High, one topic" }).waitFor();

    // A reload starts from every story; the view is still kept, and its key brings it back.
    await page.reload({ waitUntil: "domcontentloaded" });
    await expect.poll(() => page.getByRole("article").count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await impact.getByRole("button", { name: "MID" }).getAttribute("aria-pressed")).toBe("true");
    // The views come from the server after the page: the key works once the menu lists them.
    await page.getByRole("button", { name: "Views" }).click();
    await page.getByRole("dialog", { name: "Saved views" }).getByRole("list", { name: "Your views" }).getByText("High, one topic").waitFor();
    await page.keyboard.press("Escape");
    await page.keyboard.press("1");
    await page.getByRole("button", { name: "View 1: High, one topic" }).waitFor();
    expect(await impact.getByRole("button", { name: "MID" }).getAttribute("aria-pressed")).toBe("false");
    await page.getByRole("button", { name: `Tags: ${tag}` }).waitFor();
    const shown = await page.getByRole("article").evaluateAll((rows) => rows.map((row) => row.textContent ?? ""));
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) expect(text).toContain("HIGH");

    // A symbol searched for goes onto My tickers in one click.
    const { tickers: before } = await api<{ tickers: string[] }>("GET", "/api/users/me/tickers");
    const field = page.getByRole("searchbox", { name: "Filter by ticker" });
    await field.fill("XOM");
    await field.press("Enter");
    await page.getByRole("button", { name: "☆ Add XOM to my tickers" }).click();
    await expect.poll(async () => (await api<{ tickers: string[] }>("GET", "/api/users/me/tickers")).tickers).toEqual([...before, "XOM"]);
    await page.getByRole("button", { name: "☆ Add XOM to my tickers" }).waitFor({ state: "detached" });
    await page.close();
  }, 120_000);
});
