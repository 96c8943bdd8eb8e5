import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import type { CalendarEventReaction } from "@tradewire/core";
import { EventReactions } from "./event-reactions";

afterEach(cleanup);

const fund = (symbol: string, horizon: "5m" | "30m", value: number, z: number | null = null): CalendarEventReaction => ({
  symbol,
  horizon,
  return: value,
  benchmark: null,
  abnormal_return: null,
  z_score: z,
  prices: "live",
});

describe("a released event's reactions on its calendar row", () => {
  it("shows each horizon measured on a line of its own, a fund's own move and a company's against its benchmark", () => {
    const { container } = render(
      <EventReactions
        reactions={[
          fund("SPY", "5m", 0.0042, 2.14),
          fund("SPY", "30m", 0.0061),
          fund("TLT", "5m", -0.0031),
          fund("UUP", "5m", 0.0005),
        ]}
      />,
    );
    const lines = [...container.querySelectorAll("p")].map((line) => line.textContent);
    expect(lines).toEqual(["Moved in the first 5 minSPY +0.42%·TLT -0.31%·UUP +0.05%", "Moved in the first 30 minSPY +0.61%"]);
    expect(screen.getAllByTitle("SPY +0.42% in 5 min from the release, +2.1σ")).toHaveLength(1);
    expect(screen.getByText("-0.31%").className).toContain("text-loss");

    cleanup();
    render(<EventReactions reactions={[{ symbol: "LULU", horizon: "5m", return: -0.05, benchmark: "SPY", abnormal_return: -0.048, z_score: -2.2, prices: "replay" }]} />);
    expect(screen.getByTitle("LULU -4.80% vs SPY in 5 min from the release, -2.2σ").textContent).toBe("LULU -4.80% vs SPY");
    expect(screen.getByText("(simulated)")).toBeTruthy();
  });

  it("shows nothing before the first horizon closes", () => {
    const { container } = render(<EventReactions reactions={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
