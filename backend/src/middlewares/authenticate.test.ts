import { tables } from "@tradewire/db";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../testing/read-json";
import { signAccessToken } from "../testing/sign-access-token";
import { startTestServer, type TestServer } from "../testing/test-server";

describe.each(testEngines)("signed-in requests on %s", (engine) => {
  let app: TestServer;

  beforeAll(async () => {
    app = await startTestServer(engine);
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (path: string, token: string) => fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const me = async (token: string) => readJson(await get("/api/users/me", token));
  const storedUser = async (subject: string) => {
    const [row] = await app.database.db.select().from(tables.users).where(eq(tables.users.subject, subject));
    return row!;
  };

  it("trusts a verified token until its expiry and not a second longer", async () => {
    const token = await signAccessToken(app, { sub: "short@demo.local", email: "short@demo.local", name: "Short Lived" }, 2);
    expect((await get("/api/users/me", token)).status).toBe(200);
    expect((await get("/api/users/me", token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const expired = await get("/api/users/me", token);
    expect(expired.status).toBe(401);
    expect((await readJson(expired)).message).toBe("Access token has expired");
  });

  it("writes the user row when a claim changes, and leaves it alone while the claims stay the same", async () => {
    const sub = "renamed@demo.local";
    const before = await signAccessToken(app, { sub, email: sub, name: "Before Rename" });
    expect((await me(before)).name).toBe("Before Rename");
    const written = (await storedUser(sub)).updatedAt;
    await me(before);
    await me(await signAccessToken(app, { sub, email: sub, name: "Before Rename" }));
    expect((await storedUser(sub)).updatedAt).toEqual(written);

    const after = await signAccessToken(app, { sub, email: sub, name: "After Rename" });
    expect((await me(after)).name).toBe("After Rename");
    expect((await storedUser(sub)).name).toBe("After Rename");
  });

  it("decides admin rights at every request from the token's claims, however recently the user was seen", async () => {
    const sub = "admin@demo.local";
    const admin = await signAccessToken(app, { sub, email: "admin@demo.local", name: "Demo Admin" });
    expect((await get("/api/users/subscribe", admin)).status).toBe(200);
    // The provider now says another address for the same account: no longer on ADMIN_EMAILS.
    const demoted = await signAccessToken(app, { sub, email: "former-admin@demo.local", name: "Demo Admin" });
    const refused = await get("/api/users/subscribe", demoted);
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).message).toBe("Admin rights required");
    expect(await me(demoted)).toMatchObject({ email: "former-admin@demo.local", user_role: "user" });
    expect((await storedUser(sub)).userRole).toBe("user");
    expect((await get("/api/users/subscribe", await app.tokenFor("trader@demo.local"))).status).toBe(403);
  });
});
