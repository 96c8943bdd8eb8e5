import { impacts } from "@tradewire/core/wire-constants";
import { setUserPlan } from "@tradewire/db";
import { makeTickers } from "@tradewire/db/testing/factories";
import { testEngines } from "@tradewire/db/testing/test-databases";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";

type Body = Record<string, unknown>;

const tagPool = ["tariffs", "china", "oil", "middle-east", "opinion", "fed"];
const tickerPool = ["NVDA", "USO", "AAPL", "TSLA"];
const someOf = (pool: string[]) => fc.uniqueArray(fc.constantFrom(...pool), { maxLength: pool.length });
/** A list as an update may name it: a new list, [] or null (both clear). */
const listUpdate = (pool: string[]) => fc.oneof(someOf(pool), fc.constant(null));
const name = fc.string({ minLength: 1, maxLength: 30 }).filter((text) => text.trim().length > 0);

/** The wire field an update names, as it should read back afterwards. */
const expected = (field: string, value: unknown) => {
  if (value === null && ["include_tags", "exclude_tags", "tickers", "countries"].includes(field)) return [];
  if (field === "name") return String(value).trim();
  return field === "keywords" && value === "" ? null : value;
};

describe.each(testEngines)("an alert update on %s", (engine) => {
  let app: TestServer;
  let token: string;
  let channels: number[];

  beforeAll(async () => {
    app = await startTestServer(engine, { env: { APP_SECRET: "x".repeat(40) } });
    token = await app.tokenFor("trader@demo.local");
    await makeTickers(app.database.db, tickerPool);
    channels = [];
    for (const channel_name of ["Desk", "Phone"]) {
      channels.push(Number((await call("POST", "/api/alert/channel", { channel_name, type: "email", email: "desk@example.com" })).channel_id));
    }
    await setUserPlan(app.database.db, "trader@demo.local", "premium");
  });
  afterAll(async () => {
    await app?.close();
  });

  async function call(method: string, path: string, body?: unknown): Promise<Body> {
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await readJson(response)) as Body;
    if (response.status >= 400) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  }

  /** Creates an alert, applies the update, reads the alert back from the list, and deletes it. */
  async function applyUpdate(create: Body, update: Body): Promise<{ before: Body; after: Body }> {
    const before = await call("POST", "/api/alert/alert", create);
    await call("PUT", "/api/alert/alert", { alert_id: before.alert_id, ...update });
    const after = ((await call("GET", "/api/alert/alert")) as unknown as Body[]).find((alert) => alert.alert_id === before.alert_id)!;
    await call("DELETE", "/api/alert/alert", { alert_id: before.alert_id });
    return { before, after };
  }

  const holdsUnnamedFields = async (create: Body, update: Body, fields: string[]) => {
    const { before, after } = await applyUpdate(create, update);
    for (const field of fields) {
      if (field in update) expect(after[field], field).toEqual(expected(field, update[field]));
      else expect(after[field], field).toEqual(before[field]);
    }
  };

  it("never changes a stock alert's field that the body does not name", async () => {
    const channel = () => fc.constantFrom(...channels);
    const create = fc.record({
      name,
      type: fc.constant("Stock Alert"),
      channel_id: channel(),
      include_tags: someOf(tagPool),
      exclude_tags: someOf(tagPool),
      tickers: someOf(tickerPool),
      include_related: fc.boolean(),
      keywords: fc.constantFrom(null, "tariff", '"export controls" -opinion'),
      min_impact: fc.constantFrom(null, ...impacts),
      active: fc.boolean(),
    });
    const update = fc.record(
      {
        name,
        channel_id: channel(),
        include_tags: listUpdate(tagPool),
        exclude_tags: listUpdate(tagPool),
        tickers: listUpdate(tickerPool),
        include_related: fc.boolean(),
        keywords: fc.constantFrom(null, "", "oil or gold"),
        min_impact: fc.constantFrom(null, ...impacts),
        active: fc.boolean(),
      },
      { requiredKeys: [] },
    );
    const fields = ["name", "channel_id", "include_tags", "exclude_tags", "tickers", "include_related", "keywords", "min_impact", "active"];
    await fc.assert(fc.asyncProperty(create, update, (body, change) => holdsUnnamedFields(body, change, fields)), { numRuns: 40 });
  });

  it("never changes a prediction-market alert's field that the body does not name", async () => {
    const create = fc.record({
      name,
      type: fc.constant("prediction_market"),
      channel_id: fc.constantFrom(...channels),
      include_tags: someOf(tagPool),
      exclude_tags: someOf(tagPool),
      market_alert_type: fc.constant("volume_threshold"),
      volume_threshold: fc.nat(10_000_000),
      active: fc.boolean(),
    });
    const update = fc.record(
      { name, include_tags: listUpdate(tagPool), exclude_tags: listUpdate(tagPool), volume_threshold: fc.nat(10_000_000), active: fc.boolean() },
      { requiredKeys: [] },
    );
    const fields = ["name", "channel_id", "include_tags", "exclude_tags", "market_alert_type", "volume_threshold", "active"];
    await fc.assert(fc.asyncProperty(create, update, (body, change) => holdsUnnamedFields(body, change, fields)), { numRuns: 25 });
  });

  it("never changes a calendar alert's field that the body does not name", async () => {
    const countryPool = ["US", "EU", "GB", "JP"];
    const create = fc.record({
      name,
      type: fc.constant("calendar"),
      channel_id: fc.constantFrom(...channels),
      min_impact: fc.constantFrom(null, ...impacts),
      countries: someOf(countryPool),
      my_tickers: fc.boolean(),
      remind_minutes: fc.constantFrom(null, 1, 15, 1_440),
      active: fc.boolean(),
    });
    const update = fc.record(
      {
        name,
        channel_id: fc.constantFrom(...channels),
        min_impact: fc.constantFrom(null, ...impacts),
        countries: listUpdate(countryPool),
        my_tickers: fc.boolean(),
        remind_minutes: fc.constantFrom(null, 5, 60),
        active: fc.boolean(),
      },
      { requiredKeys: [] },
    );
    const fields = ["name", "channel_id", "min_impact", "countries", "my_tickers", "remind_minutes", "active"];
    await fc.assert(fc.asyncProperty(create, update, (body, change) => holdsUnnamedFields(body, change, fields)), { numRuns: 25 });
  });

  it("keeps tags, tickers and impact through the dashboard's pause and resume (only the id, name and active are sent)", async () => {
    const created = await call("POST", "/api/alert/alert", { name: "Middle East high", channel_id: channels[0], include_tags: ["middle-east"], tickers: ["USO", "NVDA"], min_impact: "high" });
    for (const active of [false, true]) await call("PUT", "/api/alert/alert", { alert_id: created.alert_id, name: created.name, active });
    const [after] = (await call("GET", "/api/alert/alert")) as unknown as Body[];
    expect(after).toMatchObject({ active: true, include_tags: ["middle-east"], tickers: ["USO", "NVDA"], min_impact: "high", conditions: created.conditions });
  });
});
