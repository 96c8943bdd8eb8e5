import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import type { Article } from "@tradewire/core";
import { useAuthStore } from "../../stores/auth-store";
import { useAlertComposerStore } from "../alerts/alert-composer-store";
import { useAlertsStore } from "../alerts/alerts-store";
import { NewAlertModal } from "../alerts/new-alert-modal";
import { useSystemStore } from "../../stores/system-store";
import { useTimeZoneStore } from "../../stores/time-zone-store";
import { articleFixture } from "@tradewire/core/testing/article-fixture";
import { NewsItem } from "./news-item";
import { jsonResponse, userProfile } from "../../testing/api-answers";

const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
// jsdom cannot open pages; the links' own attributes are what these tests check.
const stopNavigation = (event: MouseEvent) => event.preventDefault();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  document.addEventListener("click", stopNavigation);
});

afterEach(() => {
  cleanup();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
  document.removeEventListener("click", stopNavigation);
  useAuthStore.setState(useAuthStore.getInitialState());
  useSystemStore.setState(useSystemStore.getInitialState());
  useTimeZoneStore.setState(useTimeZoneStore.getInitialState());
  useAlertsStore.getState().reset();
  useAlertComposerStore.getState().close();
});

function renderItem(article: Article, { isAdmin = false, onOpenDialog = vi.fn() } = {}) {
  render(
    <MemoryRouter initialEntries={["/elsewhere"]}>
      <Routes>
        <Route path="/elsewhere" element={<NewsItem article={article} arrived={false} isAdmin={isAdmin} onOpenDialog={onOpenDialog} />} />
        <Route path="/news" element={<p>News route</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { onOpenDialog };
}

function trackedEvents() {
  return fetchMock.mock.calls
    .filter(([path]) => path === "/api/events")
    .map(([, init]) => JSON.parse(String(init?.body)) as { name: string; properties: Record<string, unknown> });
}

const redacted = articleFixture({
  id: "unknown",
  impact: "high",
  tickers: ["AAPL", "HIDDEN", "HIDDEN"],
  predictionMarkets: [{ id: "41", platform: "polymarket", question: "HIDDEN", slug: null, closed: false }],
});

describe("NewsItem", () => {
  it("opens the story in a new tab and tracks the click", () => {
    const article = articleFixture({ title: "Steel tariffs raised", impact: "high" });
    renderItem(article);
    const link = screen.getByRole("link", { name: "Steel tariffs raised" });
    expect(link.getAttribute("href")).toBe(article.url);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");

    fireEvent.click(link);
    expect(trackedEvents()).toEqual([
      { name: "Article Clicked", properties: { article_id: article.id, url: article.url, source: "reuters", impact: "high" } },
    ]);
  });

  it("shows impact, source, a 24-hour publication time and how fast the story arrived", () => {
    const published = new Date(2025, 5, 1, 21, 7, 0);
    renderItem(
      articleFixture({
        impact: "mid",
        source: "cnbc",
        date_published: published.toISOString(),
        received_at: new Date(published.getTime() + 42_000).toISOString(),
      }),
    );
    expect(screen.getByRole("article").dataset.impact).toBe("mid");
    expect(screen.getByText("MID").className).toContain("text-impact-mid");
    expect(screen.getByText("cnbc")).toBeTruthy();
    expect(screen.getByText("01 Jun 21:07")).toBeTruthy();
    expect(screen.getByText("+42s")).toBeTruthy();
  });

  it("names the impact in words beside its colour, so it reads without colour", () => {
    renderItem(articleFixture({ impact: "high" }));
    const label = screen.getByText("HIGH");
    expect(label.textContent).toBe("HIGH");
    expect(label.querySelectorAll("rect[opacity='1']")).toHaveLength(3);
  });

  it("shows the publication time on the chosen clock", () => {
    useTimeZoneStore.setState({ choice: "eastern" });
    renderItem(articleFixture({ date_published: "2025-06-01T02:30:00Z" }));
    expect(screen.getByText("31 May 22:30")).toBeTruthy();
  });

  it("says a replayed story is a replay instead of claiming a delay", () => {
    useSystemStore.setState({ feed: "replay" });
    const published = "2025-06-01T12:00:00Z";
    renderItem(articleFixture({ date_published: published, received_at: "2025-06-03T12:00:00Z" }));
    expect(screen.getByText("replay")).toBeTruthy();
    expect(screen.queryByText("+2d")).toBeNull();
  });

  it("blurs a visitor's hidden tickers and sends a click to sign-in", () => {
    const signIn = vi.fn(async () => {});
    useAuthStore.setState({ status: "anonymous", signIn });
    renderItem(redacted);

    expect(screen.getByText("AAPL")).toBeTruthy();
    const hidden = screen.getAllByRole("button", { name: "Hidden ticker: sign in to see it" });
    expect(hidden).toHaveLength(2);
    expect(hidden[0]?.querySelector(".blur-\\[3px\\]")?.textContent).toBe("HIDDEN");

    fireEvent.click(hidden[0]!);
    expect(signIn).toHaveBeenCalledWith("/news");
  });

  it("tracks a visitor's click on a hidden market and goes to /news", () => {
    renderItem(redacted);
    fireEvent.click(screen.getByRole("button", { name: "Hidden prediction market: members see it" }));

    expect(trackedEvents()).toEqual([{ name: "Hidden Prediction Market Clicked", properties: { article_url: redacted.url } }]);
    expect(screen.getByText("News route")).toBeTruthy();
  });

  it("dims a closed market and leaves it inert", () => {
    renderItem(articleFixture({ predictionMarkets: [{ id: "42", platform: "polymarket", question: "Fed cuts in June?", slug: "fed-cuts-june", closed: true }] }));
    const chip = screen.getByTitle("Closed: Fed cuts in June?");
    expect(chip.getAttribute("aria-disabled")).toBe("true");
    expect(chip.className).toContain("opacity-60");
    expect(chip.closest("a, button")).toBeNull();

    fireEvent.click(chip);
    expect(trackedEvents()).toEqual([]);
  });

  it("opens a Kalshi market on Kalshi's page for its slug", () => {
    renderItem(articleFixture({ predictionMarkets: [{ id: "45", platform: "kalshi", question: "Brent above $70 on Dec 31?", slug: "kxbrent-26dec31", closed: false }] }));
    expect(screen.getByRole("link", { name: /Brent above \$70/ }).getAttribute("href")).toBe("https://kalshi.com/markets/kxbrent-26dec31");
  });

  it("opens an open market on Polymarket and tracks it; without a slug nothing happens", () => {
    const article = articleFixture({
      predictionMarkets: [
        { id: "43", platform: "polymarket", question: "Tariffs on EU by July?", slug: "tariffs-eu-july", closed: false },
        { id: "44", platform: "polymarket", question: "No page for this one", slug: null, closed: false },
      ],
    });
    renderItem(article);
    const link = screen.getByRole("link", { name: /Tariffs on EU by July\?/ });
    expect(link.getAttribute("href")).toBe("https://polymarket.com/event/tariffs-eu-july");
    expect(link.getAttribute("target")).toBe("_blank");

    fireEvent.click(link);
    expect(trackedEvents()).toEqual([
      {
        name: "Prediction Market Clicked",
        properties: { slug: "tariffs-eu-july", question: "Tariffs on EU by July?", article_url: article.url },
      },
    ]);
    expect(screen.getByText("No page for this one").closest("a, button")).toBeNull();
  });

  it("offers visitors the report teaser on stories with tickers, and none on stories without", () => {
    const { onOpenDialog } = renderItem(articleFixture({ id: "unknown", tickers: ["NVDA", "HIDDEN"], is_report_present: false }));
    fireEvent.click(screen.getByRole("button", { name: "Report" }));
    expect(onOpenDialog).toHaveBeenCalledWith("report", expect.objectContaining({ id: "unknown" }));
    cleanup();

    renderItem(articleFixture({ id: "unknown", tickers: [], is_report_present: false }));
    expect(screen.queryByRole("button", { name: "Report" })).toBeNull();
  });

  it("offers the report when one exists and tracks the click", () => {
    const article = articleFixture({ is_report_present: true });
    const { onOpenDialog } = renderItem(article);
    fireEvent.click(screen.getByRole("button", { name: "Report" }));

    expect(trackedEvents()).toEqual([{ name: "Stock Report Clicked", properties: { article_id: article.id, url: article.url } }]);
    expect(onOpenDialog).toHaveBeenCalledWith("report", article);
  });

  it("gives admins an Edit button and nobody else", () => {
    renderItem(articleFixture());
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    cleanup();

    const article = articleFixture();
    const { onOpenDialog } = renderItem(article, { isAdmin: true });
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    expect(onOpenDialog).toHaveBeenCalledWith("edit", article);
  });

  it("lists the other sources that reported the story", () => {
    renderItem(articleFixture({ also_reported_by: [{ source: "bloomberg", url: "https://bloomberg.example/a" }] }));
    expect(screen.getByRole("link", { name: "bloomberg" }).getAttribute("href")).toBe("https://bloomberg.example/a");
  });

  describe("Alert me", () => {
    const mail = { channel_id: 1, channel_name: "Mail", type: "email", email: "t@x.co", endpoint: null, channel_key: null, telegram_chat_id: null, telegram_url: null, status: "ok", created_at: "", updated_at: "", last_test: null };
    const story = articleFixture({
      title: "Chip export curbs widened to cover Nvidia's H20 and AMD's MI308 accelerators sold to China",
      tags: ["export-controls", "semiconductors", "china"],
      tickers: [{ ticker: "NVDA", company: "NVIDIA Corporation", exchange: "NASDAQ", sector: null, country: "US" }, "AMD", "HIDDEN"],
      related_tickers: ["TSM"],
    });
    // These tests open no links, and the form's submit button must keep its default action.
    beforeEach(() => document.removeEventListener("click", stopNavigation));

    /** The row on the feed with the app's one New Alert modal beside it, as the layout mounts it. */
    function renderRow(article: Article) {
      render(
        <MemoryRouter initialEntries={["/news"]}>
          <Routes>
            <Route path="/news" element={<><NewsItem article={article} arrived={false} isAdmin={false} onOpenDialog={vi.fn()} /><NewAlertModal /></>} />
            <Route path="/billing" element={<p>Billing route</p>} />
          </Routes>
        </MemoryRouter>,
      );
    }

    it("opens New Alert for a premium user, named after the story, on its named tickers and its tags", async () => {
      useAuthStore.setState({ status: "authenticated", profile: userProfile("premium") });
      const sent: unknown[] = [];
      fetchMock.mockImplementation(async (input, init) => {
        if (init?.method === "POST" && input === "/api/alert/alert") {
          sent.push(JSON.parse(String(init.body)));
          return jsonResponse({ error: "x", message: "stop here" }, 500);
        }
        return input === "/api/alert/channel" ? jsonResponse([mail]) : input === "/api/alert/alert" || input === "/api/prediction/tags" ? jsonResponse([]) : new Response(null, { status: 204 });
      });
      renderRow(story);
      fireEvent.click(screen.getByRole("button", { name: `Alert me on ${story.title}` }));
      const dialog = await screen.findByRole("dialog", { name: "New Alert" });
      const name = "Chip export curbs widened to cover Nvidia's H20 and AMD's…";
      expect((within(dialog).getByLabelText("Alert name") as HTMLInputElement).value).toBe(name);
      const chosen = (label: string) => within(within(dialog).getByRole("list", { name: `${label} chosen` })).getAllByRole("listitem").map((item) => item.firstChild?.textContent);
      expect(chosen("Tickers")).toEqual(["NVDA", "AMD"]);
      expect(chosen("Include tags")).toEqual(["export-controls", "semiconductors", "china"]);

      await waitFor(() => expect((within(dialog).getByLabelText("Channel") as HTMLSelectElement).value).toBe("1"));
      fireEvent.click(within(dialog).getByRole("button", { name: "Create Alert" }));
      await waitFor(() =>
        expect(sent).toEqual([
          { name, type: "Stock Alert", channel_id: 1, include_tags: ["export-controls", "semiconductors", "china"], exclude_tags: [], tickers: ["NVDA", "AMD"], include_related: false, keywords: null, min_impact: null },
        ]),
      );
    });

    it("sends a free user to /billing, and shows visitors no such action", () => {
      useAuthStore.setState({ status: "authenticated", profile: userProfile("free") });
      renderRow(story);
      fireEvent.click(screen.getByRole("button", { name: `Alert me on ${story.title}` }));
      expect(screen.getByText("Billing route")).toBeTruthy();
      expect(useAlertComposerStore.getState().open).toBe(false);
      cleanup();

      useAuthStore.setState({ status: "anonymous", profile: null });
      renderRow(story);
      expect(screen.queryByRole("button", { name: /^Alert me/ })).toBeNull();
    });
  });
});
