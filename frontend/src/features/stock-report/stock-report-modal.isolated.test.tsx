import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type { Article, Report } from "@tradewire/core";
import { publishReportUpdated } from "../../realtime/report-updated";
import { useAuthStore } from "../../stores/auth-store";
import { articleFixture } from "@tradewire/core/testing/article-fixture";
import { reportFixture } from "../../testing/report-fixture";
import { useAlertComposerStore } from "../alerts/alert-composer-store";
import { useAlertsStore } from "../alerts/alerts-store";
import { NewAlertModal } from "../alerts/new-alert-modal";
import { StockReportModal } from "./stock-report-modal";
import { jsonResponse, userProfile } from "../../testing/api-answers";

// The canvas chart cannot draw in jsdom; its maths are tested on their own. This stand-in shows what it was given.
vi.mock("./returns-chart", () => ({
  ReturnsChart: ({ frame, visible }: { frame: { label: string }; visible: { series: { ticker: string }; colorIndex: number }[] }) => (
    <p data-testid="chart">
      {frame.label}: {visible.map((item) => `${item.series.ticker}#${item.colorIndex}`).join(" ")}
    </p>
  ),
}));

const fetchMock = vi.fn<typeof fetch>();
const reportCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/report"));

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  useAuthStore.setState({ status: "authenticated" });
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useAuthStore.setState(useAuthStore.getInitialState());
  useAlertsStore.getState().reset();
  useAlertComposerStore.getState().close();
});

const article = articleFixture({ id: "42", title: "Apple cuts iPhone orders", is_report_present: true, date_published: new Date(2026, 10, 20, 14, 32).toISOString() });

function renderModal(story: Article = article, path = "/news?impact=high") {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/news"
          element={
            <>
              <StockReportModal article={story} onClose={() => {}} />
              <NewAlertModal />
            </>
          }
        />
        <Route path="/billing" element={<p>Billing route</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function renderLoaded(report: Report = reportFixture()) {
  fetchMock.mockResolvedValue(jsonResponse({ success: true, report }));
  renderModal();
  await screen.findByRole("table");
}

const legendButton = (ticker: string) => within(screen.getByRole("list", { name: "Legend" })).getByRole("button", { name: ticker });

describe("StockReportModal", () => {
  it("shows the story, loads its report and draws the tracker table", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, report: reportFixture() }));
    renderModal();

    expect(screen.getByRole("dialog", { name: "Apple cuts iPhone orders" })).toBeTruthy();
    expect(screen.getByText("20 Nov 14:32")).toBeTruthy();
    expect(screen.getByText("Loading report data...")).toBeTruthy();
    expect(reportCalls().map(([url]) => url)).toEqual(["/api/report/42"]);

    const table = await screen.findByRole("table");
    expect(screen.getByRole("heading", { name: "Stock Impact Tracker" })).toBeTruthy();
    const [apple, microsoft] = within(table).getAllByRole("row").slice(1) as HTMLTableRowElement[];
    expect(Array.from(apple!.cells, (cell) => cell.textContent)).toEqual(["AAPL", "Apple Inc.", "189.25", "+1.20%", "+0.00%", "-0.46%"]);
    expect(Array.from(microsoft!.cells, (cell) => cell.textContent)).toEqual(["MSFT", "Microsoft Corp.", "410.00", "-0.50%", "-2.50%", "-"]);
    expect(within(apple!).getByText("+0.00%").className).toContain("text-gain");
    expect(within(microsoft!).getByText("-2.50%").className).toContain("text-loss");
    expect(within(table).getByRole("columnheader", { name: "vs SPY" })).toBeTruthy();
    expect(screen.getByText("Last updated 22 NOV 2026")).toBeTruthy();
  });

  it.each([
    ["the answer lacks success", () => jsonResponse({ report: reportFixture() })],
    ["the answer lacks the report", () => jsonResponse({ success: true })],
    ["there is no report", () => jsonResponse({ success: false }, 404)],
    ["the call fails", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("says 'Failed to fetch report data' in red when %s", async (_case, answer) => {
    fetchMock.mockImplementation(async () => answer());
    renderModal();
    const failure = await screen.findByRole("alert");
    expect(failure.textContent).toBe("Failed to fetch report data");
    expect(failure.className).toContain("text-danger");
  });

  it("opens on the default interval with every ticker of the first time frame selected", async () => {
    await renderLoaded();
    expect(screen.getByRole("button", { name: "5D" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "1D" }).getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByTestId("chart").textContent).toBe("5D: AAPL#0 MSFT#1");

    fireEvent.click(screen.getByRole("button", { name: "1D" }));
    expect(screen.getByTestId("chart").textContent).toBe("1D: AAPL#0 MSFT#1");
  });

  it("toggles a series from the legend and leaves the chart out when none is selected", async () => {
    await renderLoaded();
    fireEvent.click(legendButton("AAPL"));
    expect(legendButton("AAPL").getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByTestId("chart").textContent).toBe("5D: MSFT#1");

    fireEvent.click(legendButton("MSFT"));
    expect(screen.queryByTestId("chart")).toBeNull();

    fireEvent.click(legendButton("AAPL"));
    expect(screen.getByTestId("chart").textContent).toBe("5D: AAPL#0");
  });

  it("shows what happened after similar earlier stories, below the report", async () => {
    const noneSimilar = { stories: [], averaged_over: null, averages: [], prices: "none" };
    fetchMock.mockImplementation(async (input) => jsonResponse(String(input).startsWith("/api/report/") ? { success: true, report: reportFixture() } : noneSimilar));
    renderModal();
    const section = await screen.findByRole("region", { name: "What happened last time" });
    expect((await within(section).findByText("No similar earlier stories with measured reactions.")).tagName).toBe("P");
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/report/42", "/api/articles/42/similar"]);
  });

  it("says the story's tickers have no prices instead of showing an empty table and chart", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, report: { ...reportFixture(), noPriceData: [true] } }));
    renderModal();
    expect(await screen.findByText("No price data for this story's tickers.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByTestId("chart")).toBeNull();
  });

  it("says so when an interval has no data", async () => {
    const report = reportFixture();
    report.chartSection.availableTimeFrames = ["1D", "5D", "1M"];
    await renderLoaded(report);
    fireEvent.click(screen.getByRole("button", { name: "1M" }));
    expect(screen.getByText("No chart data available for this interval.")).toBeTruthy();
    expect(screen.queryByTestId("chart")).toBeNull();
  });

  it("sends a free user's add-alert control of a legend ticker to /billing", async () => {
    await renderLoaded();
    fireEvent.click(screen.getByRole("button", { name: "Add alert for MSFT" }));
    expect(screen.getByText("Billing route")).toBeTruthy();
  });

  describe("for a premium user", () => {
    const premium = userProfile("premium");
    const story = articleFixture({ ...article, tickers: ["AAPL", "MSFT"], tags: ["earnings", "tech"] });
    const chosen = (dialog: HTMLElement, label: string) =>
      within(within(dialog).getByRole("list", { name: `${label} chosen` })).getAllByRole("listitem").map((item) => item.firstChild?.textContent);

    async function renderForPremium() {
      useAuthStore.setState({ status: "authenticated", profile: premium });
      fetchMock.mockImplementation(async (input) => (String(input).startsWith("/api/report/") ? jsonResponse({ success: true, report: reportFixture() }) : jsonResponse([])));
      renderModal(story);
      await screen.findByRole("table");
    }

    it("opens New Alert on a legend ticker from its add-alert control", async () => {
      await renderForPremium();
      fireEvent.click(screen.getByRole("button", { name: "Add alert for MSFT" }));
      const dialog = await screen.findByRole("dialog", { name: "New Alert" });
      expect((within(dialog).getByLabelText("Alert name") as HTMLInputElement).value).toBe("MSFT alert");
      expect(chosen(dialog, "Tickers")).toEqual(["MSFT"]);
    });

    it("opens New Alert on the story's tickers and tags from Alert me", async () => {
      await renderForPremium();
      fireEvent.click(screen.getByRole("button", { name: "Alert me on Apple cuts iPhone orders" }));
      const dialog = await screen.findByRole("dialog", { name: "New Alert" });
      expect((within(dialog).getByLabelText("Alert name") as HTMLInputElement).value).toBe("Apple cuts iPhone orders");
      expect(chosen(dialog, "Tickers")).toEqual(["AAPL", "MSFT"]);
      expect(chosen(dialog, "Include tags")).toEqual(["earnings", "tech"]);
    });
  });

  it("replaces the data when the open article's report is updated live, and ignores other articles", async () => {
    await renderLoaded();
    const fresher = reportFixture();
    fresher.stockSection.rows[0]!.price = [200];
    // Twice each: in the table and in the phone's card (CSS shows one of them).
    act(() => publishReportUpdated({ article_id: "7", report: fresher }));
    expect(screen.getAllByText("189.25")).toHaveLength(2);

    act(() => publishReportUpdated({ article_id: "42", report: fresher }));
    expect(screen.getAllByText("200.00")).toHaveLength(2);
    expect(screen.queryByText("189.25")).toBeNull();
  });

  it("shows a visitor a blurred chart and a way to log in, and asks the server nothing", () => {
    const signIn = vi.fn(async () => {});
    useAuthStore.setState({ status: "anonymous", signIn });
    renderModal(articleFixture({ id: "unknown", title: "Oil spikes" }));

    expect(screen.getByRole("dialog", { name: "Oil spikes" })).toBeTruthy();
    expect(document.querySelector("svg.blur-sm")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Alert me/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Log in to view" }));
    expect(signIn).toHaveBeenCalledWith("/news?impact=high");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("never asks for the report of a visitor's article, even when signed in", () => {
    renderModal(articleFixture({ id: "unknown" }));
    expect(screen.getByRole("button", { name: "Log in to view" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
