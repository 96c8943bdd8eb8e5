import { describe, expect, it } from "vitest";
import { returnPathOf } from "./return-path-of";

describe("returnPathOf", () => {
  it("returns to the page the sign-in was started for", () => {
    expect(returnPathOf({ returnTo: "/prediction-markets" })).toBe("/prediction-markets");
  });

  it("lands on the dashboard when no page was asked for", () => {
    expect(returnPathOf(undefined)).toBe("/dashboard");
    expect(returnPathOf({})).toBe("/dashboard");
  });

  it("never leaves the app, even with a tampered state", () => {
    expect(returnPathOf({ returnTo: "https://evil.example/" })).toBe("/dashboard");
    expect(returnPathOf({ returnTo: "//evil.example/" })).toBe("/dashboard");
    expect(returnPathOf({ returnTo: "/\\evil.example/" })).toBe("/dashboard");
  });
});
