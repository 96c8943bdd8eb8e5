import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { Article, Ticker } from "@tradewire/core";
import { articleFixture } from "@tradewire/core/testing/article-fixture";
import { EditNewsModal } from "./edit-news-modal";
import { jsonResponse } from "../../testing/api-answers";

const apple: Ticker = { ticker: "AAPL", company: "Apple Inc.", exchange: "NASDAQ", sector: "Technology", country: "United States" };
const applied: Ticker = { ticker: "AAPD", company: "Direxion Apple Bear", exchange: null, sector: null, country: null };
const microsoft: Ticker = { ticker: "MSFT", company: "Microsoft Corp.", exchange: "NASDAQ", sector: "Technology", country: "United States" };

type Route = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

let routes: Record<string, Route>;
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  const method = init?.method ?? "GET";
  const key = Object.keys(routes).find((pattern) => `${method} ${url}`.startsWith(pattern));
  return key ? routes[key]!(url, init) : new Response("not stubbed", { status: 500 });
});

const callsTo = (prefix: string) => fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`.startsWith(prefix));

beforeEach(() => {
  routes = {
    "GET /api/articles/7/tickers": () => jsonResponse([microsoft]),
    "GET /api/tickers/search?q=": (url) => jsonResponse(url.endsWith("q=AAPL") ? [apple, applied] : []),
  };
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  fetchMock.mockClear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const article = articleFixture({ id: "7", title: "Apple cuts iPhone orders", tickers: [microsoft] });

function renderModal(story: Article | null = article, onClose = vi.fn()) {
  const view = render(<EditNewsModal article={story} onClose={onClose} />);
  return { ...view, onClose };
}

const searchBox = () => screen.getByPlaceholderText("Search for tickers...");
const cellsOf = (row: HTMLElement) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent);
const tickersTable = () => screen.getByRole("table", { name: "Article tickers" });

async function searchFor(text: string) {
  fireEvent.change(searchBox(), { target: { value: text } });
  fireEvent.keyDown(searchBox(), { key: "Enter" });
  const region = await screen.findByRole("region", { name: /Search Results/ });
  // The results can render from a promise outside act(); let React attach the dropdown's outside-click listener.
  await act(async () => {});
  return region;
}

describe("EditNewsModal", () => {
  it("shows the story's prediction markets as saved, closed ones marked", async () => {
    renderModal(
      articleFixture({
        id: "9",
        predictionMarkets: [
          { id: "41", platform: "polymarket", question: "Tariffs on EU cars by March?", slug: "eu-car-tariffs", closed: false },
          { id: "42", platform: "polymarket", question: "Deal signed in October?", slug: "october-deal", closed: true },
        ],
      }),
    );
    const markets = await screen.findByRole("region", { name: "Prediction markets" });
    expect(within(markets).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Tariffs on EU cars by March?SavedRemove",
      "Closed · Deal signed in October?SavedRemove",
    ]);
  });

  it("removes a market, adds one found by search, and saves the list in full", async () => {
    const eu = { id: "41", platform: "polymarket" as const, question: "Tariffs on EU cars by March?", slug: "eu-car-tariffs", closed: false };
    const brent = { id: "77", platform: "kalshi" as const, question: "Brent above $90 by Dec 31?", slug: "kxbrent", closed: false };
    routes["GET /api/articles/9/tickers"] = () => jsonResponse([]);
    routes["GET /api/articles/9/markets"] = () => jsonResponse([eu]);
    routes["GET /api/prediction-markets/search?q=brent"] = () => jsonResponse([brent]);
    routes["PUT /api/articles/9/markets"] = () => jsonResponse({ success: true, markets: [brent] });
    renderModal(articleFixture({ id: "9", predictionMarkets: [eu] }));
    const markets = await screen.findByRole("region", { name: "Prediction markets" });

    fireEvent.click(within(markets).getByRole("button", { name: "Remove market: Tariffs on EU cars by March?" }));
    fireEvent.change(within(markets).getByRole("searchbox", { name: "Search markets" }), { target: { value: "brent" } });
    fireEvent.keyDown(within(markets).getByRole("searchbox", { name: "Search markets" }), { key: "Enter" });
    fireEvent.click(await within(markets).findByRole("button", { name: "Add market: Brent above $90 by Dec 31?" }));
    expect(within(markets).getByText("Unsaved")).toBeTruthy();

    fireEvent.click(within(markets).getByRole("button", { name: "Save Markets" }));
    await waitFor(() => expect(within(markets).queryByText("Unsaved")).toBeNull());
    const [, init] = callsTo("PUT /api/articles/9/markets")[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ market_ids: ["77"] });
    expect(within(markets).getByText("Brent above $90 by Dec 31?").closest("li")!.textContent).toContain("Saved");
  });

  it("shows the story's impact and saves an editor's choice of another", async () => {
    routes["GET /api/articles/9/tickers"] = () => jsonResponse([]);
    routes["GET /api/articles/9/markets"] = () => jsonResponse([]);
    const story = articleFixture({ id: "9", impact: "low" });
    routes["PUT /api/articles/9/impact"] = (_url, init) => jsonResponse({ success: true, article: { ...story, impact: JSON.parse(String(init!.body)).impact } });
    renderModal(story);
    const section = screen.getByRole("region", { name: "Impact" });
    const selector = within(section).getByRole("combobox", { name: "Impact" }) as HTMLSelectElement;
    expect(selector.value).toBe("low");
    expect(Array.from(selector.options, (option) => option.textContent)).toEqual(["HIGH", "MID", "LOW (current)"]);
    const save = within(section).getByRole("button", { name: "Save Impact" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.change(selector, { target: { value: "mid" } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(Array.from(selector.options, (option) => option.textContent)).toEqual(["HIGH", "MID (current)", "LOW"]));
    const [, init] = callsTo("PUT /api/articles/9/impact")[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ impact: "mid" });
    expect(save.disabled).toBe(true);
  });

  it("is titled after the story and lists its stored tickers as saved", async () => {
    renderModal();
    expect(screen.getByRole("dialog", { name: "Edit News: Apple cuts iPhone orders" })).toBeTruthy();
    expect(screen.getByText("Loading tickers...")).toBeTruthy();

    const row = (await within(await screen.findByRole("table", { name: "Article tickers" })).findByText("MSFT")).closest("tr")!;
    expect(within(row).getByText("Microsoft Corp.")).toBeTruthy();
    expect(within(row).getByText("Saved")).toBeTruthy();
  });

  it("falls back to the story's own symbols, each as its company name, when the tickers cannot be loaded", async () => {
    routes["GET /api/articles/8/tickers"] = () => new Response("boom", { status: 500 });
    renderModal(articleFixture({ id: "8", tickers: ["TSLA", { ...apple }] }));

    const table = await screen.findByRole("table", { name: "Article tickers" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => cellsOf(row).slice(0, 4))).toEqual([
      ["TSLA", "TSLA", "-", "Saved"],
      ["AAPL", "AAPL", "-", "Saved"],
    ]);
  });

  it("searches 300 ms after the last keystroke, once", async () => {
    vi.useFakeTimers();
    renderModal();
    await act(() => vi.advanceTimersByTimeAsync(0));

    fireEvent.change(searchBox(), { target: { value: "A" } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(searchBox(), { target: { value: "AAPL" } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(callsTo("GET /api/tickers/search")).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(callsTo("GET /api/tickers/search").map(([url]) => url)).toEqual(["/api/tickers/search?q=AAPL"]);
    expect(screen.getByRole("region", { name: "Search Results (2)" })).toBeTruthy();
  });

  it("searches at once on Enter and shows the results with '-' for what is missing", async () => {
    renderModal();
    const dropdown = await searchFor("AAPL");
    expect(callsTo("GET /api/tickers/search")).toHaveLength(1);

    expect(within(dropdown).getByText("Search Results (2)")).toBeTruthy();
    expect(within(dropdown).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["TICKER", "COMPANY", "SECTOR", "COUNTRY", "EXCHANGE"]);
    const bear = within(dropdown).getByText("AAPD").closest("tr")!;
    expect(Array.from(bear.cells, (cell) => cell.textContent)).toEqual(["AAPD", "Direxion Apple Bear", "-", "-", "-"]);
    expect(dropdown.className).toContain("max-h-75");
    expect(dropdown.className).toContain("overflow-auto");
  });

  it("shows empty results when the search fails", async () => {
    routes["GET /api/tickers/search?q="] = () => new Response("down", { status: 503 });
    renderModal();
    const dropdown = await searchFor("AAPL");
    expect(within(dropdown).getByText("Search Results (0)")).toBeTruthy();
  });

  it("closes the dropdown on Escape and keeps the editor open", async () => {
    const { onClose } = renderModal();
    await searchFor("AAPL");

    fireEvent.keyDown(searchBox(), { key: "Escape" });
    expect(screen.queryByRole("region", { name: /Search Results/ })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("closes the dropdown on a click outside and on clearing the text", async () => {
    renderModal();
    await searchFor("AAPL");
    fireEvent.pointerDown(screen.getByRole("dialog", { name: /Edit News/ }));
    expect(screen.queryByRole("region", { name: /Search Results/ })).toBeNull();

    await searchFor("AAPL");
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(screen.queryByRole("region", { name: /Search Results/ })).toBeNull();
    expect((searchBox() as HTMLInputElement).value).toBe("");

    await searchFor("AAPL");
    fireEvent.change(searchBox(), { target: { value: "  " } });
    expect(screen.queryByRole("region", { name: /Search Results/ })).toBeNull();
  });

  it("adds a picked result as unsaved, closes the results, and ignores a symbol already listed", async () => {
    renderModal();
    await within(await screen.findByRole("table", { name: "Article tickers" })).findByText("MSFT");
    await searchFor("AAPL");

    fireEvent.click(screen.getByRole("button", { name: "Add AAPL Apple Inc." }));
    expect(screen.queryByRole("region", { name: /Search Results/ })).toBeNull();
    await searchFor("AAPL");
    fireEvent.click(screen.getByRole("button", { name: "Add AAPL Apple Inc." }));
    const symbols = within(tickersTable()).getAllByRole("row").slice(1).map((row) => cellsOf(row)[0]);
    expect(symbols).toEqual(["MSFT", "AAPL"]);
    const added = within(tickersTable()).getByText("AAPL").closest("tr")!;
    expect(within(added).getByText("Unsaved")).toBeTruthy();
  });

  it("removes a ticker from the list", async () => {
    renderModal();
    await within(await screen.findByRole("table", { name: "Article tickers" })).findByText("MSFT");
    fireEvent.click(screen.getByRole("button", { name: "Remove MSFT" }));
    expect(screen.queryByRole("table", { name: "Article tickers" })).toBeNull();
  });

  it("saves the whole list and marks every ticker saved", async () => {
    routes["POST /api/articles/7/tickers"] = (_url, init) => jsonResponse({ success: true, tickers: JSON.parse(String(init?.body)) });
    renderModal();
    await within(await screen.findByRole("table", { name: "Article tickers" })).findByText("MSFT");
    await searchFor("AAPL");
    fireEvent.click(screen.getByRole("button", { name: "Add AAPL Apple Inc." }));
    fireEvent.click(screen.getByRole("button", { name: "Save Tickers" }));

    await waitFor(() => expect(within(tickersTable()).queryByText("Unsaved")).toBeNull());
    expect(within(tickersTable()).getAllByText("Saved")).toHaveLength(2);
    expect(JSON.parse(String(callsTo("POST /api/articles/7/tickers")[0]![1]?.body))).toEqual([microsoft, apple]);
  });

  it("only logs a failed save and keeps the markers", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    routes["POST /api/articles/7/tickers"] = () => jsonResponse({ error: "bad_request", message: "Unknown tickers: AAPL" }, 400);
    renderModal();
    await within(await screen.findByRole("table", { name: "Article tickers" })).findByText("MSFT");
    await searchFor("AAPL");
    fireEvent.click(screen.getByRole("button", { name: "Add AAPL Apple Inc." }));
    fireEvent.click(screen.getByRole("button", { name: "Save Tickers" }));

    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(within(tickersTable()).getByText("Unsaved")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("closes after a report is created with a success flag, showing 'Creating Report...' meanwhile", async () => {
    let answer!: (response: Response) => void;
    routes["POST /api/report/7"] = () => new Promise<Response>((resolve) => (answer = resolve));
    const { onClose } = renderModal();
    fireEvent.click(screen.getByRole("button", { name: "Create Report" }));

    const busy = await screen.findByRole("button", { name: "Creating Report..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer(jsonResponse({ success: true }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it.each([
    ["an answer without a success flag", () => jsonResponse({ ok: true }), "API Error: Failed to create report - no success flag in response"],
    ["a failed call", () => jsonResponse({ error: "upstream", message: "Prices unavailable" }, 502), "Network/Server Error: Prices unavailable"],
    ["a network failure", () => Promise.reject(new TypeError("NetworkError when attempting to fetch resource.")), "Network/Server Error: NetworkError when attempting to fetch resource."],
  ])("explains %s under 'Error Creating Report:'", async (_case, route, message) => {
    routes["POST /api/report/7"] = route;
    const { onClose } = renderModal();
    fireEvent.click(screen.getByRole("button", { name: "Create Report" }));

    const box = await screen.findByRole("alert");
    expect(within(box).getByText("Error Creating Report:")).toBeTruthy();
    expect(within(box).getByText(message)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Create Report" })).toBeTruthy();
  });

  it("needs an article id to create a report", async () => {
    renderModal(articleFixture({ id: "" }));
    fireEvent.click(screen.getByRole("button", { name: "Create Report" }));
    expect(await screen.findByText("No article ID available")).toBeTruthy();
    expect(callsTo("POST /api/report")).toHaveLength(0);
  });

  it("closes on Cancel and opens again with nothing left over", async () => {
    routes["POST /api/report/7"] = () => jsonResponse({});
    const { onClose, rerender } = renderModal();
    await within(await screen.findByRole("table", { name: "Article tickers" })).findByText("MSFT");
    await searchFor("AAPL");
    fireEvent.click(screen.getByRole("button", { name: "Add AAPL Apple Inc." }));
    fireEvent.click(screen.getByRole("button", { name: "Create Report" }));
    await screen.findByRole("alert");

    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalled();
    rerender(<EditNewsModal article={null} onClose={onClose} />);
    expect(screen.queryByRole("dialog")).toBeNull();

    rerender(<EditNewsModal article={article} onClose={onClose} />);
    expect((searchBox() as HTMLInputElement).value).toBe("");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("region", { name: /Search Results/ })).toBeNull();
    const symbols = within(await screen.findByRole("table", { name: "Article tickers" })).getAllByRole("row").slice(1);
    expect(symbols.map((row) => cellsOf(row)[0])).toEqual(["MSFT"]);
  });
});
