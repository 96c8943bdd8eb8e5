import { describe, expect, it } from "vitest";
import { isSameStory, titleTokens } from "./same-story";

const same = (a: string, b: string) => isSameStory(titleTokens(a), titleTokens(b));

describe("isSameStory", () => {
  it.each([
    ["US raises tariffs on Chinese steel to 50%", "U.S. raises tariff on Chinese steel to 50% - Reuters"],
    ["Houthis attack tanker in Red Sea, shipping rates jump", "Shipping rates jump after Houthis attack tanker in Red Sea"],
    ["EU retaliates with tariffs on US bourbon and motorcycles", "EU retaliates against US with tariffs on bourbon, motorcycles"],
  ])("groups %j with %j", (a, b) => {
    expect(same(a, b)).toBe(true);
  });

  it.each([
    ["US raises tariffs on Chinese steel to 50%", "US raises tariffs on Canadian lumber to 25%"],
    ["Oil jumps 4% after strike on Iranian refinery", "Oil falls 2% as OPEC+ agrees output increase"],
    ["Fed holds rates", "ECB holds rates"],
  ])("keeps %j apart from %j", (a, b) => {
    expect(same(a, b)).toBe(false);
  });
});
