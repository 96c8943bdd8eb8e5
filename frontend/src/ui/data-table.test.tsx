import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { DataCell } from "./data-cell";
import { DataRow } from "./data-row";
import { DataTable } from "./data-table";
import { RowHeaderCell } from "./row-header-cell";

afterEach(cleanup);

function Prices({ density }: { density?: "compact" | "roomy" }) {
  return (
    <DataTable
      label="Prices"
      density={density}
      columns={[
        { key: "ticker", header: "Ticker" },
        { key: "price", header: "Price", align: "right" },
      ]}
    >
      <DataRow>
        <RowHeaderCell>AAPL</RowHeaderCell>
        <DataCell numeric>189.25</DataCell>
      </DataRow>
    </DataTable>
  );
}

describe("DataTable", () => {
  it("is a table named by its label, whose ticker names each row", () => {
    render(<Prices />);
    const table = screen.getByRole("table", { name: "Prices" });
    expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Ticker", "Price"]);
    expect(within(table).getByRole("row", { name: /AAPL/ })).toBeTruthy();
    expect(within(table).getByRole("rowheader", { name: "AAPL" })).toBeTruthy();
  });

  it("lines figures up: monospaced, tabular, right-aligned like their header", () => {
    render(<Prices />);
    expect(screen.getByRole("cell", { name: "189.25" }).className).toMatch(/(?=.*font-mono)(?=.*tabular-nums)(?=.*text-right)/);
    expect(screen.getByRole("columnheader", { name: "Price" }).className).toContain("text-right");
  });

  it("hands its density to every cell, header row included", () => {
    render(<Prices density="compact" />);
    for (const cell of [screen.getByRole("columnheader", { name: "Ticker" }), screen.getByRole("rowheader"), screen.getByRole("cell")]) {
      expect(cell.className).toContain("px-2");
    }
    cleanup();
    render(<Prices />);
    expect(screen.getByRole("cell").className).toContain("px-3");
  });
});
