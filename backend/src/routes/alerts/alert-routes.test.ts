import { setUserPlan } from "@tradewire/db";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";

describe.each(testEngines)("alert and channel routes on %s", (engine) => {
  let app: TestServer;
  let trader: string;
  let admin: string;

  beforeAll(async () => {
    app = await startTestServer(engine, { env: { ALLOW_PRIVATE_WEBHOOKS: "", APP_SECRET: "x".repeat(40) } });
    [trader, admin] = await Promise.all([app.tokenFor("trader@demo.local"), app.tokenFor("admin@demo.local")]);
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = async (method: string, path: string, token: string | undefined, body?: unknown) => {
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await readJson(response)) as Record<string, unknown> & Record<string, unknown>[] };
  };

  it("creates channels per type, shows a webhook's secret once, and never shows it again", async () => {
    const email = await call("POST", "/api/alert/channel", trader, { channel_name: "  Desk mail ", type: "email", email: "desk@example.com" });
    expect(email.status).toBe(201);
    expect(email.body).toMatchObject({ channel_name: "Desk mail", type: "email", email: "desk@example.com", endpoint: null, status: "email-not-configured" });
    const hook = await call("POST", "/api/alert/channel", trader, { channel_name: "Bot", type: "webhook", endpoint: "https://hooks.example.com/tradewire" });
    expect(hook.status).toBe(201);
    expect(hook.body.signing_secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const telegram = await call("POST", "/api/alert/channel", trader, { channel_name: "Phone", type: "telegram" });
    expect(telegram.body).toMatchObject({ type: "telegram", channel_key: expect.stringMatching(/^ck_/), telegram_chat_id: null, status: "telegram-not-configured" });
    const listed = await call("GET", "/api/alert/channel", trader);
    expect(listed.body.map((channel) => channel.channel_name)).toEqual(["Desk mail", "Bot", "Phone"]);
    expect(listed.body.every((channel) => !("signing_secret" in channel))).toBe(true);
  });

  it("answers 400 naming the problem for a blank name, a missing address or a plain-http webhook", async () => {
    const message = async (body: unknown) => (await call("POST", "/api/alert/channel", trader, body)).body.message;
    expect(await message({ channel_name: "   ", type: "email", email: "a@b.co" })).toBe("body.channel_name: Channel name is required");
    expect(await message({ channel_name: "Mail", type: "email" })).toBe("body.email: a valid email address is required");
    expect(await message({ channel_name: "Hook", type: "webhook", endpoint: "http://hooks.example.com" })).toBe("body.endpoint: a webhook endpoint must be an https:// URL");
  });

  it("keeps each user's channels their own (404, never 403), and refuses to delete the last one", async () => {
    const [mine] = (await call("GET", "/api/alert/channel", trader)).body;
    const theirs = await call("PUT", "/api/alert/channel", admin, { channel_id: mine!.channel_id, channel_name: "Taken", type: "email", email: "x@y.co" });
    expect(theirs.status).toBe(404);
    expect((await call("DELETE", "/api/alert/channel", admin, { channel_id: mine!.channel_id })).status).toBe(404);
    const only = await call("POST", "/api/alert/channel", admin, { channel_name: "Admin mail", type: "email", email: "admin@example.com" });
    const last = await call("DELETE", "/api/alert/channel", admin, { channel_id: only.body.channel_id, type: "email" });
    expect(last).toEqual({ status: 409, body: { error: "conflict", message: "Cannot delete last channel" } });
  });

  it("creates alerts on the caller's own channels only, with derived conditions", async () => {
    const [mine] = (await call("GET", "/api/alert/channel", trader)).body;
    const created = await call("POST", "/api/alert/alert", trader, {
      name: "China chips",
      type: "Stock Alert",
      channel_id: mine!.channel_id,
      include_tags: ["Tariffs", "tariffs", "china"],
      exclude_tags: ["opinion"],
      tickers: ["nvda"],
      min_impact: "high",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "China chips",
      include_tags: ["tariffs", "china"],
      tickers: ["NVDA"],
      active: true,
      last_triggered: null,
      conditions: ["Story names NVDA", "Impact high or higher", "Tagged tariffs or china", "Not tagged opinion"],
    });
    const [adminChannel] = (await call("GET", "/api/alert/channel", admin)).body;
    const foreign = await call("POST", "/api/alert/alert", trader, { name: "Sneaky", type: "Stock Alert", channel_id: adminChannel!.channel_id });
    expect(foreign).toEqual({ status: 400, body: { error: "bad_request", message: "Selected channel not found" } });
    const threshold = await call("POST", "/api/alert/alert", trader, { name: "Volume", type: "prediction_market", channel_id: mine!.channel_id, market_alert_type: "volume_threshold" });
    expect(threshold.body.message).toBe("body.volume_threshold: a non-negative whole-number volume threshold is required");
    expect((await call("POST", "/api/alert/alert", trader, { name: "", channel_id: mine!.channel_id })).body.message).toBe("body.name: Alert name is required");
  });

  it("refuses a free user's edit, pause, run and log with 403, and lets a premium user do them", async () => {
    const [alert] = (await call("GET", "/api/alert/alert", trader)).body;
    const pause = { alert_id: alert!.alert_id, name: alert!.name, active: false };
    const refused = await call("PUT", "/api/alert/alert", trader, pause);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Editing or pausing an alert needs a premium plan; see /billing");
    expect((await call("POST", `/api/alert/alert/${alert!.alert_id}/run`, trader)).status).toBe(403);
    expect((await call("GET", `/api/alert/alert/${alert!.alert_id}/deliveries`, trader)).status).toBe(403);

    await setUserPlan(app.database.db, "trader@demo.local", "premium");
    const paused = await call("PUT", "/api/alert/alert", trader, pause);
    expect(paused.body).toMatchObject({ alert_id: alert!.alert_id, active: false });
    expect((await call("POST", `/api/alert/alert/${alert!.alert_id}/run`, trader)).body).toEqual({ success: true });
    expect((await call("GET", `/api/alert/alert/${alert!.alert_id}/deliveries`, trader)).body).toEqual([]);
    // Another user's alert is as absent as a missing one, even to an admin.
    expect((await call("PUT", "/api/alert/alert", admin, pause)).status).toBe(404);
    expect((await call("DELETE", "/api/alert/alert", admin, { alert_id: alert!.alert_id })).status).toBe(404);
    expect((await call("DELETE", "/api/alert/alert", trader, { alert_id: alert!.alert_id })).body).toEqual({ success: true, alert_id: alert!.alert_id });
  });

  it("answers 401 to visitors", async () => {
    for (const path of ["/api/alert/channel", "/api/alert/alert"]) expect((await call("GET", path, undefined)).status).toBe(401);
  });
});
