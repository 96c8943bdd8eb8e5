import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { reportFixture } from "../../testing/report-fixture";
import { presentReport, type ReportTableRow } from "./present-report";
import { StockImpactTracker } from "./stock-impact-tracker";

afterEach(cleanup);

const fixtureRows = () => presentReport(reportFixture()).rows;

function renderTracker(rows: ReportTableRow[] = fixtureRows()) {
  render(<StockImpactTracker rows={rows} />);
  return { table: screen.getByRole("table"), cards: screen.getByRole("list", { name: "Stock Impact Tracker" }) };
}

/** A card's figures as [label, value] pairs, in order. */
const figuresOf = (card: HTMLElement) =>
  within(card)
    .getAllByRole("term")
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe("StockImpactTracker", () => {
  it("shows the table from sm up and a list of cards below it, never both", () => {
    const { table, cards } = renderTracker();
    expect(table.closest(".hidden")?.className).toBe("hidden sm:block");
    expect(cards.className).toContain("sm:hidden");
  });

  it("gives each ticker a card in the table's order, headed by its symbol and company", () => {
    const { cards } = renderTracker();
    const items = within(cards).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading", { level: 4 }).textContent)).toEqual(["AAPL Apple Inc.", "MSFT Microsoft Corp."]);
    // The table's rows, in its order: ticker and company.
    const tableNames = within(screen.getByRole("table"))
      .getAllByRole("rowheader")
      .map((header) => `${header.textContent} ${header.nextElementSibling?.textContent}`);
    expect(within(cards).getAllByRole("heading").map((heading) => heading.textContent)).toEqual(tableNames);
  });

  it("labels a card's figures as the table's columns and shows them as the table does", () => {
    const { table, cards } = renderTracker();
    const [apple, microsoft] = within(cards).getAllByRole("listitem");
    expect(figuresOf(apple!)).toEqual([
      ["Price", "189.25"],
      ["1D", "+1.20%"],
      ["Since event", "+0.00%"],
      ["vs SPY", "-0.46%"],
    ]);
    expect(figuresOf(microsoft!)).toEqual([
      ["Price", "410.00"],
      ["1D", "-0.50%"],
      ["Since event", "-2.50%"],
      ["vs SPY", "-"],
    ]);

    const headers = within(table).getAllByRole("columnheader").slice(2);
    const cells = within(table).getAllByRole("row").slice(1).map((row) => Array.from((row as HTMLTableRowElement).cells).slice(2));
    within(cards)
      .getAllByRole("listitem")
      .forEach((card, index) => {
        const values = within(card).getAllByRole("definition");
        expect(within(card).getAllByRole("term").map((term) => [term.textContent, term.title])).toEqual(headers.map((header) => [header.textContent, header.title]));
        expect(values.map((value) => value.textContent)).toEqual(cells[index]!.map((cell) => cell.textContent));
        expect(values.map((value) => value.title)).toEqual(cells[index]!.map((cell) => cell.title));
        // The same colour: the tone class the table's cell carries.
        cells[index]!.forEach((cell, column) => {
          const tone = cell.className.split(" ").find((name) => /^text-(gain|loss|ink)/.test(name));
          expect(values[column]!.className.split(" ")).toContain(tone);
        });
      });
  });

  it("colours moves as the table does: gains green, losses red, missing figures muted", () => {
    const { cards } = renderTracker();
    const [apple, microsoft] = within(cards).getAllByRole("listitem");
    expect(within(apple!).getByText("+0.00%").className).toContain("text-gain");
    expect(within(microsoft!).getByText("-2.50%").className).toContain("text-loss");
    expect(within(microsoft!).getByText("-").className).toContain("text-ink-muted");
    expect(within(apple!).getByText("189.25").title).toBe("USD");
  });

  it("names the report's own benchmark in both views", () => {
    const { table, cards } = renderTracker(fixtureRows().map((row) => ({ ...row, benchmark: "QQQ" })));
    const header = within(table).getByRole("columnheader", { name: "vs QQQ" });
    expect(header.title).toBe("Since the event, minus QQQ over the same span");
    const terms = within(cards).getAllByText("vs QQQ");
    expect(terms.map((term) => term.title)).toEqual([header.title, header.title]);
  });
});
