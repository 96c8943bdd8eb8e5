import { finishDelivery, findUserByEmail, queueDeliveries, setUserPlan } from "@tradewire/db";
import { makeAlert, makePredictionMarket, makeTickers } from "@tradewire/db/testing/factories";
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
    await makeTickers(app.database.db, ["NVDA", "USO"]);
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

  it("refuses tickers the dictionary does not know, naming them", async () => {
    const [mine] = (await call("GET", "/api/alert/channel", trader)).body;
    const refused = await call("POST", "/api/alert/alert", trader, { name: "Typo", channel_id: mine!.channel_id, tickers: ["nvdaa", "NVDA", "XYZQQ"] });
    expect(refused).toEqual({ status: 400, body: { error: "bad_request", message: "body.tickers: unknown tickers NVDAA, XYZQQ" } });
    const [alert] = (await call("GET", "/api/alert/alert", trader)).body;
    await setUserPlan(app.database.db, "trader@demo.local", "premium");
    const edit = await call("PUT", "/api/alert/alert", trader, { alert_id: alert!.alert_id, tickers: ["USOO"] });
    expect(edit.body.message).toBe("body.tickers: unknown ticker USOO");
    expect((await call("GET", "/api/alert/alert", trader)).body[0]!.tickers).toEqual(["NVDA"]);
    await setUserPlan(app.database.db, "trader@demo.local", "free");
  });

  it("stores keywords and the related-tickers choice of a stock alert, refusing a query that cannot match", async () => {
    const [mine] = (await call("GET", "/api/alert/channel", trader)).body;
    const bad = await call("POST", "/api/alert/alert", trader, { name: "Nothing", channel_id: mine!.channel_id, keywords: "-opinion" });
    expect(bad.body.message).toBe("body.keywords: keywords need at least one word to look for, not only words to leave out");
    const created = await call("POST", "/api/alert/alert", trader, { name: "Oil controls", channel_id: mine!.channel_id, tickers: ["USO"], include_related: true, keywords: ' "export controls" -opinion ' });
    expect(created.body).toMatchObject({ include_related: true, keywords: '"export controls" -opinion', conditions: ["Story names or relates USO", 'Mentions "export controls" -opinion'] });
    expect((await call("DELETE", "/api/alert/alert", trader, { alert_id: created.body.alert_id })).status).toBe(200);
  });

  it("creates a move alert with a name and a channel alone, and names any other type it is asked for", async () => {
    const [mine] = (await call("GET", "/api/alert/channel", trader)).body;
    const wrong = await call("POST", "/api/alert/alert", trader, { name: "Movers", channel_id: mine!.channel_id, type: "moves" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("body.type: type must be 'Stock Alert', 'prediction_market', 'move' or 'calendar'");
    const narrowed = await call("POST", "/api/alert/alert", trader, { name: "Movers", channel_id: mine!.channel_id, type: "move", tickers: ["NVDA"] });
    expect(narrowed.body.message).toBe("body.tickers: a move alert hears the moves of your tickers and watchlist: tickers does not apply");
    const created = await call("POST", "/api/alert/alert", trader, { name: "Movers", channel_id: mine!.channel_id, type: "move" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: "move",
      conditions: ["A stock on my tickers or a market on my watchlist moves more than it usually does"],
      description: "Moves: a stock on my tickers or a market on my watchlist moves more than it usually does.",
    });
    expect((await call("DELETE", "/api/alert/alert", trader, { alert_id: created.body.alert_id })).status).toBe(200);
  });

  it("creates a calendar alert by importance, countries, my tickers and a reminder, refusing what it cannot use with the field named", async () => {
    const [mine] = (await call("GET", "/api/alert/channel", trader)).body;
    const base = { name: "Macro desk", channel_id: mine!.channel_id, type: "calendar" };
    const refused = async (body: Record<string, unknown>) => (await call("POST", "/api/alert/alert", trader, { ...base, ...body })).body.message;
    expect(await refused({ tickers: ["NVDA"] })).toBe("body.tickers: a calendar alert hears calendar events by importance, country and your tickers: tickers does not apply");
    expect(await refused({ include_tags: ["fed"] })).toBe("body.include_tags: a calendar alert hears calendar events by importance, country and your tickers: include_tags does not apply");
    expect(await refused({ keywords: "cpi" })).toBe("body.keywords: a calendar alert hears calendar events by importance, country and your tickers: keywords does not apply");
    expect(await refused({ remind_minutes: 0 })).toBe("body.remind_minutes: remind_minutes must be at least 1");
    expect(await refused({ remind_minutes: 2_000 })).toBe("body.remind_minutes: remind_minutes must be at most 1440 (a day)");
    expect(await refused({ countries: ["United States"] })).toBe("body.countries.0: countries are two-letter codes such as US, EU, GB, JP");
    expect(await refused({ my_tickers: "yes" })).toBe("body.my_tickers: my_tickers must be true or false");
    expect(await refused({ type: "Stock Alert", countries: ["US"] })).toBe("body.countries: countries applies to calendar alerts only");

    const created = await call("POST", "/api/alert/alert", trader, { ...base, include_tags: [], exclude_tags: [], min_impact: "high", countries: ["us", "EU"], my_tickers: true, remind_minutes: 15 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: "calendar",
      min_impact: "high",
      countries: ["US", "EU"],
      my_tickers: true,
      remind_minutes: 15,
      tickers: [],
      conditions: ["Importance high or higher", "Countries US, EU", "Earnings of my tickers", "Reminder 15 minutes before"],
      description: "Calendar events: importance high or higher; countries US, EU; earnings of my tickers; reminder 15 minutes before.",
    });
    const id = created.body.alert_id;

    await setUserPlan(app.database.db, "trader@demo.local", "premium");
    // An update names what it changes: the reminder cleared, the rest as it was.
    const unreminded = await call("PUT", "/api/alert/alert", trader, { alert_id: id, remind_minutes: null });
    expect(unreminded.body).toMatchObject({ min_impact: "high", countries: ["US", "EU"], my_tickers: true, remind_minutes: null, conditions: ["Importance high or higher", "Countries US, EU", "Earnings of my tickers"] });
    expect((await call("PUT", "/api/alert/alert", trader, { alert_id: id, countries: [] })).body).toMatchObject({ countries: [], my_tickers: true, min_impact: "high" });
    // Without a type, the body is judged against the stored one.
    const wrongField = await call("PUT", "/api/alert/alert", trader, { alert_id: id, tickers: ["NVDA"] });
    expect(wrongField).toEqual({ status: 400, body: { error: "bad_request", message: "body.tickers: a calendar alert hears calendar events by importance, country and your tickers: tickers does not apply" } });
    // A stock alert becoming a calendar alert drops what calendar alerts cannot use; back again, it drops the calendar's.
    const story = await call("POST", "/api/alert/alert", trader, { name: "Chips", channel_id: mine!.channel_id, tickers: ["NVDA"], include_tags: ["china"], keywords: "export" });
    const turned = await call("PUT", "/api/alert/alert", trader, { alert_id: story.body.alert_id, type: "calendar", countries: ["JP"] });
    expect(turned.body).toMatchObject({ type: "calendar", tickers: [], include_tags: [], keywords: null, countries: ["JP"] });
    expect((await call("PUT", "/api/alert/alert", trader, { alert_id: story.body.alert_id, type: "Stock Alert", tickers: ["NVDA"] })).body).toMatchObject({ tickers: ["NVDA"], countries: [], remind_minutes: null });
    await setUserPlan(app.database.db, "trader@demo.local", "free");
    for (const alertId of [id, story.body.alert_id]) expect((await call("DELETE", "/api/alert/alert", trader, { alert_id: alertId })).status).toBe(200);
  });

  it("creates a probability-move alert on one market named by its question, and refuses one without a move or on a market that does not exist", async () => {
    const [mine] = (await call("GET", "/api/alert/channel", trader)).body;
    const market = await makePredictionMarket(app.database.db, { question: "Will the Fed cut in March?" });
    const base = { name: "Fed odds", type: "prediction_market", channel_id: mine!.channel_id, market_alert_type: "probability_move" };
    expect((await call("POST", "/api/alert/alert", trader, { ...base, move_minutes: 30 })).body.message).toBe("body.move_points: a move of at least 0.1 points is required");
    expect((await call("POST", "/api/alert/alert", trader, { ...base, move_points: 5, move_minutes: 30, market_id: 999_999 })).body.message).toBe("body.market_id: no market 999999");
    const created = await call("POST", "/api/alert/alert", trader, { ...base, move_points: 5, move_minutes: 30, move_direction: "up", market_id: market.id });
    expect(created.body).toMatchObject({ market_alert_type: "probability_move", move_points: 5, move_minutes: 30, move_direction: "up", market_id: market.id, conditions: ["Probability moves 5 points up within 30 minutes", "Market: Will the Fed cut in March?"] });
    // An edit that leaves the market alone still names it by its question.
    await setUserPlan(app.database.db, "trader@demo.local", "premium");
    const edited = await call("PUT", "/api/alert/alert", trader, { alert_id: created.body.alert_id, move_points: 8 });
    await setUserPlan(app.database.db, "trader@demo.local", "free");
    expect(edited.body.conditions).toEqual(["Probability moves 8 points up within 30 minutes", "Market: Will the Fed cut in March?"]);
    expect((await call("DELETE", "/api/alert/alert", trader, { alert_id: created.body.alert_id })).status).toBe(200);
  });

  it("lets a free user pause, resume and delete their own alerts, and keeps editing, running and the log premium", async () => {
    const [alert] = (await call("GET", "/api/alert/alert", trader)).body;
    const pause = { alert_id: alert!.alert_id, name: alert!.name, active: false };
    const paused = await call("PUT", "/api/alert/alert", trader, pause);
    expect(paused.body).toMatchObject({ active: false, paused_by: "owner", tickers: ["NVDA"], include_tags: ["tariffs", "china"], min_impact: "high" });
    expect((await call("PUT", "/api/alert/alert", trader, { ...pause, active: true })).body).toMatchObject({ active: true, paused_by: null, conditions: alert!.conditions });
    const refused = await call("PUT", "/api/alert/alert", trader, { alert_id: alert!.alert_id, name: "Renamed" });
    expect(refused).toEqual({ status: 403, body: { error: "forbidden", message: "Editing an alert needs a premium plan; see /billing" } });
    expect((await call("PUT", "/api/alert/alert", trader, { alert_id: alert!.alert_id, include_tags: [] })).status).toBe(403);
    expect((await call("POST", `/api/alert/alert/${alert!.alert_id}/run`, trader)).status).toBe(403);
    expect((await call("GET", `/api/alert/alert/${alert!.alert_id}/deliveries`, trader)).status).toBe(403);

    await setUserPlan(app.database.db, "trader@demo.local", "premium");
    expect((await call("PUT", "/api/alert/alert", trader, { alert_id: alert!.alert_id, include_tags: null })).body).toMatchObject({ include_tags: [], tickers: ["NVDA"] });
    expect((await call("POST", `/api/alert/alert/${alert!.alert_id}/run`, trader)).body).toEqual({ success: true });
    expect((await call("GET", `/api/alert/alert/${alert!.alert_id}/deliveries`, trader)).body).toEqual([]);
    // Another user's alert is as absent as a missing one, even to an admin.
    expect((await call("PUT", "/api/alert/alert", admin, pause)).status).toBe(404);
    expect((await call("DELETE", "/api/alert/alert", admin, { alert_id: alert!.alert_id })).status).toBe(404);
    await setUserPlan(app.database.db, "trader@demo.local", "free");
    expect((await call("DELETE", "/api/alert/alert", trader, { alert_id: alert!.alert_id })).body).toEqual({ success: true, alert_id: alert!.alert_id });
  });

  it("dates a premium user's delivery log to the second, with the delay from the story's arrival to the send", async () => {
    const [mine] = (await call("GET", "/api/alert/channel", trader)).body;
    const created = await call("POST", "/api/alert/alert", trader, { name: "Logged", channel_id: mine!.channel_id });
    const user = await findUserByEmail(app.database.db, "trader@demo.local");
    const arrivedAt = new Date(Date.now() - 1_500);
    const [delivery] = await queueDeliveries(app.database.db, [
      {
        userId: user!.id,
        alertId: Number(created.body.alert_id),
        channelId: Number(mine!.channel_id),
        channelType: "email",
        idempotencyKey: "logged:1",
        payload: { alertName: "Logged", reasons: [], item: { kind: "article", id: "1", title: "Story", url: null, impact: null, source: null, tickers: [], tags: [], probability: null, volume: null, at: arrivedAt.toISOString(), arrived_at: arrivedAt.toISOString() } },
      },
    ]);
    await finishDelivery(app.database.db, delivery!.id, { status: "sent" });
    await setUserPlan(app.database.db, "trader@demo.local", "premium");
    const [logged] = (await call("GET", `/api/alert/alert/${created.body.alert_id}/deliveries`, trader)).body;
    await setUserPlan(app.database.db, "trader@demo.local", "free");
    expect(logged!.delivered_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(logged!.delay_ms).toBeGreaterThanOrEqual(1_500);
    expect(logged!.delay_ms).toBeLessThan(30_000);
    expect((await call("DELETE", "/api/alert/alert", trader, { alert_id: created.body.alert_id })).status).toBe(200);
  });

  it("holds a free user to 3 alerts, naming the limit, and a premium user to 200", async () => {
    const [mine] = (await call("GET", "/api/alert/channel", trader)).body;
    const create = (name: string) => call("POST", "/api/alert/alert", trader, { name, channel_id: mine!.channel_id });
    const existing = (await call("GET", "/api/alert/alert", trader)).body.length;
    for (let n = existing; n < 3; n += 1) expect((await create(`Alert ${n}`)).status).toBe(201);
    expect(await create("One too many")).toEqual({ status: 403, body: { error: "forbidden", message: "3 of 3 alerts on the free plan; see /billing for more" } });
    await setUserPlan(app.database.db, "trader@demo.local", "premium");
    expect((await create("Premium fourth")).status).toBe(201);
    const user = await findUserByEmail(app.database.db, "trader@demo.local");
    for (let n = 4; n < 200; n += 1) await makeAlert(app.database.db, user!.id, Number(mine!.channel_id), { name: `Bulk ${n}` });
    expect(await create("Two hundred and first")).toEqual({ status: 403, body: { error: "forbidden", message: "200 of 200 alerts: delete one to make room" } });
    await setUserPlan(app.database.db, "trader@demo.local", "free");
  });

  it("answers 401 to visitors", async () => {
    for (const path of ["/api/alert/channel", "/api/alert/alert"]) expect((await call("GET", path, undefined)).status).toBe(401);
  });
});
