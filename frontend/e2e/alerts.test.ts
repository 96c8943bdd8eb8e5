/// <reference lib="dom" />
import type { Browser } from "playwright-core";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessTokenOf } from "./access-token-of";
import { launchChromium, loopbackAppEnv, startAppProcess, type AppProcess } from "./app-process";
import { type LoopbackWire, startLoopbackWire, type WireStory } from "./loopback-wire";
import { addWebhookChannel } from "./manage-channels";
import { signInAs } from "./sign-in-as";
import { startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver";

/** What the page recorded of the browser notifications and tones the app raised. */
interface AlertSignals {
  notifications: string[];
  tones: number;
}

/** The story the test's wire breaks once the alert is made: high impact, naming no company, about missiles. */
const STORY: WireStory = {
  title: "Iran test-fires anti-ship missiles in Gulf drills as US carrier enters region",
  summary:
    "Revolutionary Guard forces fired cruise missiles during exercises near the Strait of Hormuz as a second US aircraft carrier arrived, a show of force that lifted oil prices again.",
  slug: "iran-anti-ship-drills-e2e",
};

describe("alerts end to end, in Chromium", () => {
  let app: AppProcess;
  let browser: Browser;
  let wire: LoopbackWire;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    // The one news source is a wire on loopback that breaks its story only once the test has made the alert: however
    // long the app takes to start on a busy machine, the story comes after the alert. Markets answer 404 there.
    [receiver, wire] = await Promise.all([startWebhookReceiver(204), startLoopbackWire()]);
    [app, browser] = await Promise.all([startAppProcess(loopbackAppEnv(wire.origin, wire.sourcesFile)), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await receiver?.close();
    await wire?.close();
  });

  /** Signs the user in on a page of its own, and calls the API as them. */
  async function signedIn(email: string) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAs(page, app.url, email);
    const token = await accessTokenOf(page);
    const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${app.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
      return response.json() as Promise<T>;
    };
    const { channel_id } = await api<{ channel_id: number }>("POST", "/api/alert/channel", { channel_name: "Desk mail", type: "email", email });
    return { page, api, channelId: channel_id };
  }

  it("lets a premium user add a webhook channel and an alert, then shows the toast and signs exactly one request", async () => {
    // The user has allowed notifications and is looking at another tab: the alert must reach them outside
    // the page. The real Notification and AudioContext run; the page only records that they were called.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(["notifications"], { origin: app.url });
    await context.addInitScript(() => {
      const seen: AlertSignals = { notifications: [], tones: 0 };
      (window as unknown as { __alertSignals: AlertSignals }).__alertSignals = seen;
      Object.defineProperty(document, "visibilityState", { get: () => "hidden" });
      const RealNotification = window.Notification;
      window.Notification = class extends RealNotification {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          seen.notifications.push(`${title} | ${options?.body ?? ""}`);
        }
      } as typeof Notification;
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
        seen.tones++;
        return start.apply(this, args);
      };
    });
    const page = await context.newPage();
    await signInAs(page, app.url, "admin@demo.local");
    await page.getByRole("heading", { name: /^Alerts \(0\)/ }).waitFor();
    await page.getByText("No alerts found. Create your first alert!").waitFor();
    await page.getByText("Browser notifications on").waitFor();
    const sound = page.getByLabel("Sound for high-impact alerts");
    expect(await sound.isChecked()).toBe(false);
    await sound.check();

    const { channels } = await addWebhookChannel(page, "Desk webhook", receiver.url);
    const secret = (await channels.locator("code").textContent({ timeout: 30_000 }))!.trim();
    expect(secret).toMatch(/^whsec_/);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "New Alert" }).click();
    const form = page.getByRole("dialog", { name: "New Alert" });
    await form.getByLabel("Alert name").fill("Oil shock");
    await form.getByLabel("Channel").selectOption({ label: "Desk webhook (webhook)" });
    await form.getByLabel("Keywords").fill("missiles");
    await form.getByRole("button", { name: "Create Alert" }).click();
    await form.waitFor({ state: "detached" });
    await page.getByRole("heading", { name: /^Alerts \(1\)/ }).waitFor();
    expect(await page.getByRole("row").filter({ hasText: "Oil shock" }).getByText("Active").isVisible()).toBe(true);

    // The wire breaks the story; at its next poll the in-app alert arrives on this page's socket.
    wire.publish(STORY);
    await page.getByText("Alert: Oil shock").first().waitFor({ timeout: 60_000 });
    const { requests } = receiver;
    await expect.poll(() => requests.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const first = requests[0]!;
    const payload = new Webhook(secret).verify(first.body, first.headers as Record<string, string>) as { data: { item: { title: string } } };
    expect(payload.data.item.title).toBe(STORY.title);
    expect(requests.filter((request) => request.body.includes("Iran test-fires"))).toHaveLength(1);
    // The story is high impact and the sound is on: one notification for this alert and story, and a tone.
    const signals = await page.evaluate(() => (window as unknown as { __alertSignals: AlertSignals }).__alertSignals);
    expect(signals.notifications.filter((notification) => notification.includes("Iran test-fires"))).toEqual([`Alert: Oil shock | ${STORY.title}`]);
    expect(signals.tones).toBeGreaterThanOrEqual(1);
    await context.close();
  }, 180_000);

  it("lets a premium user pause and resume an alert from the dashboard, leaving its tags, tickers and impact as they were", async () => {
    const { page, api, channelId } = await signedIn("admin@demo.local");
    const conditions = { include_tags: ["semiconductors", "tariffs"], exclude_tags: ["earnings"], tickers: ["AMD", "NVDA"], min_impact: "mid" };
    const made = await api<{ alert_id: number }>("POST", "/api/alert/alert", { name: "Chips and tariffs", type: "Stock Alert", channel_id: channelId, ...conditions });
    const stored = async () => (await api<{ alert_id: number }[]>("GET", "/api/alert/alert")).find((alert) => alert.alert_id === made.alert_id);

    await page.goto(`${app.url}/dashboard`);
    const row = page.getByRole("row").filter({ hasText: "Chips and tariffs" });
    await row.getByRole("button", { name: "Pause Chips and tariffs" }).click();
    await row.getByText("Paused", { exact: true }).waitFor();
    expect(await stored()).toMatchObject({ ...conditions, active: false, paused_by: "owner" });

    await row.getByRole("button", { name: "Resume Chips and tariffs" }).click();
    await row.getByText("Active", { exact: true }).waitFor();
    expect(await stored()).toMatchObject({ ...conditions, active: true, paused_by: null });
    await page.close();
  });

  it("tells a free user with three alerts that New Alert is at the plan's limit, and leads them to /billing", async () => {
    const { page, api, channelId } = await signedIn("trader@demo.local");
    for (const name of ["Oil", "Steel", "Rates"]) await api("POST", "/api/alert/alert", { name, type: "Stock Alert", channel_id: channelId, include_tags: [name.toLowerCase()] });

    await page.goto(`${app.url}/dashboard`);
    await page.getByRole("heading", { name: /^Alerts \(3\)/ }).waitFor();
    await page.getByRole("button", { name: "New Alert" }).click();
    const form = page.getByRole("dialog", { name: "New Alert" });
    await form.getByText("3 of 3 alerts on the free plan", { exact: true }).waitFor();
    await form.getByRole("button", { name: "Upgrade to Premium" }).click();
    await page.waitForURL(`${app.url}/billing`);
    await form.waitFor({ state: "detached" });
    await page.close();
  });
});
