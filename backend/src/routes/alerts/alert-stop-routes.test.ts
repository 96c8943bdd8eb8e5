import { createChannel, deleteAlert, findAlert } from "@tradewire/db";
import { makeAlert, makeUser } from "@tradewire/db/testing/factories";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { alertStopUrl, STOP_LINK_LIFETIME_SECONDS } from "@tradewire/platform";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server";

describe.each(testEngines)("an alert message's stop link on %s", (engine) => {
  let app: TestServer;

  beforeAll(async () => {
    app = await startTestServer(engine, { env: { APP_SECRET: "s".repeat(40) } });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A free user's active alert and the stop link its messages carry. */
  async function alertWithLink(now?: Date) {
    const db = app.database.db;
    const user = await makeUser(db);
    const channel = await createChannel(db, user.id, { channelName: "mail", type: "email", email: "a@example.com", endpoint: null, channelKey: null, signingSecret: null });
    const alert = await makeAlert(db, user.id, channel.id, { name: "Oil <and> chips" });
    return { user, alert, link: await alertStopUrl(app.config, { alertId: alert.id, userId: user.id }, now) };
  }
  const stateOf = async (userId: number, alertId: number) => {
    const alert = (await findAlert(app.database.db, userId, alertId))!;
    return { active: alert.active, pausedBy: alert.pausedBy };
  };

  it("shows a confirmation page on GET and pauses nothing, so a link scanner stops no alert", async () => {
    const { user, alert, link } = await alertWithLink();
    expect(link.startsWith(`${app.url}/api/alert/stop?token=`)).toBe(true);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("<h1>Pause this alert?</h1>");
    expect(html).toContain("“Oil &lt;and&gt; chips”");
    expect(html).toContain('<form method="post">');
    expect(await stateOf(user.id, alert.id)).toEqual({ active: true, pausedBy: null });
  });

  it("pauses the alert on a one-click POST (RFC 8058), whatever the owner's plan, and says so on a second visit", async () => {
    const { user, alert, link } = await alertWithLink();
    const oneClick = await fetch(link, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain("<h1>Alert paused</h1>");
    expect(await stateOf(user.id, alert.id)).toEqual({ active: false, pausedBy: "link" });
    expect(await (await fetch(link)).text()).toContain("<h1>This alert is paused</h1>");
  });

  it("refuses a tampered token, a token for another alert id, and an expired one, pausing nothing", async () => {
    const { user, alert, link } = await alertWithLink();
    const token = new URL(link).searchParams.get("token")!;
    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(alert.id + 1) })).toString("base64url");
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith("AA") ? "BB" : "AA"}`;
    for (const bad of [`${header}.${forged}.${signature}`, `${header}.${payload}.${flipped}`, "not-a-token"]) {
      const answer = await fetch(`${app.url}/api/alert/stop?token=${bad}`, { method: "POST" });
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain("<h1>This link is not valid</h1>");
    }
    const old = await alertWithLink(new Date(Date.now() - (STOP_LINK_LIFETIME_SECONDS + 60) * 1000));
    const expired = await fetch(old.link, { method: "POST" });
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain("<h1>This link has expired</h1>");
    expect(await stateOf(user.id, alert.id)).toEqual({ active: true, pausedBy: null });
    expect(await stateOf(old.user.id, old.alert.id)).toEqual({ active: true, pausedBy: null });
  });

  it("answers 400 naming the token when there is none, and 404 for a deleted alert", async () => {
    expect(await (await fetch(`${app.url}/api/alert/stop`)).json()).toEqual({ error: "bad_request", message: "query.token: token is required" });
    const deleted = await alertWithLink();
    await deleteAlert(app.database.db, deleted.user.id, deleted.alert.id);
    const gone = await fetch(deleted.link, { method: "POST" });
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("<h1>This alert no longer exists</h1>");
  });
});
