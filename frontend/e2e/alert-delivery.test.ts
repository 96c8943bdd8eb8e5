import type { Alert, ArticlesPage, NotificationChannel } from "@tradewire/core";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { launchChromium, loopbackAppEnv, startAppProcess, type AppProcess } from "./app-process";
import { FAKE_BOT_TOKEN, startFakeBotApi, type FakeBotApi } from "./fake-bot-api";
import { type LoopbackWire, startLoopbackWire, type WireStory } from "./loopback-wire";
import { addWebhookChannel } from "./manage-channels";
import { signedInPage, type Api } from "./signed-in-api";
import { readMail, startSmtpInbox, type SmtpInbox } from "./smtp-inbox";
import { alertDeliveriesOf, startWebhookReceiver, webhookBodiesOf, type WebhookReceiver } from "./webhook-receiver";

/** The free-plan user: every message must stop its own alert whatever the plan (issue 23). */
const TRADER = "trader@demo.local";
/** Admins count as premium: they may "Run now" an alert. */
const ADMIN = "admin@demo.local";
const CHAT_ID = 777000222;
const DAY_MS = 86_400_000;
/** On the wire from the start: names the United States Oil Fund (USO). */
const IRAN_STORY: WireStory = {
  title: "Iran test-fires anti-ship missiles in Gulf drills as US carrier enters region",
  summary: "Revolutionary Guard forces fired cruise missiles near the Strait of Hormuz; the United States Oil Fund (USO) rose 3% as oil prices climbed again.",
  slug: "iran-anti-ship-drills-e2e",
};
/** Published once the keyword alert is made: both mention steel, the first mentions towns. */
const STEEL_TOWNS_STORY: WireStory = {
  title: "Steel towns weigh the gains and costs of two years of tariffs",
  summary: "In Ohio and Pennsylvania, mills are hiring again, but manufacturers that buy steel say higher prices have cost them customers.",
  slug: "steel-towns-e2e",
};
const CARBON_TAX_STORY: WireStory = {
  title: "Importers brace for first bills under EU carbon border tax",
  summary: "Companies importing steel, aluminium and fertiliser into the EU are calculating the costs of CBAM certificates for this year's shipments.",
  slug: "eu-carbon-border-tax-e2e",
};
/** Published once the carbon-tax story was delivered: a later match, at a poll that hands the wire's earlier stories again. */
const STEEL_MILLS_STORY: WireStory = {
  title: "European mills cut steel output as energy costs bite",
  summary: "Producers in Germany and Italy idled furnaces for the winter, citing power prices and weak demand from carmakers.",
  slug: "europe-steel-output-e2e",
};

const alertOf = async (api: Api, alertId: number) => (await api<Alert[]>("GET", "/api/alert/alert")).find((alert) => alert.alert_id === alertId);

// One app for every test, with an SMTP relay, a Bot API, a webhook receiver and a news wire of the test's own. The tests
// run side by side, each as its own alerts and channels; the slowest wait on the wire's polls (30 s apart) and the
// app's getUpdates polls (5 s apart).
describe.concurrent("alerts a trader can rely on: delivered once, tested, stopped from any message, in Chromium", () => {
  let app: AppProcess;
  let browser: Browser;
  let inbox: SmtpInbox;
  let bot: FakeBotApi;
  let receiver: WebhookReceiver;
  let wire: LoopbackWire;

  const deliveredFor = (alertId: number) => alertDeliveriesOf(receiver, alertId);

  beforeAll(async () => {
    [inbox, bot, receiver, wire] = await Promise.all([startSmtpInbox(), startFakeBotApi(), startWebhookReceiver(200), startLoopbackWire()]);
    // The USO story is there at the first poll; the others come when a test publishes them. Without
    // TELEGRAM_WEBHOOK_SECRET the app polls the fake Bot API's getUpdates every 5 s.
    wire.publish(IRAN_STORY);
    [app, browser] = await Promise.all([
      startAppProcess({
        ...loopbackAppEnv(wire.origin, wire.sourcesFile),
        SMTP_URL: inbox.url,
        TELEGRAM_BOT_TOKEN: FAKE_BOT_TOKEN,
        TELEGRAM_API_BASE: bot.url,
      }),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await Promise.all([inbox?.close(), bot?.close(), receiver?.close(), wire?.close()]);
  });

  it("\"Send test\" in Manage Channels shows the receiver's 200", async ({ expect }) => {
    const { page } = await signedInPage(browser, app.url, ADMIN);
    await page.goto(`${app.url}/dashboard`);
    const { row } = await addWebhookChannel(page, "Test hook", receiver.url);
    await row.getByRole("button", { name: "Send a test message to Test hook" }).click();
    await row.getByRole("status").getByText(/^Test at [\d:]+: delivered, HTTP 200$/).waitFor({ timeout: 30_000 });
    const tests = webhookBodiesOf(receiver).filter((body) => body.type === "channel.test");
    expect(tests.map((body) => body.data.item.title)).toEqual(["Tradewire test message: this channel works"]);
    await page.close();
  }, 60_000);

  it("a keyword alert made in New Alert delivers each story on the wire that matches, once", async ({ expect }) => {
    // The trader: the admin's pages show the toasts of the email test's alert, which may cover this form's buttons.
    const { page, api } = await signedInPage(browser, app.url, TRADER);
    await page.goto(`${app.url}/dashboard`);
    await addWebhookChannel(page, "Keyword hook", receiver.url);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "New Alert" }).click();
    const form = page.getByRole("dialog", { name: "New Alert" });
    await form.getByLabel("Alert name").fill("Steel, not the towns");
    await form.getByLabel("Channel").selectOption({ label: "Keyword hook (webhook)" });
    await form.getByLabel("Keywords").fill("steel -towns");
    await form.getByRole("button", { name: "Create Alert" }).click();
    await form.waitFor({ state: "detached" });
    const alert = (await api<Alert[]>("GET", "/api/alert/alert")).find((each) => each.name === "Steel, not the towns")!;
    expect(alert.conditions).toEqual(["Mentions steel -towns"]);

    wire.publish(STEEL_TOWNS_STORY, CARBON_TAX_STORY);
    const titles = () => deliveredFor(alert.alert_id).map((body) => body.data.item.title);
    const poll = { timeout: 120_000, interval: 500 };
    await expect.poll(titles, poll).toContain(CARBON_TAX_STORY.title);
    // The steel-towns story came in at the same poll, and was left out for the word it excludes.
    const stored = async (story: WireStory) => (await api<ArticlesPage>("GET", `/api/articles?q=${encodeURIComponent(`"${story.title}"`)}`)).articles.length;
    expect(await stored(STEEL_TOWNS_STORY)).toBe(1);
    // Once: the poll that brings the next match hands the wire's earlier stories again, and sends only the new one.
    wire.publish(STEEL_MILLS_STORY);
    await expect.poll(titles, poll).toContain(STEEL_MILLS_STORY.title);
    expect(titles()).toEqual([CARBON_TAX_STORY.title, STEEL_MILLS_STORY.title]);
    expect(deliveredFor(alert.alert_id)[0]!.data.alert.reasons).toContain("keywords steel -towns");
    await page.close();
  }, 300_000);

  it("the unsubscribe link from a real email pauses the alert", async ({ expect }) => {
    const { page, api } = await signedInPage(browser, app.url, ADMIN);
    const channel = await api<NotificationChannel>("POST", "/api/alert/channel", { channel_name: "Desk mail", type: "email", email: ADMIN });
    expect(channel.status).toBe("ok");
    // The wire's USO story is stored before the alert is made, so only "Run now" (the last 24 hours' stories, matched
    // at once) can send it. More may match (by a related ticker too); every mail carries the alert's link.
    const recentUso = async () =>
      (await api<ArticlesPage>("GET", "/api/articles?ticker=USO")).articles.filter((article) => Date.parse(article.date_published) > Date.now() - DAY_MS);
    await expect.poll(async () => (await recentUso()).length, { timeout: 60_000, interval: 250 }).toBeGreaterThan(0);
    const { alert_id } = await api<{ alert_id: number }>("POST", "/api/alert/alert", { name: "Oil by mail", type: "Stock Alert", channel_id: channel.channel_id, tickers: ["USO"] });
    expect(await api("POST", `/api/alert/alert/${alert_id}/run`)).toEqual({ success: true });
    const subjectOf = (raw: string) => readMail(raw).header("Subject");
    await expect.poll(() => inbox.mails.map(subjectOf), { timeout: 30_000, interval: 250 }).toContain(`[Oil by mail] ${IRAN_STORY.title}`);
    const mail = readMail(inbox.mails.find((raw) => subjectOf(raw) === `[Oil by mail] ${IRAN_STORY.title}`)!);
    expect(mail.header("To")).toBe(ADMIN);
    expect(mail.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const stopUrl = /^<([^>]+)>$/.exec(mail.header("List-Unsubscribe") ?? "")?.[1];
    expect(stopUrl).toMatch(new RegExp(`^${app.url.replace(/[.]/g, "\\.")}/api/alert/stop\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    // The body carries the same link, in words, in both forms.
    expect(mail.text).toContain(`Stop this alert: ${stopUrl}`);
    expect(mail.html).toContain(`<a href="${stopUrl}">Stop this alert</a>`);

    // Opened where a mail client opens it: a browser not signed in. The page asks first and pauses nothing...
    const linkPage = await browser.newPage();
    await linkPage.goto(stopUrl!);
    await linkPage.getByRole("heading", { name: "Pause this alert?" }).waitFor();
    await linkPage.getByText("“Oil by mail” will send no more messages").waitFor();
    expect(await alertOf(api, alert_id)).toMatchObject({ active: true, paused_by: null });
    // ...until its button is pressed.
    await linkPage.getByRole("button", { name: "Pause alert" }).click();
    await linkPage.getByRole("heading", { name: "Alert paused" }).waitFor();
    expect(await alertOf(api, alert_id)).toMatchObject({ active: false, paused_by: "link" });
    await linkPage.close();

    await page.goto(`${app.url}/dashboard`);
    const row = page.getByRole("row").filter({ hasText: "Oil by mail" });
    await row.getByText("Paused", { exact: true }).waitFor();
    await row.getByText("Paused from a message's stop link").waitFor();
    await page.close();
  }, 120_000);

  it("Telegram /stop against the fake Bot API pauses", async ({ expect }) => {
    const { page, api } = await signedInPage(browser, app.url, TRADER);
    const channel = await api<NotificationChannel>("POST", "/api/alert/channel", { channel_name: "Phone", type: "telegram" });
    expect(channel.channel_key).toMatch(/^ck_[\w-]+$/);
    // The bot's name comes from getMe: the link that binds a chat opens it with the channel's key.
    expect(channel).toMatchObject({ status: "awaiting-telegram", telegram_chat_id: null, telegram_url: `https://t.me/tradewire_test_bot?start=${channel.channel_key}` });
    const channelNow = async () => (await api<NotificationChannel[]>("GET", "/api/alert/channel")).find((each) => each.channel_id === channel.channel_id);
    const answers = () => bot.sent.filter((message) => String(message.chat_id) === String(CHAT_ID)).map((message) => message.text);
    const poll = { timeout: 30_000, interval: 250 };

    bot.say(CHAT_ID, `/start ${channel.channel_key}`);
    await expect.poll(channelNow, poll).toMatchObject({ telegram_chat_id: String(CHAT_ID), status: "ok" });
    const { alert_id } = await api<{ alert_id: number }>("POST", "/api/alert/alert", {
      name: "Chips on the phone",
      type: "Stock Alert",
      channel_id: channel.channel_id,
      include_tags: ["semiconductors"],
    });

    const stop = bot.say(CHAT_ID, "/stop");
    await expect.poll(() => alertOf(api, alert_id), poll).toMatchObject({ active: false, paused_by: "telegram" });
    await expect.poll(() => answers().find((text) => text.startsWith("Paused 1 alert")), poll).toBe("Paused 1 alert: <b>Chips on the phone</b>. Send /start to resume them.");
    // The app confirms what it read: the next getUpdates asks only for what came after /stop.
    await expect.poll(() => bot.offsets.at(-1), poll).toBe(stop + 1);

    await page.goto(`${app.url}/dashboard`);
    const row = page.getByRole("row").filter({ hasText: "Chips on the phone" });
    await row.getByText("Paused", { exact: true }).waitFor();
    await row.getByText("Paused with /stop in Telegram").waitFor();

    bot.say(CHAT_ID, "/start");
    await expect.poll(() => alertOf(api, alert_id), poll).toMatchObject({ active: true, paused_by: null });
    await expect.poll(() => answers().at(-1), poll).toBe("Resumed 1 alert: <b>Chips on the phone</b>.");
    await page.reload();
    await row.getByText("Active", { exact: true }).waitFor();
    await page.close();
  }, 120_000);
});
