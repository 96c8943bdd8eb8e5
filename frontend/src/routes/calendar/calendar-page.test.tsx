import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { publishCalendarReleased } from "../../realtime/calendar-released";
import { useAuthStore } from "../../stores/auth-store";
import { useSystemStore } from "../../stores/system-store";
import { useTimeZoneStore } from "../../stores/time-zone-store";
import { jsonResponse } from "../../testing/api-answers";
import { calendarAnswer, calendarEventFixture, earningsFixture } from "../../testing/calendar-fixture";
import { useCalendarStore } from "../../features/calendar/calendar-store";
import { useMyTickersStore } from "../../features/news/my-tickers-store";
import { CalendarPage } from "./calendar-page";

const fetchMock = vi.fn<typeof fetch>();
/** Friday 27 November 2026, 08:00 in New York. */
const NOW = new Date("2026-11-27T13:00:00Z");

const cpi = calendarEventFixture({ title: "CPI y/y", scheduled_at: "2026-11-27T13:30:00Z", previous: "3.3%", previous_before_revision: "3.2%" });
const ecb = calendarEventFixture({
  title: "ECB Interest Rate Decision",
  country: "EU",
  country_name: "Euro Zone",
  scheduled_at: "2026-11-27T12:45:00Z",
  consensus: "2.15%",
  previous: "2.15%",
  actual: "2.40%",
  released_at: "2026-11-27T12:45:03Z",
  surprise: 0.25,
  outcome: "beat",
});
const nvda = earningsFixture({ scheduled_at: "2026-11-27T05:00:00Z", timing: "after_close" });
const tankan = calendarEventFixture({
  title: "Tankan Large Manufacturers Index",
  country: "JP",
  country_name: "Japan",
  importance: "low",
  scheduled_at: "2026-11-30T23:50:00Z",
  consensus: "14",
  previous: "13",
  postponed_from: "2026-11-29T23:50:00Z",
});
const week = [nvda, ecb, cpi, tankan];

/** A member's page asks for the calendar and for their own tickers. */
const memberAnswers = (tickers: string[]) => async (input: string | URL | Request) =>
  String(input).includes("/api/users/me/tickers") ? jsonResponse({ tickers }) : jsonResponse(calendarAnswer(week));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
  vi.setSystemTime(NOW);
  vi.stubGlobal("fetch", fetchMock);
  useTimeZoneStore.setState({ choice: "eastern" });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useCalendarStore.getState().reset();
  useMyTickersStore.getState().reset();
  useAuthStore.setState(useAuthStore.getInitialState());
  useSystemStore.setState(useSystemStore.getInitialState());
  useTimeZoneStore.setState(useTimeZoneStore.getInitialState());
  localStorage.clear();
});

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={["/calendar"]}>
      <CalendarPage />
    </MemoryRouter>,
  );
const rowOf = (title: string) => screen.getByText(title).closest("li")!;
const titlesShown = () => screen.queryAllByRole("listitem").map((row) => row.querySelector("p span.font-medium")?.textContent);

describe("the calendar page", () => {
  it("shows a member today and the week ahead by day, in the reader's zone, with figures, outcomes and a revised or postponed event", async () => {
    useAuthStore.setState({ status: "authenticated" });
    fetchMock.mockImplementation(memberAnswers([]));
    renderPage();
    const today = await screen.findByRole("region", { name: "Today · Fri 27 Nov" });
    expect(within(today).getAllByRole("listitem").map((row) => row.querySelector("time")?.textContent)).toEqual(["07:45", "08:30", "After close"]);
    expect(screen.getByRole("region", { name: "Mon 30 Nov" })).toBeTruthy();

    const released = rowOf("ECB Interest Rate Decision");
    expect(released.textContent).toContain("Euro Zone");
    expect(within(released).getByText("2.40%").closest("dd")!.className).toContain("text-gain");
    expect(within(released).getByTitle(/^Beat the consensus: good news for the EU currency/).textContent).toBe("+Beat");

    const revised = rowOf("CPI y/y");
    expect(revised.textContent).toMatch(/Previous3\.3%revised from 3\.2%/);
    expect(revised.textContent).toContain("not out yet");
    expect(revised.querySelector("s")?.textContent).toBe("3.2%");

    expect(rowOf("NVIDIA Corporation earnings").textContent).toContain("NVDA");
    expect(rowOf("Tankan Large Manufacturers Index").textContent).toContain("Postponed from 29 Nov 18:50");
    expect(screen.getByText("4 events · times in ET")).toBeTruthy();
  });

  it("counts down to the next high event every second, as a timer screen readers do not announce", async () => {
    useAuthStore.setState({ status: "authenticated" });
    fetchMock.mockImplementation(memberAnswers([]));
    renderPage();
    const next = await screen.findByRole("region", { name: "Next high-importance event" });
    expect(next.textContent).toContain("US CPI y/y");
    expect(next.textContent).toContain("today at 08:30 ET");
    expect(within(next).getByRole("timer").textContent).toBe("00:30:00");
    act(() => vi.advanceTimersByTime(1_000));
    expect(within(next).getByRole("timer").textContent).toBe("00:29:59");
    expect(within(next).queryByRole("status")).toBeNull();
    expect(next.getAttribute("aria-live")).toBeNull();
  });

  it("filters by importance, by country and by the member's own tickers", async () => {
    useAuthStore.setState({ status: "authenticated" });
    fetchMock.mockImplementation(memberAnswers(["NVDA"]));
    renderPage();
    await screen.findByRole("region", { name: "Today · Fri 27 Nov" });

    fireEvent.click(screen.getByRole("button", { name: "HIGH" }));
    expect(titlesShown()).toEqual(["ECB Interest Rate Decision", "CPI y/y"]);
    expect(screen.getByText("2 of 4 events · times in ET")).toBeTruthy();

    const countries = screen.getByRole("group", { name: "Country" });
    expect(within(countries).getAllByRole("button").map((button) => [button.textContent, button.title])).toEqual([
      ["EU", "Euro Zone"],
      ["JP", "Japan"],
      ["US", "United States"],
    ]);
    fireEvent.click(within(countries).getByRole("button", { name: "EU" }));
    expect(titlesShown()).toEqual(["ECB Interest Rate Decision"]);

    fireEvent.click(screen.getByRole("button", { name: "HIGH" }));
    fireEvent.click(within(countries).getByRole("button", { name: "EU" }));
    const mine = await screen.findByRole("button", { name: "My tickers (1)" });
    fireEvent.click(mine);
    expect(mine.getAttribute("aria-pressed")).toBe("true");
    expect(titlesShown()).toEqual(["NVIDIA Corporation earnings"]);
    expect(screen.queryByRole("region", { name: "Mon 30 Nov" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "LOW" }));
    expect(screen.getByText("No event matches these filters.")).toBeTruthy();
  });

  it("updates a row in place when its actual is pushed, without asking the server again", async () => {
    useAuthStore.setState({ status: "authenticated" });
    fetchMock.mockImplementation(memberAnswers([]));
    renderPage();
    await screen.findByRole("region", { name: "Today · Fri 27 Nov" });
    const calls = fetchMock.mock.calls.length;

    act(() => publishCalendarReleased({ ...cpi, actual: "2.9%", released_at: "2026-11-27T13:30:02Z", surprise: -0.1, outcome: "miss" }));
    const row = rowOf("CPI y/y");
    expect(within(row).getByText("2.9%").closest("dd")!.className).toContain("text-loss");
    expect(within(row).getByText("2.9%").className).toContain("animate-flash");
    expect(within(row).getByTitle(/^Missed the consensus/).textContent).toBe("−Miss");
    expect(fetchMock.mock.calls.length).toBe(calls);
    // The countdown moves on to the next high event still to come: none in this week.
    expect(screen.getByRole("region", { name: "Next high-importance event" }).textContent).toContain("No high-importance event is still to come");
  });

  it("shows a visitor today's high events with the way to sign in for the rest, and no filters", async () => {
    const signIn = vi.fn(async () => {});
    useAuthStore.setState({ status: "anonymous", signIn });
    fetchMock.mockResolvedValue(jsonResponse(calendarAnswer([cpi], true)));
    renderPage();
    await screen.findByRole("region", { name: "Today · Fri 27 Nov" });
    expect(titlesShown()).toEqual(["CPI y/y"]);
    expect(screen.getByRole("note").textContent).toContain("You are seeing today's high-importance events.");
    expect(screen.queryByRole("group", { name: "Importance" })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(["/api/calendar"]);

    fireEvent.click(screen.getByRole("button", { name: "Sign in to see the week" }));
    expect(signIn).toHaveBeenCalledWith("/calendar");
  });

  it("says it is loading, then offers to try again when the calendar cannot be had", async () => {
    useAuthStore.setState({ status: "anonymous" });
    fetchMock.mockResolvedValueOnce(new Response("", { status: 503, statusText: "Service Unavailable" }));
    renderPage();
    expect(screen.getByText("Loading the calendar...")).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toContain("Could not load the calendar.");
    fetchMock.mockResolvedValueOnce(jsonResponse(calendarAnswer([], true)));
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No high-importance event is scheduled for today.")).toBeTruthy();
  });

  it("asks a visitor's copy again every minute, and a member's week again when the socket is back after a drop", async () => {
    useAuthStore.setState({ status: "anonymous" });
    fetchMock.mockImplementation(async () => jsonResponse(calendarAnswer([cpi], true)));
    renderPage();
    await screen.findByRole("region", { name: "Today · Fri 27 Nov" });
    const calendarCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === "/api/calendar").length;
    expect(calendarCalls()).toBe(1);
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(calendarCalls()).toBe(2);

    // Signed in, the visitor's copy gives way to the member's week at once; no more minute by minute.
    fetchMock.mockImplementation(memberAnswers([]));
    act(() => useAuthStore.setState({ status: "authenticated" }));
    expect(screen.queryByRole("note")).toBeNull();
    await screen.findByRole("region", { name: "Mon 30 Nov" });
    expect(calendarCalls()).toBe(3);
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(calendarCalls()).toBe(3);

    act(() => useSystemStore.setState({ connected: true }));
    expect(calendarCalls()).toBe(3);
    act(() => useSystemStore.setState({ connected: false }));
    act(() => useSystemStore.setState({ connected: true }));
    expect(calendarCalls()).toBe(4);
  });
});
