import { setUserPlan } from "@tradewire/db";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";

describe.each(testEngines)("subscription intent routes on %s", (engine) => {
  let app: TestServer;
  let trader: string;
  let admin: string;

  beforeAll(async () => {
    app = await startTestServer(engine);
    [trader, admin] = await Promise.all([app.tokenFor("trader@demo.local"), app.tokenFor("admin@demo.local")]);
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = async (method: string, token: string | undefined, body?: unknown) => {
    const response = await fetch(`${app.url}/api/users/subscribe`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await readJson(response) };
  };
  const intents = async () => (await call("GET", admin)).body;

  it("answers 400 naming the field for an unknown plan, the free plan or no plan, and stores nothing", async () => {
    const paid = "must be one of premium-monthly, premium-yearly, lifetime";
    expect(await call("POST", trader, { plan: "platinum" })).toEqual({ status: 400, body: { error: "bad_request", message: `body.plan: ${paid}` } });
    expect((await call("POST", trader, { plan: "free" })).body.message).toBe(`body.plan: ${paid}`);
    expect((await call("POST", trader, {})).body.message).toBe(`body.plan: ${paid}`);
    expect((await intents()).intents).toEqual([]);
  });

  it("answers 401 without a token, and stores nothing", async () => {
    const anonymous = await call("POST", undefined, { plan: "lifetime" });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe("unauthorized");
    expect((await intents()).intents).toEqual([]);
  });

  it("stores one intent per choice and answers the user, whose plan stays as it was", async () => {
    const chosen = await call("POST", trader, { plan: "premium-yearly" });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ email: "trader@demo.local", user_role: "user", plan: "free" });
    const listed = await intents();
    expect(listed.intents).toEqual([
      {
        intent_id: expect.stringMatching(/^\d+$/),
        plan: "premium-yearly",
        user_id: chosen.body.user_id,
        email: "trader@demo.local",
        name: expect.any(String),
        user_plan: "free",
        created_at: expect.any(String),
      },
    ]);
    expect(listed.totals).toEqual({ free: 0, "premium-monthly": 0, "premium-yearly": 1, lifetime: 0 });
  });

  it("lists the newest intent first with the chooser's current plan, and counts each plan", async () => {
    await setUserPlan(app.database.db, "trader@demo.local", "premium");
    expect((await call("POST", trader, { plan: "lifetime" })).body.plan).toBe("premium");
    await call("POST", admin, { plan: "premium-monthly" });
    const listed = await intents();
    expect(listed.intents.map((intent: { plan: string; email: string; user_plan: string }) => [intent.plan, intent.email, intent.user_plan])).toEqual([
      ["premium-monthly", "admin@demo.local", "free"],
      ["lifetime", "trader@demo.local", "premium"],
      ["premium-yearly", "trader@demo.local", "premium"],
    ]);
    expect(listed.totals).toEqual({ free: 0, "premium-monthly": 1, "premium-yearly": 1, lifetime: 1 });
  });

  it("lists intents to admins only: 403 for members, 401 without a token", async () => {
    expect((await call("GET", admin)).status).toBe(200);
    expect(await call("GET", trader)).toEqual({ status: 403, body: { error: "forbidden", message: "Admin rights required" } });
    expect((await call("GET", undefined)).status).toBe(401);
  });
});
