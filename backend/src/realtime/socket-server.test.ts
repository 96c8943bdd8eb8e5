import { rooms, type Article } from "@tradewire/core";
import { decodeJwt } from "jose";
import { io as connect, type ManagerOptions, type Socket, type SocketOptions } from "socket.io-client";
import { readJson } from "../testing/read-json";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server";

/** A story with two tickers and an open market: what visitors get of it differs from what members get. */
const story = (id: string): Article => ({
  id,
  title: `Story ${id}`,
  url: `https://www.reuters.com/${id}`,
  source: "reuters",
  impact: "high",
  date_published: "2026-11-22T10:00:00.000Z",
  received_at: "2026-11-22T10:00:05.000Z",
  topic: false,
  tags: [],
  tickers: [
    { ticker: "NVDA", company: "NVIDIA", exchange: "NASDAQ", sector: null, country: null },
    { ticker: "AMD", company: "AMD", exchange: "NASDAQ", sector: null, country: null },
  ],
  related_tickers: [],
  prices_at_story: {},
  reactions: [],
  summary: null,
  predictionMarkets: [{ id: "41", platform: "polymarket", question: "Chip tariffs by 2027?", slug: "chip-tariffs", closed: false }],
  is_report_present: true,
  impact_rules: [],
  also_reported_by: [],
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

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

  const open = (token?: string, options: Partial<ManagerOptions & SocketOptions> = {}) => {
    const socket = connect(app.url, { transports: ["websocket"], auth: token ? { token } : {}, reconnection: false, ...options });
    sockets.push(socket);
    return socket;
  };
  /** Every event packet the client is sent, as it arrives: what an attacker reading the wire would see. */
  const wireEvents = (socket: Socket) => {
    const events: { event: string; payload: unknown }[] = [];
    socket.io.on("packet", (packet) => {
      if (packet.type === 2) events.push({ event: packet.data[0], payload: packet.data[1] });
    });
    return events;
  };
  const userIdOf = async (email: string) =>
    (await readJson(await fetch(`${app.url}/api/users/me`, { headers: { authorization: `Bearer ${await app.tokenFor(email)}` } }))).user_id;
  const expiryOf = (token: string) => decodeJwt(token).exp! * 1000;
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

  it("turns a member's connection into a visitor's when its token expires, and tells the client", async () => {
    const token = await app.tokenFor("trader@demo.local", 3);
    const member = open(token);
    await connected(member);
    const userId = await userIdOf("trader@demo.local");
    const received = wireEvents(member);

    await app.server.publish("article.created", story("1"));
    await vi.waitFor(() => expect(received).toEqual([{ event: "article.created", payload: story("1") }]));

    await sleep(expiryOf(token) - Date.now() + 300);
    // Members-only first, then a story: pushes keep their order, so the story arriving means the market would have.
    await app.server.publish("market.updated", {
      id: "7",
      platform: "kalshi",
      question: "Fed cut in December?",
      slug: "fed-cut",
      event_url: null,
      volume: 1_000,
      probability: 0.4,
      probability_change_24h: null,
      closed: false,
      start_date: null,
      end_date: null,
      outcomes: [],
      tags: [],
    });
    await app.server.publish("article.created", story("2"));
    await vi.waitFor(() => expect(received.filter(({ event }) => event === "article.created")).toHaveLength(2));
    expect(received.map(({ event }) => event)).toEqual(["article.created", "session.expired", "article.created"]);
    expect(received[1]!.payload).toEqual({ expired_at: new Date(expiryOf(token)).toISOString() });
    expect(received[2]!.payload).toMatchObject({ id: "unknown", tickers: ["NVDA", "HIDDEN"], is_report_present: false });
    expect(await roomSize(rooms.members)).toBe(0);
    expect(await roomSize(rooms.user(userId))).toBe(0);
    expect(await roomSize(rooms.visitors)).toBe(1);
    expect(member.connected).toBe(true);
  });

  it("re-checks the token on reconnect: a session resumed with an expired token is refused and hands over nothing it missed", async () => {
    const token = await app.tokenFor("trader@demo.local", 2);
    // Reconnects on its own, with the same (by then expired) token and its session id, after the token's expiry.
    const member = open(token, { reconnection: true, reconnectionDelay: 3_000, reconnectionDelayMax: 3_000, randomizationFactor: 0 });
    const received = wireEvents(member);
    await connected(member);
    await app.server.publish("article.created", story("3"));
    await vi.waitFor(() => expect(received.map(({ event }) => event)).toContain("article.created"));

    // The connection drops while the token is still good: the server keeps the session for recovery.
    member.io.engine.close();
    await vi.waitFor(async () => expect(await roomSize(rooms.members)).toBe(0));
    await sleep(expiryOf(token) - Date.now() + 200);
    await app.server.publish("article.created", story("4"));

    const outcome = await new Promise<string>((resolve) => {
      member.once("connect", () => resolve("connected"));
      member.once("connect_error", (error) => resolve(error.message));
    });
    expect(outcome).toBe("Access token has expired");
    await sleep(200);
    expect(received.map(({ payload }) => (payload as { id?: string }).id)).not.toContain("4");
    expect(member.connected).toBe(false);
    expect(await roomSize(rooms.members)).toBe(0);
  });

  it("resumes a dropped member's session with a token that still holds, with what it missed", async () => {
    const token = await app.tokenFor("trader@demo.local");
    const member = open(token, { reconnection: true, reconnectionDelay: 500, reconnectionDelayMax: 500, randomizationFactor: 0 });
    const received = wireEvents(member);
    await connected(member);
    await app.server.publish("article.created", story("5"));
    await vi.waitFor(() => expect(received.map(({ event }) => event)).toContain("article.created"));

    member.io.engine.close();
    await vi.waitFor(async () => expect(await roomSize(rooms.members)).toBe(0));
    await app.server.publish("article.created", story("6"));
    await new Promise<void>((resolve) => member.once("connect", () => resolve()));
    expect(member.recovered).toBe(true);
    await vi.waitFor(() => expect(received.at(-1)).toEqual({ event: "article.created", payload: story("6") }));
    expect(await roomSize(rooms.members)).toBe(1);
  });

  it("checks the handshake of a resumed session too: one resumed with a forged token is refused", async () => {
    const member = open(await app.tokenFor("trader@demo.local"), { reconnection: true, reconnectionDelay: 500, reconnectionDelayMax: 500, randomizationFactor: 0 });
    await connected(member);
    await app.server.publish("article.created", story("7"));
    await new Promise((resolve) => member.once("article.created", resolve));

    member.auth = { token: "forged" };
    member.io.engine.close();
    const outcome = await new Promise<string>((resolve) => {
      member.once("connect", () => resolve("connected"));
      member.once("connect_error", (error) => resolve(error.message));
    });
    expect(outcome).toBe("Access token is malformed");
    expect(await roomSize(rooms.members)).toBe(0);
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
      prices_at_story: {},
      reactions: [],
      summary: null,
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
      prices_at_story: {},
      reactions: [],
      summary: null,
      predictionMarkets: [{ id: "unknown", platform: "polymarket", question: "HIDDEN", slug: null, closed: false }],
      is_report_present: false,
    });
  });

  it("refuses to publish a payload that breaks the event's contract", async () => {
    await expect(app.server.publish("system.tick", { at: "yesterday", jobs: "inline", feed: "live", markets: "live" })).rejects.toThrow();
  });
});
