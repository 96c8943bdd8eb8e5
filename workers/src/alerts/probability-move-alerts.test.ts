import { createChannel, findMarkets, presentMarket, tables } from "@tradewire/db";
import { makeAlert, makePredictionMarket, makeUser } from "@tradewire/db/testing/factories";
import { createTestDatabase, testEngines, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobContextForTest } from "../testing/job-context-for-test";
import { matchAlertsOnMarketChange } from "./match-alerts.processor";

describe.each(testEngines)("probability-move alerts on %s", (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("delivers a move once, stays quiet while it holds, and fires again after it settled back", async () => {
    const user = await makeUser(database.db);
    const channel = await createChannel(database.db, user.id, { channelName: "mail", type: "email", email: "a@example.com", endpoint: null, channelKey: null, signingSecret: null });
    const market = await makePredictionMarket(database.db, { question: "Will Iran close the Strait of Hormuz by June?" });
    const alert = await makeAlert(database.db, user.id, channel.id, {
      name: "Hormuz jumps",
      type: "prediction_market",
      marketAlertType: "probability_move",
      marketId: market.id,
      movePoints: 5,
      moveMinutes: 30,
      moveDirection: "up",
    });
    const { context } = await jobContextForTest(database);
    const [row] = await findMarkets(database.db, [market.id]);
    const priced = (probability: number) => ({ ...presentMarket(row!), probability });
    const deliveries = async () => (await database.db.select().from(tables.deliveries).where(eq(tables.deliveries.alertId, alert.id))).map((delivery) => (delivery.payload as { reasons: string[] }).reasons);

    for (const probability of [0.4, 0.43]) await matchAlertsOnMarketChange.handle(priced(probability) as never, context);
    expect(await deliveries()).toEqual([]);
    await matchAlertsOnMarketChange.handle(priced(0.46) as never, context);
    expect(await deliveries()).toEqual([["moved 6 points within 30 min"]]);
    // Still up 7 from the low: the same move, not a new one.
    await matchAlertsOnMarketChange.handle(priced(0.47) as never, context);
    expect(await deliveries()).toHaveLength(1);
    // Back near the low: the move has settled, and the alert re-arms.
    await matchAlertsOnMarketChange.handle(priced(0.41) as never, context);
    await matchAlertsOnMarketChange.handle(priced(0.48) as never, context);
    expect(await deliveries()).toEqual([["moved 6 points within 30 min"], ["moved 8 points within 30 min"]]);
  });
});
