import { stockMove as nvdaMove } from "@tradewire/core/testing/move-fixture";
import { describeMove } from "@tradewire/core/domain/moves/describe-move";
import { addUserTicker, createChannel, moveSubjectKey, storeMove, tables, toggleWatchlistEntry } from "@tradewire/db";
import { makeAlert, makeFeedArticle, makePredictionMarket, makeTickers, makeUser } from "@tradewire/db/testing/factories";
import { createTestDatabase, testEngines, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobContextForTest } from "../testing/job-context-for-test";
import { matchAlertsOnMove } from "./match-alerts.processor";
import { runAlert } from "./run-alert.job";

describe.each(testEngines)("move alerts on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.drop();
  });

  /** A member with an email channel and one alert of the given type. */
  async function memberWithAlert(email: string, type: "move" | "Stock Alert") {
    const user = await makeUser(database.db, { email });
    const channel = await createChannel(database.db, user.id, { channelName: "mail", type: "email", email, endpoint: null, channelKey: null, signingSecret: null });
    const alert = await makeAlert(database.db, user.id, channel.id, { name: `${type} of ${email}`, type });
    return { user, alert };
  }
  const deliveriesOf = async (alertId: number) =>
    (await database.db.select().from(tables.deliveries)).filter((delivery) => delivery.alertId === alertId).map((delivery) => delivery.payload as { item: { kind: string; title: string; url: string | null }; reasons: string[] });

  it("tells the members holding the stock on their tickers, once, with the story that may explain it", async () => {
    await makeTickers(database.db, ["NVDA", "AMD"]);
    const holder = await memberWithAlert("holder@example.com", "move");
    const other = await memberWithAlert("other@example.com", "move");
    const storyAlert = await memberWithAlert("stories@example.com", "Stock Alert");
    expect(await addUserTicker(database.db, holder.user.id, "NVDA", 50)).toBe("added");
    expect(await addUserTicker(database.db, other.user.id, "AMD", 50)).toBe("added");
    expect(await addUserTicker(database.db, storyAlert.user.id, "NVDA", 50)).toBe("added");
    const { context } = await jobContextForTest(database);

    await matchAlertsOnMove.handle(nvdaMove, context);
    await matchAlertsOnMove.handle(nvdaMove, context);
    expect(await deliveriesOf(holder.alert.id)).toEqual([
      {
        alertName: "move of holder@example.com",
        item: expect.objectContaining({ kind: "move", title: describeMove(nvdaMove), url: "https://example.com/nvidia", tickers: ["NVDA"] }),
        reasons: ["NVDA is on your tickers", "likely story: Nvidia slides on export curbs (reuters)"],
      },
    ]);
    expect(describeMove(nvdaMove)).toBe("NVIDIA Corporation (NVDA) 100.00 → 96.00 in 5 min, -3.80% vs SPY, -19.0σ");
    expect(await deliveriesOf(other.alert.id)).toEqual([]);
    expect(await deliveriesOf(storyAlert.alert.id)).toEqual([]);
  });

  it("tells a member watching a market of its jump, and 'run now' finds the day's moves without sending one twice", async () => {
    const watcher = await memberWithAlert("watcher@example.com", "move");
    const market = await makePredictionMarket(database.db, { question: "Will Iran close the Strait of Hormuz in 2026?" });
    expect(await toggleWatchlistEntry(database.db, watcher.user.id, market.id)).toBe(true);
    const story = await makeFeedArticle(database.db, { title: "Tanker rates jump", source: "reuters", datePublished: new Date(Date.now() - 20 * 60_000) });
    const end = new Date(Date.now() - 5 * 60_000);
    const moveId = await storeMove(
      database.db,
      {
        kind: "market",
        subject: moveSubjectKey({ kind: "market", marketId: market.id }),
        tickerId: null,
        marketId: market.id,
        startsAt: new Date(end.getTime() - 25 * 60_000),
        endsAt: end,
        fromValue: 0.4,
        toValue: 0.47,
        abnormalReturn: null,
        benchmark: null,
        sigma: null,
        zScore: null,
        priceSource: "replay",
      },
      [{ id: story.id, score: 3.4, evidence: [{ kind: "linked", detail: "linked to this market" }] }],
    );
    const { context } = await jobContextForTest(database);
    await runAlert.handler({ alertId: watcher.alert.id, userId: watcher.user.id }, context, { attempt: 1, signal: new AbortController().signal });
    await runAlert.handler({ alertId: watcher.alert.id, userId: watcher.user.id }, context, { attempt: 1, signal: new AbortController().signal });
    const delivered = await deliveriesOf(watcher.alert.id);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.item).toMatchObject({ kind: "move", title: "Will Iran close the Strait of Hormuz in 2026? 40.0% → 47.0% in 25 min, +7.0 pts" });
    expect(delivered[0]!.reasons).toEqual(["a market on your watchlist", "likely story: Tanker rates jump (reuters)"]);
    expect(moveId).not.toBeNull();
  });
});
