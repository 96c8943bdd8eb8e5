import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import type { Article, Quote } from "@tradewire/core";
import { publishQuotesUpdated } from "../../realtime/quotes-updated";
import { jsonResponse } from "../../testing/api-answers";
import { useQuotesStore } from "./quotes-store";
import { TickerChips } from "./ticker-chips";

const nvidia = { ticker: "NVDA", company: "NVIDIA Corporation", exchange: "NASDAQ", sector: "Technology", country: "United States" };
const exxon = { ticker: "XOM", company: "Exxon Mobil Corporation", exchange: "NYSE", sector: "Energy", country: "United States" };
const quote = (symbol: string, price: number, asOf = "2026-11-23T15:55:00Z", previousClose: number | null = 200): Quote => ({
  symbol,
  price,
  previous_close: previousClose,
  as_of: asOf,
});
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useQuotesStore.getState().reset();
});

const renderChips = (tickers: Article["tickers"], pricesAtStory: Article["prices_at_story"]) =>
  render(
    <ul>
      <TickerChips tickers={tickers} related={[]} pricesAtStory={pricesAtStory} />
    </ul>,
  );

describe("a member's ticker chips", () => {
  it("show each ticker's move since the story once its quote is known, and follow pushed quotes", () => {
    const stop = useQuotesStore.getState().follow();
    useQuotesStore.getState().receive([quote("NVDA", 204)]);
    renderChips([nvidia, exxon], { NVDA: 200, XOM: 120 });
    const nvdaChip = screen.getByText("NVDA");
    expect(nvdaChip.textContent).toBe("NVDA+2.00% since the story");
    expect(screen.getByText("+2.00%").className).toContain("text-gain");
    expect(nvdaChip.getAttribute("title")).toBe("NVIDIA Corporation · NASDAQ · Technology · United States\n204.00 (+2.00% since the story, +2.00% today)");
    // No quote yet for XOM: the symbol alone.
    expect(screen.getByText("XOM").textContent).toBe("XOM");

    act(() => publishQuotesUpdated({ quotes: [quote("NVDA", 197, "2026-11-23T16:00:00Z"), quote("XOM", 121.2, "2026-11-23T16:00:00Z", null)] }));
    expect(screen.getByText("-1.50%").className).toContain("text-loss");
    expect(screen.getByText("XOM").textContent).toBe("XOM+1.00% since the story");
    expect(screen.getByText("XOM").getAttribute("title")).toBe("Exxon Mobil Corporation · NYSE · Energy · United States\n121.20 (+1.00% since the story)");
    // An older quote (a slow answer) never replaces a newer push.
    act(() => useQuotesStore.getState().receive([quote("NVDA", 150, "2026-11-23T15:50:00Z")]));
    expect(screen.getByText("-1.50%")).toBeTruthy();
    stop();
  });

  it("show no move until the story's price is known", () => {
    useQuotesStore.getState().receive([quote("NVDA", 204)]);
    renderChips([nvidia], {});
    expect(screen.getByText("NVDA").textContent).toBe("NVDA");
    expect(screen.queryByTestId("ticker-move")).toBeNull();
  });
});

describe("the quotes store", () => {
  it("asks for each symbol once, and again after a failed request", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([quote("NVDA", 204)]));
    await useQuotesStore.getState().want(["NVDA", "XOM", "NVDA"]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe("/api/quotes?symbols=NVDA%2CXOM");
    expect(useQuotesStore.getState().bySymbol.NVDA?.price).toBe(204);

    await useQuotesStore.getState().want(["NVDA", "XOM"]);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: "down" }), { status: 503 }));
    await useQuotesStore.getState().want(["AAPL"]);
    fetchMock.mockResolvedValueOnce(jsonResponse([quote("AAPL", 230)]));
    await useQuotesStore.getState().want(["AAPL"]);
    expect(useQuotesStore.getState().bySymbol.AAPL?.price).toBe(230);
  });
});
