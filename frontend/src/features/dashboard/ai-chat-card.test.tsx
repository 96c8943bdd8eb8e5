import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { CurrentUser } from "@tradewire/core";
import type { DeskAnswer } from "@tradewire/core/schemas/desk";
import { articleFixture } from "@tradewire/core/testing/article-fixture";
import { publishArticleUpdated } from "../../realtime/article-updated";
import { publishQuotesUpdated } from "../../realtime/quotes-updated";
import { useAuthStore } from "../../stores/auth-store";
import { jsonResponse, userProfile } from "../../testing/api-answers";
import { renderOnDashboard, type ApiRoutes } from "../../testing/render-on-dashboard";
import { useQuotesStore } from "../news/quotes-store";
import { AiChatCard } from "./ai-chat-card";

const fetchMock = vi.fn<typeof fetch>();
const signIn = (plan: string, role: CurrentUser["user_role"] = "user") => useAuthStore.setState({ status: "authenticated", profile: userProfile(plan, role) });

const nvidia = { ticker: "NVDA", company: "NVIDIA Corporation", exchange: "NASDAQ", sector: "Technology", country: "United States" };
const story = articleFixture({
  title: "Nvidia slides as chip export curbs widen",
  url: "https://www.reuters.com/chips",
  source: "reuters",
  impact: "high",
  tickers: [nvidia],
});
const answer = (articles = [story]): DeskAnswer => ({
  understood: { tickers: ["NVDA"], tags: [], impacts: [], since: "2026-01-07T00:00:00.000Z", until: null, text: "" },
  reading: "Stories naming NVDA since 00:00 UTC today",
  articles,
});

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useAuthStore.setState(useAuthStore.getInitialState());
  useQuotesStore.getState().reset();
});

const renderCard = (routes: ApiRoutes = {}) => renderOnDashboard(fetchMock, <AiChatCard />, routes);

const openChat = () => fireEvent.click(screen.getByRole("button", { name: "Open chat" }));
const ask = (question: string) => {
  fireEvent.change(screen.getByLabelText("Message"), { target: { value: question } });
  fireEvent.click(screen.getByRole("button", { name: "Send" }));
};

describe("the AI chat card", () => {
  it("is the spec's stub for a free user: empty text does nothing, any other goes to /billing, and the server is not asked", () => {
    signIn("free");
    const router = renderCard();
    expect(screen.getByRole("heading", { name: "AI Assistant" })).toBeTruthy();
    openChat();
    ask("   ");
    expect(router.state.location.pathname).toBe("/dashboard");
    ask("What moved NVDA today?");
    expect(router.state.location.pathname).toBe("/billing");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks the desk for a premium member, and shows the reading and the matching stories with their tickers' moves", async () => {
    signIn("premium");
    renderCard({
      "/api/desk/ask": () => jsonResponse(answer()),
      "/api/quotes?symbols=NVDA": () => jsonResponse([{ symbol: "NVDA", price: 204, previous_close: 200, as_of: "2026-01-07T15:00:00Z" }]),
    });
    expect(screen.getByRole("heading", { name: "Ask the desk" })).toBeTruthy();
    expect(screen.getByText("Searches the stored news; it is not a language model")).toBeTruthy();
    openChat();
    const conversation = screen.getByRole("list", { name: "Conversation" });
    expect(conversation.textContent).toContain("I search the stored news, I am not a language model.");
    ask("  What moved NVDA today?  ");

    const stories = await screen.findByRole("list", { name: "Matching stories" });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method, init?.body]).toEqual(["/api/desk/ask", "POST", JSON.stringify({ question: "What moved NVDA today?" })]);
    expect((screen.getByLabelText("Message") as HTMLInputElement).value).toBe("");
    expect(conversation.textContent).toContain("You asked: What moved NVDA today?");
    expect(conversation.textContent).toContain("Stories naming NVDA since 00:00 UTC today.");
    const headline = within(stories).getByRole("link", { name: story.title });
    expect(headline.getAttribute("href")).toBe(story.url);
    expect(within(stories).getByText("reuters")).toBeTruthy();
    expect(within(stories).getByText("HIGH")).toBeTruthy();
    // The quote is asked for at once; the move since the story shows once the story's price then is pushed, and moves
    // with the next quote.
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/quotes?symbols=NVDA"));
    expect(within(stories).queryByTestId("ticker-move")).toBeNull();
    act(() => publishArticleUpdated({ ...story, prices_at_story: { NVDA: 200 } }));
    expect((await within(stories).findByTestId("ticker-move")).textContent).toBe("+2.00% since the story");
    act(() => publishQuotesUpdated({ quotes: [{ symbol: "NVDA", price: 190, previous_close: 200, as_of: "2026-01-07T15:05:00Z" }] }));
    expect(within(stories).getByTestId("ticker-move").textContent).toBe("-5.00% since the story");
    expect(screen.getByRole("status").textContent).toBe("The desk found 1 story.");
  });

  it("says plainly when no stored story matches, and what the server said when it refused", async () => {
    signIn("user", "admin");
    let refuse = false;
    renderCard({
      "/api/desk/ask": () =>
        refuse ? jsonResponse({ error: "forbidden", message: "Ask the desk needs a premium plan; see /billing" }, 403) : jsonResponse(answer([])),
    });
    openChat();
    const conversation = screen.getByRole("list", { name: "Conversation" });
    ask("What moved NVDA today?");
    expect(await within(conversation).findByText("No stored story matches.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("The desk found no matching story.");
    expect(screen.queryByRole("list", { name: "Matching stories" })).toBeNull();

    refuse = true;
    ask("And AMD?");
    expect(await within(conversation).findByText(/^Ask the desk needs a premium plan; see \/billing/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Choose a plan" }).getAttribute("href")).toBe("/billing");
    // The earlier exchange stays above.
    expect(within(conversation).getByText("No stored story matches.")).toBeTruthy();
  });
});
