import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Article } from "@tradewire/core";
import type { DeskAnswer } from "@tradewire/core/schemas/desk";
import { describe, expect, it } from "vitest";
import { screensAtEverySize } from "./layout-checks";
import { signedInPage } from "./signed-in-api";
import { useAppInChromium } from "./use-app-in-chromium";

/** Screenshots for a person to look at; outside the repository. */
const screenshotDir = join(tmpdir(), "tradewire-ask-the-desk-screens");

const DAY = 86_400_000;

describe("the AI chat: premium members ask the desk, free members go to /billing, in Chromium", () => {
  // The bundled replay set, dated back from now, then its held-back stories released as breaking news every 20 s (so a
  // story of today exists just after midnight too); the replayed prices quoted every 5 s, so the chips show their moves.
  // Faster releases kept a CI machine's two cores busy classifying and building reports for the whole file.
  const session = useAppInChromium({ SOURCES: "replay", REPLAY_INTERVAL_MS: "20000", QUOTES_INTERVAL_MS: "5000" });

  it("answers a premium member's 'What moved <ticker> today?' with a story naming it, its chips and the reading", async () => {
    // Admins count as premium.
    const { page, api } = await signedInPage(session.browser, session.app.url, "admin@demo.local");
    // A story of today (UTC) naming a ticker the desk reads as one: the first whose question the API understands so. The
    // replay releases its held-back stories dated now, one every 20 s, so there is one whatever the hour.
    const storyOfToday = async () => {
      const today = Math.floor(Date.now() / DAY) * DAY;
      const { articles } = await api<{ articles: Article[] }>("GET", "/api/articles?limit=50");
      for (const story of articles.filter((article) => Date.parse(article.date_published) >= today)) {
        const symbol = (story.tickers[0] as { ticker: string } | undefined)?.ticker;
        if (!symbol) continue;
        const question = `What moved ${symbol} today?`;
        const answer = await api<DeskAnswer>("POST", "/api/desk/ask", { question });
        if (answer.understood.tickers.join() === symbol && answer.articles.some((article) => article.id === story.id)) return { symbol, story, question };
      }
      return undefined;
    };
    let found: Awaited<ReturnType<typeof storyOfToday>>;
    await expect.poll(async () => (found = await storyOfToday()), { timeout: 90_000, interval: 3_000 }).toBeDefined();
    const { symbol, story, question } = found!;

    const deskRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/desk/ask")) deskRequests.push(request.postData() ?? "");
    });
    await page.goto(`${session.app.url}/dashboard`);
    const chat = page.getByRole("region", { name: "Ask the desk" });
    await chat.getByText("Searches the stored news; it is not a language model").waitFor();
    const conversation = chat.getByRole("list", { name: "Conversation" });
    // Clicked again while the chat stays shut, as a reader would: once in CI, on a starved machine, the list was not
    // there 30 s after one click (the cause is not found; the click is retried only while the button says it is shut).
    const toggle = chat.getByRole("button", { name: /^(Open|Close) chat$/ });
    const openChat = async () => {
      if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
      return conversation.isVisible();
    };
    await expect.poll(openChat, { timeout: 30_000, interval: 1_000 }).toBe(true);
    expect(await conversation.textContent()).toContain("I am not a language model");
    const message = chat.getByLabel("Message");
    await message.fill("   ");
    await message.press("Enter");
    await message.fill(question);
    await chat.getByRole("button", { name: "Send" }).click();

    const stories = conversation.getByRole("list", { name: "Matching stories" });
    const headline = stories.getByRole("link", { name: story.title, exact: true });
    await headline.waitFor();
    expect(await headline.getAttribute("href")).toBe(story.url);
    expect(await conversation.getByText(`Stories naming ${symbol} since 00:00 UTC today.`).count()).toBe(1);
    const row = stories.getByRole("listitem").filter({ has: page.getByRole("link", { name: story.title, exact: true }) });
    expect(await row.getByRole("list", { name: "Tickers" }).textContent()).toContain(symbol);
    expect(await row.locator("time").getAttribute("datetime")).toBe(story.date_published);
    // Its ticker's move since the story, once the quotes job has priced the story and quoted the ticker (pushed).
    const move = row.getByTestId("ticker-move").first();
    await move.waitFor({ timeout: 90_000 });
    expect(await move.textContent()).toMatch(/^[+-]\d+\.\d{2}% since the story$/);
    // The empty question sent nothing; the real one went once, to the desk, not to /billing.
    expect(deskRequests).toEqual([JSON.stringify({ question })]);
    expect(new URL(page.url()).pathname).toBe("/dashboard");

    // A question nothing matches is answered so, plainly.
    await message.fill("What moved ZZZZQ yesterday?");
    await message.press("Enter");
    await conversation.getByText("No stored story matches.").waitFor();

    // The card alone: the dashboard's other cards are looked at by their own tests.
    await expect(screensAtEverySize(page, screenshotDir, "ask-the-desk", { within: "section[aria-labelledby]:has([aria-label='Conversation'])" })).resolves.toEqual([]);
    await page.close();
  }, 240_000);

  it("keeps the spec's stub for a free member: it opens and closes, empty text does nothing, any other goes to /billing", async () => {
    const { page } = await signedInPage(session.browser, session.app.url, "trader@demo.local");
    const deskRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/desk/")) deskRequests.push(request.url());
    });
    await page.goto(`${session.app.url}/dashboard`);
    const chat = page.getByRole("region", { name: "AI Assistant" });
    const message = chat.getByLabel("Message");
    expect(await message.count()).toBe(0);

    await chat.getByRole("button", { name: "Open chat" }).click();
    await message.waitFor();
    await chat.getByRole("button", { name: "Close chat" }).click();
    await message.waitFor({ state: "detached" });

    await chat.getByRole("button", { name: "Open chat" }).click();
    await message.fill("   ");
    await chat.getByRole("button", { name: "Send" }).click();
    await message.press("Enter");
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe("/dashboard");

    await message.fill("What moved NVDA today?");
    await message.press("Enter");
    await page.waitForURL(`${session.app.url}/billing`);
    await page.getByRole("heading", { name: "Choose Your Plan" }).waitFor();
    expect(deskRequests).toEqual([]);
    await page.close();
  }, 60_000);
});
