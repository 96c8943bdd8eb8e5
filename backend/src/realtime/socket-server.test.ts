import { rooms } from "@tradewire/core";
import { io as connect, type Socket } from "socket.io-client";
import { readJson } from "../testing/read-json";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server";

describe("realtime", () => {
  let app: TestServer;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await app?.close();
  });

  const open = (token?: string) => {
    const socket = connect(app.url, { transports: ["websocket"], auth: token ? { token } : {}, reconnection: false });
    sockets.push(socket);
    return socket;
  };
  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      socket.once("connect_error", reject);
    });
  const roomSize = async (room: string) => (await app.server.sockets.io.in(room).fetchSockets()).length;

  it("puts a handshake without a token in the visitors room and pushes public events to it", async () => {
    const visitor = open();
    await connected(visitor);
    expect(await roomSize(rooms.visitors)).toBe(1);
    expect(await roomSize(rooms.members)).toBe(0);
    const tick = new Promise((resolve) => visitor.once("system.tick", resolve));
    await app.server.publish("system.tick", { at: "2026-11-22T10:00:00.000Z", jobs: "inline", feed: "live", markets: "live" });
    expect(await tick).toEqual({ at: "2026-11-22T10:00:00.000Z", jobs: "inline", feed: "live", markets: "live" });
  });

  it("hands a new connection the latest heartbeat at once, so a page knows where its data comes from", async () => {
    await app.server.publish("system.tick", { at: "2026-11-22T10:00:30.000Z", jobs: "inline", feed: "replay", markets: "fallback" });
    const late = open();
    const tick = new Promise((resolve) => late.once("system.tick", resolve));
    expect(await tick).toEqual({ at: "2026-11-22T10:00:30.000Z", jobs: "inline", feed: "replay", markets: "fallback" });
  });

  it("puts a signed-in user in members and in a room of their own", async () => {
    const member = open(await app.tokenFor("trader@demo.local"));
    await connected(member);
    const me = await readJson(
      await fetch(`${app.url}/api/users/me`, { headers: { authorization: `Bearer ${await app.tokenFor("trader@demo.local")}` } }),
    );
    expect(await roomSize(rooms.members)).toBe(1);
    expect(await roomSize(rooms.user(me.user_id))).toBe(1);
  });

  it("refuses a handshake with an invalid token, saying why", async () => {
    await expect(connected(open(await app.tokenFor("trader@demo.local", -60)))).rejects.toThrow(/expired/);
    await expect(connected(open("forged"))).rejects.toThrow(/malformed/);
  });

  it("pushes article.created whole to members and redacted to visitors", async () => {
    const member = open(await app.tokenFor("trader@demo.local"));
    const visitor = open();
    await Promise.all([connected(member), connected(visitor)]);
    const received = (socket: Socket) => new Promise<Record<string, unknown>>((resolve) => socket.once("article.created", resolve));
    const [forMember, forVisitor] = [received(member), received(visitor)];
    const article = {
      id: "42",
      title: "US imposes tariffs on Chinese chips",
      url: "https://www.reuters.com/x",
      source: "reuters",
      impact: "high" as const,
      date_published: "2026-11-22T10:00:00.000Z",
      received_at: "2026-11-22T10:00:05.000Z",
      topic: false,
      tags: ["tariffs"],
      tickers: [
        { ticker: "NVDA", company: "NVIDIA", exchange: "NASDAQ", sector: null, country: null },
        { ticker: "AMD", company: "AMD", exchange: "NASDAQ", sector: null, country: null },
      ],
      related_tickers: ["SMH"],
      predictionMarkets: [{ id: "41", platform: "polymarket" as const, question: "Chip tariffs by 2027?", slug: "chip-tariffs", closed: false }],
      is_report_present: true,
      impact_rules: ["high:tariff-imposed"],
      also_reported_by: [],
    };
    await app.server.publish("article.created", article);
    expect(await forMember).toEqual(article);
    expect(await forVisitor).toMatchObject({
      id: "unknown",
      tickers: ["NVDA", "HIDDEN"],
      related_tickers: ["HIDDEN"],
      predictionMarkets: [{ id: "unknown", platform: "polymarket", question: "HIDDEN", slug: null, closed: false }],
      is_report_present: false,
    });
  });

  it("refuses to publish a payload that breaks the event's contract", async () => {
    await expect(app.server.publish("system.tick", { at: "yesterday", jobs: "inline", feed: "live", markets: "live" })).rejects.toThrow();
  });
});
