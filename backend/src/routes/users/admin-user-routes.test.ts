import { tables } from "@tradewire/db";
import { makeAlert, makeUser } from "@tradewire/db/testing/factories";
import { createChannel } from "@tradewire/db";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server";

describe.each(testEngines)("users in the app, for admins, on %s", (engine) => {
  let app: TestServer;
  let admin: string;
  let trader: string;
  const call = async (method: string, path: string, token: string | null, body?: unknown) => {
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };

  beforeAll(async () => {
    app = await startTestServer(engine);
    admin = await app.tokenFor("admin@demo.local");
    trader = await app.tokenFor("trader@demo.local");
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lists every user with role, plan, sign-up and last-seen times and their alerts and channels", async () => {
    await call("GET", "/api/users/me", trader);
    await call("GET", "/api/users/me", admin);
    const quiet = await makeUser(app.database.db, { email: "quiet@example.com" });
    const channel = await createChannel(app.database.db, quiet.id, { channelName: "mail", type: "email", email: "quiet@example.com", endpoint: null, channelKey: null, signingSecret: null });
    await makeAlert(app.database.db, quiet.id, channel.id);
    const { status, body } = await call("GET", "/api/admin/users", admin);
    expect(status).toBe(200);
    const byEmail = Object.fromEntries(body.users.map((user: { email: string }) => [user.email, user]));
    expect(byEmail["trader@demo.local"]).toMatchObject({ user_role: "user", plan: "free", alerts: 0, channels: 0 });
    expect(Date.parse(byEmail["trader@demo.local"].last_seen_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(byEmail["admin@demo.local"]).toMatchObject({ user_role: "admin" });
    expect(byEmail["quiet@example.com"]).toMatchObject({ alerts: 1, channels: 1 });
    // The newest sign-up first.
    expect(body.users[0].email).toBe("quiet@example.com");
  });

  it("lets an admin set a user's plan, recorded as an interaction event, and tells the user at their next request", async () => {
    const me = await call("GET", "/api/users/me", trader);
    const changed = await call("PUT", `/api/admin/users/${me.body.user_id}/plan`, admin, { plan: "premium" });
    expect(changed).toMatchObject({ status: 200, body: { email: "trader@demo.local", plan: "premium" } });
    expect((await call("GET", "/api/users/me", trader)).body.plan).toBe("premium");
    const events = await app.database.db.select().from(tables.interactionEvents);
    expect(events.filter((event) => event.name === "admin.plan_set").map((event) => event.properties)).toEqual([{ user_id: me.body.user_id, from: "free", to: "premium" }]);
    await call("PUT", `/api/admin/users/${me.body.user_id}/plan`, admin, { plan: "free" });
  });

  it("answers 400 naming a bad plan or id, 404 for nobody, and 403 to a member who is not an admin", async () => {
    const bad = await call("PUT", "/api/admin/users/1/plan", admin, { plan: "gold" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("body.plan: plan must be one of free, premium, lifetime");
    expect((await call("PUT", "/api/admin/users/abc/plan", admin, { plan: "free" })).body.message).toBe("params.id: must be a numeric user id");
    expect(await call("PUT", "/api/admin/users/999999/plan", admin, { plan: "free" })).toMatchObject({ status: 404, body: { message: "No user 999999" } });
    expect((await call("GET", "/api/admin/users", trader)).status).toBe(403);
    expect((await call("PUT", "/api/admin/users/1/plan", trader, { plan: "premium" })).status).toBe(403);
  });
});
