import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Button } from "./button";
import { ErrorState } from "./error-state";

afterEach(cleanup);

describe("ErrorState", () => {
  it("announces the failure at once, in the danger colour", () => {
    render(<ErrorState>Failed to fetch report data</ErrorState>);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Failed to fetch report data");
    expect(alert.className).toContain("text-danger");
  });

  it("reads its heading before the message", () => {
    render(<ErrorState title="Error Creating Report:">Network/Server Error: 500: boom</ErrorState>);
    expect(screen.getByRole("alert").textContent).toBe("Error Creating Report:Network/Server Error: 500: boom");
  });

  it("keeps the way out inside the announcement", () => {
    const retry = vi.fn();
    render(<ErrorState action={<Button onClick={retry}>Try again</Button>}>Error loading news: 500: down</ErrorState>);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.getByRole("alert").contains(screen.getByRole("button"))).toBe(true);
  });
});
