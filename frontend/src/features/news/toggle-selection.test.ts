import { describe, expect, it } from "vitest";
import { isSelected, toggleSelection } from "./toggle-selection";

const impacts = ["high", "mid", "low"] as const;

describe("toggleSelection", () => {
  it("selects only the clicked one while all are selected", () => {
    expect(toggleSelection("all", "high", impacts)).toEqual(["high"]);
  });

  it("adds a value that is not selected", () => {
    expect(toggleSelection(["high"], "mid", impacts)).toEqual(["high", "mid"]);
  });

  it("removes a value that is selected", () => {
    expect(toggleSelection(["high", "mid"], "high", impacts)).toEqual(["mid"]);
  });

  it("returns to all when the last selected one is toggled off", () => {
    expect(toggleSelection(["high"], "high", impacts)).toBe("all");
  });

  it("becomes all once every value is selected, so the next click narrows again", () => {
    const all = toggleSelection(["high", "mid"], "low", impacts);
    expect(all).toBe("all");
    expect(toggleSelection(all, "low", impacts)).toEqual(["low"]);
  });

  it("keeps a narrowed source selection when an unknown source appears", () => {
    expect(toggleSelection(["reuters"], "cnbc", ["reuters", "cnbc", "wsj"])).toEqual(["reuters", "cnbc"]);
  });
});

describe("isSelected", () => {
  it("treats all as containing values that appear later", () => {
    expect(isSelected("all", "bloomberg")).toBe(true);
    expect(isSelected(["reuters"], "bloomberg")).toBe(false);
  });
});
