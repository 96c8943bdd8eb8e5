import { describe, expect, it } from "vitest";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import { oidcPayloadStore } from "./oidc-payloads";

describe.each(testEngines)("oidc payloads on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("finds a stored payload by id and uid, and forgets it once expired", async () => {
    const store = oidcPayloadStore(database().db, "Interaction");
    await store.upsert("i-1", { uid: "u-1", prompt: "login" }, 60);
    await store.upsert("i-2", { uid: "u-2" }, -1);
    expect((await store.find("i-1"))?.payload).toEqual({ uid: "u-1", prompt: "login" });
    expect((await store.findByUid("u-1"))?.payload.prompt).toBe("login");
    expect(await store.find("i-2")).toBeUndefined();
  });

  it("marks consumption and revokes every token of a grant", async () => {
    const refresh = oidcPayloadStore(database().db, "RefreshToken");
    const access = oidcPayloadStore(database().db, "AccessToken");
    await refresh.upsert("r-1", { grantId: "g-1" }, 600);
    await access.upsert("a-1", { grantId: "g-1" }, 600);
    await refresh.consume("r-1");
    expect((await refresh.find("r-1"))?.consumedAt).toBeInstanceOf(Date);
    await refresh.revokeByGrantId("g-1");
    expect(await refresh.find("r-1")).toBeUndefined();
    expect(await access.find("a-1")).toBeUndefined();
  });

  it("keeps kinds apart: the same id of two kinds are two payloads", async () => {
    await oidcPayloadStore(database().db, "Session").upsert("same", { kind: "session" }, 60);
    await oidcPayloadStore(database().db, "Grant").upsert("same", { kind: "grant" }, 60);
    expect((await oidcPayloadStore(database().db, "Session").find("same"))?.payload).toEqual({ kind: "session" });
  });
});
