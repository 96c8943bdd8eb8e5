import { describe, expect, it } from "vitest";
import { interactionEvents } from "../schema/index";
import { makeUser } from "../testing/factories";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import { recordInteractionEvent } from "./interaction-events";

describe.each(testEngines)("interaction events on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("records a member's and a visitor's clicks with their properties", async () => {
    const db = database().db;
    const user = await makeUser(db);
    await recordInteractionEvent(db, { userId: user.id, name: "Article Clicked", properties: { article_id: "42" } });
    await recordInteractionEvent(db, { userId: null, name: "Hidden Prediction Market Clicked", properties: {} });
    const rows = await db.select().from(interactionEvents).orderBy(interactionEvents.id);
    expect(rows.map(({ userId, name, properties }) => ({ userId, name, properties }))).toEqual([
      { userId: user.id, name: "Article Clicked", properties: { article_id: "42" } },
      { userId: null, name: "Hidden Prediction Market Clicked", properties: {} },
    ]);
  });
});
