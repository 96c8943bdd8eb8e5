import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { formatDateTime } from "../../format/format-date-time";
import { MultiMarketPriceChart, type PriceSeries } from "./multi-market-price-chart";
import { layoutChart } from "./price-chart-maths";

afterEach(cleanup);

const START = Date.UTC(2025, 5, 1, 9);
const HOUR = 3_600_000;

/** Two markets over six hours, far apart in price so each line is easy to point at. */
const markets: PriceSeries[] = [
  { id: "fed", label: "Fed cuts in July", points: [0, 2, 4, 6].map((h, n) => ({ date: START + h * HOUR, price: 0.2 + n * 0.01 })) },
  { id: "cpi", label: "CPI above 3%", points: [0, 3, 6].map((h) => ({ date: START + h * HOUR, price: 0.8 })) },
];

/** Where a series' point is drawn, in viewBox units: jsdom's getBoundingClientRect has no size, so client coordinates are taken as viewBox ones. */
const plotted = (series: PriceSeries[], line: number, point: number) => layoutChart(series)!.lines[line]![point]!;

describe("MultiMarketPriceChart", () => {
  it("is an image named by its title, 440 by 180, with one line per series", () => {
    const { container } = render(<MultiMarketPriceChart series={markets} title="Fed and CPI odds" />);
    const chart = screen.getByRole("img", { name: "Fed and CPI odds" });
    expect(chart.getAttribute("viewBox")).toBe("0 0 440 180");
    expect(chart.getAttribute("width")).toBe("440");
    expect(chart.getAttribute("height")).toBe("180");
    const lines = container.querySelectorAll("polyline");
    expect(lines).toHaveLength(2);
    expect(lines[0]!.getAttribute("stroke")).toBe("var(--color-chart-1)");
    expect(lines[1]!.getAttribute("stroke")).toBe("var(--color-chart-2)");
    expect(lines[0]!.getAttribute("points")!.split(" ")).toHaveLength(4);
  });

  it("is called Price history without a title, and takes another size", () => {
    render(<MultiMarketPriceChart series={markets} width={300} height={120} />);
    expect(screen.getByRole("img", { name: "Price history" }).getAttribute("viewBox")).toBe("0 0 300 120");
  });

  it("labels the axes in percentages and 24-hour times, in the mono face", () => {
    const { container } = render(<MultiMarketPriceChart series={markets} />);
    const texts = [...container.querySelectorAll("text")].map((text) => text.textContent ?? "");
    expect(texts.some((text) => /^\d+%$/.test(text))).toBe(true);
    expect(texts.filter((text) => /^\d\d:\d\d$/.test(text)).length).toBeGreaterThan(0);
    expect(texts.filter((text) => /^\d\d:\d\d$/.test(text)).length).toBeLessThanOrEqual(6);
    expect(container.querySelector("text")!.closest("g[class]")!.getAttribute("class")).toMatch(/(?=.*font-mono)(?=.*tabular-nums)(?=.*text-2xs)/);
  });

  it("lists every market in a legend, each with its colour", () => {
    render(<MultiMarketPriceChart series={markets} />);
    const items = within(screen.getByRole("list", { name: "Markets" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Fed cuts in July", "CPI above 3%"]);
    expect((items[1]!.querySelector("span") as HTMLElement).style.background).toBe("var(--color-chart-2)");
  });

  it("cycles the ten colours from the eleventh line on", () => {
    const many = Array.from({ length: 11 }, (_, n) => ({ id: `m${n}`, label: `Market ${n}`, points: [{ date: START, price: n / 20 }, { date: START + HOUR, price: n / 20 }] }));
    const { container } = render(<MultiMarketPriceChart series={many} />);
    const strokes = [...container.querySelectorAll("polyline")].map((line) => line.getAttribute("stroke"));
    expect(strokes[9]).toBe("var(--color-chart-10)");
    expect(strokes[10]).toBe("var(--color-chart-1)");
  });

  it("says so calmly when there is no price history", () => {
    const { container, rerender } = render(<MultiMarketPriceChart series={[]} />);
    expect(screen.getByText("No price history yet").className).toContain("text-ink-muted");
    expect(container.querySelector("svg")).toBeNull();
    rerender(<MultiMarketPriceChart series={[{ id: "a", label: "A", points: [] }]} />);
    expect(screen.getByText("No price history yet")).toBeTruthy();
  });

  it("highlights the line near the pointer and tells its price and time", () => {
    const { container } = render(<MultiMarketPriceChart series={markets} />);
    const chart = screen.getByRole("img");
    // Between the second and third points of the Fed line, a little above it: nearest in time to its 4th hour.
    const near = plotted(markets, 0, 2);
    fireEvent.pointerMove(chart, { clientX: near.x - 5, clientY: near.y - 12 });

    const tooltip = screen.getByTestId("price-chart-tooltip");
    expect(tooltip.textContent).toContain("Fed cuts in July");
    expect(tooltip.textContent).toContain("22.0%");
    expect(tooltip.textContent).toContain(formatDateTime(new Date(START + 4 * HOUR).toISOString()));

    const [fed, cpi] = [...container.querySelectorAll("polyline")];
    expect(Number(fed!.getAttribute("stroke-width"))).toBeGreaterThan(Number(cpi!.getAttribute("stroke-width")));
    expect(cpi!.parentElement!.getAttribute("opacity")).toBe("0.3");
    expect(fed!.parentElement!.getAttribute("opacity")).toBe("1");
    const legend = within(screen.getByRole("list", { name: "Markets" }));
    expect(legend.getByText("Fed cuts in July").hasAttribute("data-highlighted")).toBe(true);
    expect(legend.getByText("CPI above 3%").hasAttribute("data-highlighted")).toBe(false);
  });

  it("finds a line between its points, where no vertex is near", () => {
    render(<MultiMarketPriceChart series={markets} />);
    const [left, right] = [plotted(markets, 1, 0), plotted(markets, 1, 1)];
    fireEvent.pointerMove(screen.getByRole("img"), { clientX: (left.x + right.x) / 2 - 10, clientY: left.y + 20 });
    expect(screen.getByTestId("price-chart-tooltip").textContent).toContain("CPI above 3%");
  });

  it("highlights nothing more than 30 units from every line, and clears when the pointer leaves", () => {
    const { container } = render(<MultiMarketPriceChart series={markets} />);
    const chart = screen.getByRole("img");
    const fed = plotted(markets, 0, 1);
    const cpi = plotted(markets, 1, 1);
    // Halfway between the two lines, which are far more than 60 units apart.
    fireEvent.pointerMove(chart, { clientX: fed.x, clientY: (fed.y + cpi.y) / 2 });
    expect(screen.queryByTestId("price-chart-tooltip")).toBeNull();

    fireEvent.pointerMove(chart, { clientX: fed.x, clientY: fed.y + 5 });
    expect(screen.getByTestId("price-chart-tooltip")).toBeTruthy();
    fireEvent.pointerLeave(chart);
    expect(screen.queryByTestId("price-chart-tooltip")).toBeNull();
    for (const group of container.querySelectorAll("g[data-series-id]")) expect(group.getAttribute("opacity")).toBe("1");
  });

  it("converts the pointer through the chart's on-screen size when it has one", () => {
    render(<MultiMarketPriceChart series={markets} />);
    const chart = screen.getByRole("img");
    // Drawn at half size, 100 px from the left of the viewport.
    chart.getBoundingClientRect = () => ({ left: 100, top: 0, width: 220, height: 90, right: 320, bottom: 90, x: 100, y: 0, toJSON: () => ({}) });
    const cpi = plotted(markets, 1, 2);
    fireEvent.pointerMove(chart, { clientX: 100 + cpi.x / 2, clientY: cpi.y / 2 });
    expect(screen.getByTestId("price-chart-tooltip").textContent).toContain("80.0%");
  });
});
