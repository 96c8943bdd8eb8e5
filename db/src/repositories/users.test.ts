import { describe, expect, it } from "vitest";
import { makeUser } from "../testing/factories";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import { upsertUserFromIdentity } from "./users";

describe.each(testEngines)("users on %s", (engine) => {
  const database = useTestDatabase(engine);
  const claims = { issuer: "https://id.example", subject: "sub-1", email: "Boss@Example.com", name: "Boss" };

  it("creates a user on first sight and answers the same row the next time", async () => {
    const first = await upsertUserFromIdentity(database().db, claims, []);
    const second = await upsertUserFromIdentity(database().db, { ...claims, name: "The Boss" }, []);
    expect(second.id).toBe(first.id);
    expect(first).toMatchObject({ userRole: "user", plan: "free", email: "Boss@Example.com" });
    expect(second.name).toBe("The Boss");
  });

  it("follows ADMIN_EMAILS both ways, case-insensitively", async () => {
    const promoted = await upsertUserFromIdentity(database().db, claims, ["boss@example.com"]);
    expect(promoted.userRole).toBe("admin");
    const demoted = await upsertUserFromIdentity(database().db, claims, []);
    expect(demoted.userRole).toBe("user");
    expect(demoted.id).toBe(promoted.id);
  });

  it("keeps the same subject from two issuers apart", async () => {
    const a = await upsertUserFromIdentity(database().db, { ...claims, issuer: "https://a.example" }, []);
    const b = await upsertUserFromIdentity(database().db, { ...claims, issuer: "https://b.example" }, []);
    expect(a.id).not.toBe(b.id);
  });

  it("survives migrating an up-to-date database again", async () => {
    const user = await makeUser(database().db);
    await database().migrate();
    expect((await makeUser(database().db, { subject: user.subject })).id).toBe(user.id);
  });
});
