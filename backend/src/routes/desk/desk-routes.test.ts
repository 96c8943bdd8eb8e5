import { DESK_ANSWER_LIMIT, DESK_QUESTION_MAX_LENGTH } from "@tradewire/core/schemas/desk";
import { setUserPlan } from "@tradewire/db";
import { makeFeedArticle, makeTickers } from "@tradewire/db/testing/factories";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../../testing/read-json";
import { signAccessToken } from "../../testing/sign-access-token";
import { startTestServer, type TestServer } from "../../testing/test-server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe.each(testEngines)("ask the desk on %s", (engine) => {
  let app: TestServer;
  let premium: string;
  let free: string;
  let admin: string;
  /** Today's 00:00 UTC when the stories were made: a story "today" is after it whatever the hour. */
  let today: number;

  const member = async (name: string, plan: "free" | "premium") => {
    const email = `${name}@example.com`;
    const token = await signAccessToken(app, { sub: `desk-${name}`, email, name });
    // The first call with the token creates the member; the plan is theirs from then on.
    await ask(token, "hello");
    await setUserPlan(app.database.db, email, plan);
    return token;
  };

  const ask = async (token: string | null, body: unknown) => {
    const response = await fetch(`${app.url}/api/desk/ask`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(typeof body === "string" ? { question: body } : body),
    });
    return { status: response.status, body: (await readJson(response)) as Record<string, any> };
  };
  const titlesOf = (answer: { body: Record<string, any> }) => (answer.body.articles as { title: string }[]).map((article) => article.title);

  beforeAll(async () => {
    app = await startTestServer(engine);
    [premium, free, admin] = await Promise.all([member("desk-premium", "premium"), member("desk-free", "free"), app.tokenFor("admin@demo.local")]);
    const db = app.database.db;
    const now = Date.now();
    today = Math.floor(now / DAY) * DAY;
    // Within today whatever the hour the test runs at: a minute ago, or just after midnight.
    const earlierToday = (minutes: number) => new Date(Math.max(today + minutes * 1_000, now - minutes * MINUTE));
    await makeTickers(db, ["TSLA"]);
    await makeFeedArticle(db, { title: "Nvidia slides as chip export curbs widen", impact: "high", tags: ["semiconductors"], datePublished: earlierToday(30), tickers: ["NVDA", "AMD"] });
    await makeFeedArticle(db, { title: "Nvidia suppliers rally", impact: "mid", datePublished: earlierToday(10), tickers: ["NVDA"] });
    await makeFeedArticle(db, { title: "AMD wins a data-centre order", impact: "low", datePublished: earlierToday(5), tickers: ["AMD"] });
    await makeFeedArticle(db, { title: "Nvidia ends yesterday lower", impact: "mid", datePublished: new Date(today - 2 * HOUR), tickers: ["NVDA"] });
    await makeFeedArticle(db, { title: "US doubles tariffs on steel", impact: "high", tags: ["tariffs", "trade"], datePublished: new Date(today - 3 * HOUR) });
    await makeFeedArticle(db, { title: "Tariff talks drag on", impact: "low", tags: ["tariffs", "trade"], datePublished: new Date(today - 4 * HOUR) });
    for (let i = 0; i < DESK_ANSWER_LIMIT + 5; i++) {
      await makeFeedArticle(db, { title: `Gold story ${i}`, tags: ["gold"], datePublished: new Date(today - 10 * DAY + i * MINUTE) });
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers a premium member the stories naming the ticker today, newest first, presented as the feed presents them", async () => {
    const answer = await ask(premium, "What moved NVDA today?");
    expect(answer.status).toBe(200);
    expect(answer.body.understood).toEqual({ tickers: ["NVDA"], tags: [], impacts: [], since: new Date(today).toISOString(), until: null, text: "" });
    expect(answer.body.reading).toBe("Stories naming NVDA since 00:00 UTC today");
    expect(titlesOf(answer)).toEqual(["Nvidia suppliers rally", "Nvidia slides as chip export curbs widen"]);
    const feed = await fetch(`${app.url}/api/articles?ticker=NVDA&limit=50`, { headers: { authorization: `Bearer ${premium}` } });
    const fromFeed = ((await feed.json()) as { articles: { title: string }[] }).articles.find((article) => article.title === "Nvidia suppliers rally");
    expect(answer.body.articles[0]).toEqual(fromFeed);
    expect(answer.body.articles[1].tickers.map((ticker: { ticker: string }) => ticker.ticker)).toEqual(["NVDA", "AMD"]);
  });

  it("combines impact, tag and a past day, and searches the words left over", async () => {
    const tariffs = await ask(premium, "Any high-impact tariff news yesterday?");
    expect(tariffs.body.understood).toMatchObject({ tags: ["tariffs"], impacts: ["high"], since: new Date(today - DAY).toISOString(), until: new Date(today).toISOString(), text: "" });
    expect(titlesOf(tariffs)).toEqual(["US doubles tariffs on steel"]);

    const words = await ask(premium, "Nvidia export curbs");
    expect(words.body.understood).toMatchObject({ tickers: [], text: "Nvidia export curbs" });
    expect(words.body.reading).toBe('Stories mentioning "Nvidia export curbs"');
    expect(titlesOf(words)).toEqual(["Nvidia slides as chip export curbs widen"]);
  });

  it(`lists at most ${DESK_ANSWER_LIMIT} stories, the newest, and says plainly when none match`, async () => {
    const gold = await ask(admin, "gold");
    expect(gold.status).toBe(200);
    expect(titlesOf(gold)).toEqual(Array.from({ length: DESK_ANSWER_LIMIT }, (_, i) => `Gold story ${DESK_ANSWER_LIMIT + 4 - i}`));

    const none = await ask(premium, "What moved $TSLA this week?");
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ understood: { tickers: ["TSLA"] }, articles: [] });
    // A symbol in capitals that is not listed is searched for as a word.
    expect((await ask(premium, "ZZZZ today")).body.understood).toMatchObject({ tickers: [], text: "ZZZZ" });
  });

  it("refuses a free member with 403 pointing to /billing, and a visitor with 401", async () => {
    const refused = await ask(free, "What moved NVDA today?");
    expect(refused).toEqual({ status: 403, body: { error: "forbidden", message: "Ask the desk needs a premium plan; see /billing" } });
    expect((await ask(null, "What moved NVDA today?")).status).toBe(401);
  });

  it("answers bad input 400, naming the problem", async () => {
    const problems = await Promise.all(
      [{}, { question: 42 }, { question: "   " }, { question: "x".repeat(DESK_QUESTION_MAX_LENGTH + 1) }].map((body) => ask(premium, body)),
    );
    expect(problems).toEqual([
      { status: 400, body: { error: "bad_request", message: "body.question: must be the question, as text" } },
      { status: 400, body: { error: "bad_request", message: "body.question: must be the question, as text" } },
      { status: 400, body: { error: "bad_request", message: "body.question: ask something: the question is empty" } },
      { status: 400, body: { error: "bad_request", message: `body.question: a question is at most ${DESK_QUESTION_MAX_LENGTH} characters` } },
    ]);
  });

  it("takes a chat's pace: 30 questions a minute, then 429", async () => {
    const token = await member("desk-hasty", "premium");
    const statuses: number[] = [];
    // The first question went in making the member.
    for (let i = 0; i < 30; i++) statuses.push((await ask(token, `gold ${i}`)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(29);
    expect(statuses.at(-1)).toBe(429);
  });
});
