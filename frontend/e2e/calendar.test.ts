import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Alert, Calendar, CalendarEvent, NotificationChannel } from "@tradewire/core";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessTokenOf } from "./access-token-of";
import { launchChromium, startAppProcess, type AppProcess } from "./app-process";
import { screensAtEverySize } from "./layout-checks";
import { apiWithToken, type Api } from "./signed-in-api";
import { alertDeliveriesOf, startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver";
import { signInAs } from "./sign-in-as";

/** Kept for a person to look at (the brief of issue 30 asks for /calendar at 1366×900 and 390×844 here). */
const screenshotDir = "/tmp/calendar-screens";
/** The member reads on London's clock: a late New York release falls on the next day there, a day-only event does not. */
const READER_ZONE = "Europe/London";

const dayIn = (instant: string | number, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(instant));
const heading = (day: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "short", day: "2-digit", month: "short" }).format(new Date(`${day}T12:00:00Z`)).replace(",", "");

/** One answer of Nasdaq's calendar API, in its real shape. */
const nasdaqAnswer = (rows: Record<string, string>[]) => ({ data: { asOf: null, headers: {}, rows }, message: null, status: { rCode: 200, bCodeMessage: null, developerMessage: null } });
const release = (gmt: string, country: string, eventName: string, consensus: string, previous: string, actual = "&nbsp;") => ({
  gmt,
  country,
  eventName,
  actual,
  consensus,
  previous,
  description: `${eventName} is scheduled for release.`,
});
const earnings = (time: string, symbol: string, name: string, marketCap: string, epsForecast: string, lastYearEPS: string) => ({
  lastYearRptDt: "11/25/2025",
  lastYearEPS,
  time,
  symbol,
  name,
  marketCap,
  fiscalQuarterEnding: "Oct/2026",
  epsForecast,
  noOfEsts: "12",
});

/**
 * Nasdaq's calendars on a loopback server. Today (in New York): US payrolls at midnight (out once the test releases it,
 * with the previous value revised), a German CPI, a Japanese survey, the Fed late in the evening, and two companies'
 * earnings; every other day: US GDP, jobless claims and the BoE, and one company.
 */
function startNasdaq(today: string) {
  const state = { released: false };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const day = url.searchParams.get("date");
    const answer = (body: unknown) => response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (url.pathname === "/api/calendar/economicevents") {
      answer(
        nasdaqAnswer(
          day === today
            ? [
                state.released ? release("00:00", "United States", "Nonfarm Payrolls", "50K", "125K", "64K") : release("00:00", "United States", "Nonfarm Payrolls", "50K", "119K"),
                release("02:00", "Germany", "German CPI", "2.3%", "2.4%"),
                release("01:00", "Japan", "Leading Index", "108.2", "107.9"),
                release("23:30", "United States", "Fed Interest Rate Decision", "4.50%", "4.50%"),
              ]
            : [
                release("08:30", "United States", "GDP", "1.9%", "2.1%"),
                release("08:30", "United States", "Initial Jobless Claims", "221K", "216K"),
                release("07:00", "United Kingdom", "BoE Interest Rate Decision", "3.75%", "4.00%"),
              ],
        ),
      );
    } else if (url.pathname === "/api/calendar/earnings") {
      answer(
        nasdaqAnswer(
          day === today
            ? [
                earnings("time-after-hours", "NVDA", "NVIDIA Corporation", "$4,300,000,000,000", "$1.20", "$0.81"),
                earnings("time-pre-market", "ADI", "Analog Devices, Inc.", "$118,402,180,220", "$2.31", "$2.26"),
              ]
            : [earnings("time-after-hours", "DELL", "Dell Technologies Inc.", "$92,330,401,558", "$2.64", "$2.59")],
        ),
      );
    } else {
      response.writeHead(404).end();
    }
  });
  // Longer than the app's idle sockets live: a socket the server closes as the app reuses it fails the whole read.
  server.keepAliveTimeout = 120_000;
  return { server, state };
}

describe("the calendar, in Chromium", () => {
  let app: AppProcess;
  let browser: Browser;
  let nasdaq: ReturnType<typeof startNasdaq>;
  let receiver: WebhookReceiver;
  const today = dayIn(Date.now(), "America/New_York");

  beforeAll(async () => {
    nasdaq = startNasdaq(today);
    receiver = await startWebhookReceiver(200);
    await new Promise<void>((resolve) => nasdaq.server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(nasdaq.server.address() as AddressInfo).port}`;
    [app, browser] = await Promise.all([
      // The replayed stories without new ones during the test; the calendar from the loopback Nasdaq, today's read every second.
      startAppProcess({ SOURCES: "replay", REPLAY_INTERVAL_MS: "600000", CALENDAR_OFF: "false", CALENDAR_SOURCE: "nasdaq", CALENDAR_NASDAQ_URL: origin, CALENDAR_INTERVAL_MS: "1000", ALLOW_PRIVATE_WEBHOOKS: "1" }),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await new Promise((resolve) => nasdaq?.server.close(resolve));
    await receiver?.close();
  });

  /** A signed-in page on the reader's clock, and the API as that member. */
  async function memberPage(): Promise<{ page: Page; api: Api }> {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, timezoneId: READER_ZONE, reducedMotion: "reduce" });
    const page = await context.newPage();
    await signInAs(page, app.url, "trader@demo.local");
    return { page, api: apiWithToken(app.url, await accessTokenOf(page)) };
  }

  const rows = (page: Page) => page.locator("li[data-event-id]");
  const rowOf = (page: Page, event: CalendarEvent) => page.locator(`li[data-event-id="${event.id}"]`);
  const attributes = (page: Page, name: string) => rows(page).evaluateAll((items, attribute) => items.map((item) => item.getAttribute(attribute)), name);

  it("shows a member today and the week ahead by day on their clock, filters it, and updates a release in place", async () => {
    const { page, api } = await memberPage();
    // The app reads the whole window at start (again a minute later if that read failed while the app was starting up);
    // the week is there once every day's GDP is.
    await expect.poll(async () => (await api<Calendar>("GET", "/api/calendar")).events.filter((event) => event.title === "GDP").length, { timeout: 100_000 }).toBe(7);
    const { events } = await api<Calendar>("GET", "/api/calendar");
    await api("PUT", "/api/users/me/tickers/NVDA");

    await page.goto(`${app.url}/calendar`);
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBe(events.length);

    // By day on London's clock: the Fed at 23:30 in New York is tomorrow in London; the day-only earnings keep their New York day.
    const dayOf = (event: CalendarEvent) => (event.all_day ? dayIn(event.scheduled_at, "America/New_York") : dayIn(event.scheduled_at, READER_ZONE));
    const days = [...new Set(events.map(dayOf))].sort();
    const londonToday = dayIn(Date.now(), READER_ZONE);
    const londonTomorrow = dayIn(Date.parse(`${londonToday}T12:00:00Z`) + 86_400_000, "UTC");
    const label = (day: string) => (day === londonToday ? `Today · ${heading(day)}` : day === londonTomorrow ? `Tomorrow · ${heading(day)}` : heading(day));
    expect(await page.getByRole("heading", { level: 2 }).allTextContents()).toEqual(days.map(label));
    for (const day of days) {
      const section = page.getByRole("region", { name: label(day), exact: true });
      const ids = await section.locator("li[data-event-id]").evaluateAll((items) => items.map((item) => item.getAttribute("data-event-id")));
      expect(ids.sort()).toEqual(events.filter((event) => dayOf(event) === day).map((event) => event.id).sort());
    }
    const fed = events.find((event) => event.title === "Fed Interest Rate Decision" && dayIn(event.scheduled_at, "America/New_York") === today)!;
    expect(await rowOf(page, fed).locator("time").first().textContent()).toBe("04:30");
    const nvda = events.find((event) => event.ticker === "NVDA")!;
    expect(await rowOf(page, nvda).locator("time").first().textContent()).toBe("After close");

    // The countdown names the next high event still to come.
    const countdown = page.getByRole("region", { name: "Next high-importance event" });
    const first = await countdown.getByRole("timer").textContent();
    await expect.poll(() => countdown.getByRole("timer").textContent(), { timeout: 15_000 }).not.toBe(first);

    // Importance: HIGH alone, then back to all.
    await page.getByRole("group", { name: "Importance" }).getByRole("button", { name: "HIGH" }).click();
    expect(new Set(await attributes(page, "data-importance"))).toEqual(new Set(["high"]));
    expect(await rows(page).count()).toBe(events.filter((event) => event.importance === "high").length);
    await page.getByRole("group", { name: "Importance" }).getByRole("button", { name: "HIGH" }).click();
    expect(await rows(page).count()).toBe(events.length);

    // Country: the countries present, one of them alone.
    const countries = page.getByRole("group", { name: "Country" });
    expect(await countries.getByRole("button").allTextContents()).toEqual([...new Set(events.map((event) => event.country))].sort());
    await countries.getByRole("button", { name: "GB" }).click();
    expect(new Set(await attributes(page, "data-country"))).toEqual(new Set(["GB"]));
    await countries.getByRole("button", { name: "GB" }).click();

    // My tickers: the earnings of NVDA alone.
    await page.getByRole("button", { name: "My tickers (1)" }).click();
    expect(await attributes(page, "data-event-id")).toEqual([nvda.id]);
    await page.getByRole("button", { name: "My tickers (1)" }).click();
    expect(await rows(page).count()).toBe(events.length);

    // The feed, open beside it, shows no release yet.
    const news = await page.context().newPage();
    await news.goto(`${app.url}/news`);
    await expect.poll(() => news.getByRole("article").count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await news.locator('article[data-kind="release"]').count()).toBe(0);

    // A calendar alert on the US's high-importance releases, to a webhook.
    const channel = await api<NotificationChannel>("POST", "/api/alert/channel", { channel_name: "Calendar hook", type: "webhook", endpoint: receiver.url });
    const alert = await api<Alert>("POST", "/api/alert/alert", { name: "US macro", channel_id: channel.channel_id, type: "calendar", countries: ["US"], min_impact: "high" });

    // Payrolls come out, with the previous month revised: the row changes where it is, without a reload.
    const payrolls = events.find((event) => event.title === "Nonfarm Payrolls" && dayIn(event.scheduled_at, "America/New_York") === today)!;
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
    nasdaq.state.released = true;
    const row = rowOf(page, payrolls);
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain("64K");
    expect(await page.evaluate(() => "stillThisPage" in window)).toBe(true);
    expect(await row.locator("s").textContent()).toBe("119K");
    expect(await row.textContent()).toMatch(/125K/);
    const outcome = (await row.locator("[title*='consensus']").first().textContent())!;
    expect(["+Beat", "−Miss", "=In line"]).toContain(outcome);

    // The feed shows it as a row of its own kind, pushed, linking to the calendar.
    const pushed = news.locator('article[data-kind="release"]');
    await expect.poll(() => pushed.count(), { timeout: 30_000 }).toBe(1);
    expect(await pushed.getByRole("heading").textContent()).toBe("US Nonfarm Payrolls 64K vs 50K expected");
    expect(await pushed.getByRole("link").getAttribute("href")).toBe("/calendar");
    // A reload lists it from the API, among the stories by its time.
    await news.reload();
    await expect.poll(() => news.locator('article[data-kind="release"]').count(), { timeout: 30_000 }).toBe(1);
    await expect(screensAtEverySize(news, screenshotDir, "news-with-release", { exempt: "[title] > span" })).resolves.toEqual([]);
    await news.locator('article[data-kind="release"]').getByRole("link").click();
    await news.waitForURL(`${app.url}/calendar`);
    await news.close();

    // The alert fired once, for payrolls alone, however many reads of the day came after.
    const titles = () => alertDeliveriesOf(receiver, alert.alert_id).map((body) => body.data.item.title);
    await expect.poll(titles, { timeout: 30_000 }).toEqual(["US Nonfarm Payrolls 64K vs 50K expected (previous 125K) — beat"]);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(titles()).toHaveLength(1);

    await expect(screensAtEverySize(page, screenshotDir, "calendar-member")).resolves.toEqual([]);
    await page.context().close();
  }, 180_000);

  it("shows a visitor today's high-importance events only, with the way to sign in for the rest", async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, timezoneId: READER_ZONE, reducedMotion: "reduce" });
    const page = await context.newPage();
    const answer = (await (await fetch(`${app.url}/api/calendar`)).json()) as Calendar;
    expect(answer.redacted).toBe(true);
    expect(answer.events.length).toBeGreaterThan(0);

    await page.goto(`${app.url}/calendar`);
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBe(answer.events.length);
    expect(new Set(await attributes(page, "data-importance"))).toEqual(new Set(["high"]));
    expect(answer.events.every((event) => dayIn(event.scheduled_at, "America/New_York") === today)).toBe(true);
    expect(await page.getByRole("note").textContent()).toContain("You are seeing today's high-importance events.");
    expect(await page.getByRole("group", { name: "Importance" }).count()).toBe(0);
    await expect(screensAtEverySize(page, screenshotDir, "calendar-visitor")).resolves.toEqual([]);

    await page.getByRole("button", { name: "Sign in to see the week" }).click();
    await page.waitForURL(/\/signin\//);
    await context.close();
  }, 120_000);
});
