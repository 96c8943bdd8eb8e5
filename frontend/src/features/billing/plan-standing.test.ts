import { planIds } from "@tradewire/core/schemas/billing";
import { describe, expect, it } from "vitest";
import { planStanding } from "./plan-standing";

describe("planStanding", () => {
  it("marks the free plan current for a free user, and every paid plan available", () => {
    expect(planIds.map((card) => planStanding(card, "free"))).toEqual([
      "current",
      "available",
      "available",
      "available",
    ]);
  });

  it("marks both premium cards current for a premium user, free included and lifetime available", () => {
    expect(planStanding("free", "premium")).toBe("included");
    expect(planStanding("premium-monthly", "premium")).toBe("current");
    expect(planStanding("premium-yearly", "premium")).toBe("current");
    expect(planStanding("lifetime", "premium")).toBe("available");
  });

  it("leaves nothing to choose for a lifetime user", () => {
    expect(planStanding("premium-yearly", "lifetime")).toBe("included");
    expect(planStanding("lifetime", "lifetime")).toBe("current");
  });

  it("reads a missing or unknown plan as free", () => {
    expect(planStanding("free", undefined)).toBe("current");
    expect(planStanding("lifetime", "gold")).toBe("available");
  });
});
