import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeUser } from "../testing/factories";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import { setUserPlan, upsertUserFromIdentity } from "./users";

describe.each(testEngines)("users on %s", (engine) => {
  const database = useTestDatabase(engine);
  const claims = { issuer: "https://id.example", subject: "sub-1", email: "Boss@Example.com", name: "Boss" };
  const verified = { ...claims, emailVerified: true };

  it("creates a user on first sight and answers the same row the next time", async () => {
    const first = await upsertUserFromIdentity(database().db, claims, []);
    const second = await upsertUserFromIdentity(database().db, { ...claims, name: "The Boss" }, []);
    expect(second.id).toBe(first.id);
    expect(first).toMatchObject({ userRole: "user", plan: "free", email: "Boss@Example.com" });
    expect(second.name).toBe("The Boss");
  });

  it("follows ADMIN_EMAILS both ways, case-insensitively", async () => {
    const promoted = await upsertUserFromIdentity(database().db, verified, ["boss@example.com"]);
    expect(promoted.userRole).toBe("admin");
    const demoted = await upsertUserFromIdentity(database().db, verified, []);
    expect(demoted.userRole).toBe("user");
    expect(demoted.id).toBe(promoted.id);
  });

  it("never makes an unverified address an admin, and takes admin rights away when the issuer stops vouching for it", async () => {
    const db = database().db;
    const unverified = { ...claims, subject: "sub-unverified" };
    expect((await upsertUserFromIdentity(db, unverified, ["boss@example.com"])).userRole).toBe("user");
    expect((await upsertUserFromIdentity(db, { ...unverified, emailVerified: false }, ["boss@example.com"])).userRole).toBe("user");
    expect((await upsertUserFromIdentity(db, { ...unverified, emailVerified: true }, ["boss@example.com"])).userRole).toBe("admin");
    const withdrawn = await upsertUserFromIdentity(db, { ...unverified, emailVerified: false }, ["boss@example.com"], { reuseForMs: 60_000 });
    expect(withdrawn.userRole).toBe("user");
    const stored = await db.execute(sql`select user_role from users where id = ${withdrawn.id}`);
    expect((stored as unknown as { rows: unknown[] }).rows).toEqual([{ user_role: "user" }]);
  });

  it("gives a second issuer's user with an admin's address an account of its own, admin only when that issuer verified it", async () => {
    const db = database().db;
    const admin = await upsertUserFromIdentity(db, { ...verified, subject: "sub-admin" }, ["boss@example.com"]);
    const impostor = { issuer: "https://other-provider.example", subject: "sub-admin", email: "boss@example.com", name: "Boss" };
    const unverified = await upsertUserFromIdentity(db, impostor, ["boss@example.com"]);
    expect(unverified.id).not.toBe(admin.id);
    expect(unverified.userRole).toBe("user");
    // The admin's own account is untouched by the other issuer's sign-in.
    expect((await upsertUserFromIdentity(db, { ...verified, subject: "sub-admin" }, ["boss@example.com"])).id).toBe(admin.id);
    const vouched = await upsertUserFromIdentity(db, { ...impostor, emailVerified: true }, ["boss@example.com"]);
    expect(vouched).toMatchObject({ id: unverified.id, userRole: "admin" });
  });

  it("keeps the same subject from two issuers apart", async () => {
    const a = await upsertUserFromIdentity(database().db, { ...claims, issuer: "https://a.example" }, []);
    const b = await upsertUserFromIdentity(database().db, { ...claims, issuer: "https://b.example" }, []);
    expect(a.id).not.toBe(b.id);
  });

  it("answers a row read moments ago for the same claims without a query, and writes changed claims at once", async () => {
    const db = database().db;
    const reused = { ...verified, subject: "sub-reused" };
    const first = await upsertUserFromIdentity(db, reused, [], { reuseForMs: 60_000 });
    // Another process changes the row behind this one's back: a reused row does not see it, a fresh read does.
    await db.execute(sql`update users set plan = 'lifetime' where id = ${first.id}`);
    expect((await upsertUserFromIdentity(db, reused, [], { reuseForMs: 60_000 })).plan).toBe("free");
    expect((await upsertUserFromIdentity(db, reused, [])).plan).toBe("lifetime");
    // New claims are written whatever the reuse window, and so is the role they imply.
    const renamed = await upsertUserFromIdentity(db, { ...reused, name: "Renamed" }, ["boss@example.com"], { reuseForMs: 60_000 });
    expect(renamed).toMatchObject({ id: first.id, name: "Renamed", userRole: "admin" });
    const stored = await db.execute(sql`select name, user_role from users where id = ${first.id}`);
    expect((stored as unknown as { rows: unknown[] }).rows).toEqual([{ name: "Renamed", user_role: "admin" }]);
    expect((await upsertUserFromIdentity(db, { ...reused, name: "Renamed" }, [], { reuseForMs: 60_000 })).userRole).toBe("user");
  });

  it("shows a plan set through setUserPlan at the next sign-in read, even one that reuses rows", async () => {
    const db = database().db;
    const planned = { ...claims, subject: "sub-planned", email: "planned@example.com" };
    await upsertUserFromIdentity(db, planned, [], { reuseForMs: 60_000 });
    expect(await setUserPlan(db, "planned@example.com", "premium")).toBe(true);
    expect((await upsertUserFromIdentity(db, planned, [], { reuseForMs: 60_000 })).plan).toBe("premium");
  });

  it("survives migrating an up-to-date database again", async () => {
    const user = await makeUser(database().db);
    await database().migrate();
    expect((await makeUser(database().db, { subject: user.subject })).id).toBe(user.id);
  });
});
