import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Calendar } from "@tradewire/core";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, loopbackAppEnv, startAppProcess, type AppProcess } from "./app-process";
import { layoutProblems, screenSizes, screensAtEverySize, seriousAxeFindings } from "./layout-checks";
import { signedInPage } from "./signed-in-api";

/** Kept for a person to look at. */
const screenshotDir = join(tmpdir(), "tradewire-calendar-stories-screens");

const newYork = (instant: number, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", ...options }).format(new Date(instant));

/** US CPI, out ten minutes ago; the wire's story about it a few minutes after, and a Canadian print the same hour. */
const cpiAt = Math.floor((Date.now() - 10 * 60_000) / 60_000) * 60_000;
const CPI_STORY = {
  title: "US consumer prices rise 3.1% in October, hotter than economists expected as tariffs feed into goods",
  summary: "The Labor Department's consumer price index rose 0.4% on the month; core prices rose 0.3%.",
  at: cpiAt + 3 * 60_000,
};
const CANADA_STORY = { title: "Canada's inflation rate eases to 2.2% in October", summary: "Statistics Canada said gasoline prices fell.", at: cpiAt + 2 * 60_000 };

/** Nasdaq's calendar and an RSS wire on one loopback server. */
function startOutsideWorld() {
  const day = newYork(cpiAt, { year: "numeric", month: "2-digit", day: "2-digit" });
  const time = newYork(cpiAt, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const answer = (rows: Record<string, string>[] | null) => ({ data: { asOf: null, headers: rows ? {} : null, rows }, message: null, status: { rCode: 200, bCodeMessage: null, developerMessage: null } });
  const item = ({ title, summary, at }: typeof CPI_STORY, slug: string) =>
    `<item><title>${title}</title><link>https://apnews.com/article/${slug}</link><description>${summary}</description><pubDate>${new Date(at).toUTCString()}</pubDate></item>`;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const json = (body: unknown) => response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (url.pathname === "/api/calendar/economicevents") {
      const cpi = { gmt: time, country: "United States", eventName: "CPI", actual: "3.1%", consensus: "3.0%", previous: "3.0%", description: "CPI is scheduled for release." };
      json(answer(url.searchParams.get("date") === day ? [cpi] : null));
    } else if (url.pathname === "/api/calendar/earnings") {
      json(answer(null));
    } else if (url.pathname === "/wire.xml") {
      const items = item(CPI_STORY, "us-cpi-e2e") + item(CANADA_STORY, "canada-cpi-e2e");
      response.writeHead(200, { "content-type": "application/rss+xml" }).end(`<?xml version="1.0"?><rss version="2.0"><channel><title>Desk Wire</title>${items}</channel></rss>`);
    } else {
      response.writeHead(404).end();
    }
  });
  server.keepAliveTimeout = 120_000;
  return server;
}

describe("a release and the stories about it, in Chromium", () => {
  let app: AppProcess;
  let browser: Browser;
  let world: Server;
  let dir: string;

  beforeAll(async () => {
    world = startOutsideWorld();
    await new Promise<void>((resolve) => world.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(world.address() as AddressInfo).port}`;
    dir = mkdtempSync(join(tmpdir(), "tradewire-e2e-calendar-stories-"));
    const sourcesFile = join(dir, "sources.json");
    writeFileSync(sourcesFile, JSON.stringify({ sources: [{ id: "desk-wire", name: "Desk Wire", format: "rss", url: `${origin}/wire.xml`, intervalSeconds: 30, wire: true }] }));
    [app, browser] = await Promise.all([startAppProcess({ ...loopbackAppEnv(origin, sourcesFile), CALENDAR_OFF: "false", CALENDAR_SOURCE: "nasdaq", CALENDAR_NASDAQ_URL: origin, CALENDAR_INTERVAL_MS: "2000" }), launchChromium()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await new Promise((resolve) => world?.close(resolve));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("shows the story under the release's row on /calendar, and the release in the story's details on /news", async () => {
    const { page, api } = await signedInPage(browser, app.url, "trader@demo.local");
    // Whichever came first, the wire's story or the calendar's read, the two end up linked.
    const cpiWithStory = async () => (await api<Calendar>("GET", "/api/calendar")).events.find((event) => event.title === "CPI" && event.stories.length > 0);
    await expect.poll(cpiWithStory, { timeout: 120_000, interval: 1_000 }).toBeTruthy();
    const cpi = (await cpiWithStory())!;
    // Canada's inflation is not the US's.
    expect(cpi.stories.map((story) => story.title)).toEqual([CPI_STORY.title]);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${app.url}/calendar`);
    const row = page.locator(`li[data-event-id="${cpi.id}"]`);
    const stories = row.getByRole("group", { name: "Stories about it" });
    const link = stories.getByRole("link", { name: CPI_STORY.title });
    await link.waitFor({ timeout: 30_000 });
    expect(await link.getAttribute("href")).toBe("https://apnews.com/article/us-cpi-e2e");
    expect(await stories.textContent()).toContain(cpi.stories[0]!.source);
    await expect(screensAtEverySize(page, screenshotDir, "calendar-row-with-story")).resolves.toEqual([]);

    // The story pane beside the feed shows the newest story: the CPI one, with the release it speaks of.
    await page.goto(`${app.url}/news`);
    const pane = page.getByRole("complementary", { name: "Selected story" });
    await pane.getByRole("heading", { name: CPI_STORY.title }).waitFor({ timeout: 30_000 });
    const release = pane.getByRole("link", { name: "US CPI 3.1% vs 3.0% expected" });
    await release.waitFor({ timeout: 30_000 });
    expect(await pane.getByTitle(/Beat the consensus/).textContent()).toBe("+Beat");
    // A market chip's question is cut short by design, whole in its title. The pane is drawn again at each size, and
    // asks for the story's events again: it is looked at once more at the laptop size with them shown.
    await expect(screensAtEverySize(page, screenshotDir, "news-story-with-release", { exempt: "[title] > span" })).resolves.toEqual([]);
    await release.waitFor();
    expect(await layoutProblems(page, { exempt: "[title] > span" })).toEqual([]);
    expect(await seriousAxeFindings(page)).toEqual([]);

    // On a phone the story opens in a sheet, with the release.
    await page.setViewportSize(screenSizes.phone);
    const storyRow = page.getByRole("article").filter({ has: page.getByRole("heading", { name: CPI_STORY.title, exact: true }) });
    await storyRow.locator("time").first().dispatchEvent("click");
    const sheet = page.getByRole("dialog", { name: "Story" });
    await sheet.getByRole("link", { name: "US CPI 3.1% vs 3.0% expected" }).waitFor();
    await page.screenshot({ path: join(screenshotDir, "news-story-sheet-with-release-phone.png") });
    expect(await layoutProblems(page, { within: '[role="dialog"]' })).toEqual([]);
    expect(await seriousAxeFindings(page, '[role="dialog"]')).toEqual([]);
    await sheet.getByRole("button", { name: "Close" }).click();
    await page.setViewportSize(screenSizes.laptop);
    await release.click();
    await page.waitForURL(`${app.url}/calendar`);
    await page.close();
  }, 240_000);
});
