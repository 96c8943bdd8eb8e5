import { describe, expect, it } from "vitest";
import { matchingOptions, type SelectGroup } from "./matching-options";

const groups: SelectGroup[] = [
  {
    label: "Stocks",
    options: [
      { value: "AMD", label: "Advanced Micro Devices", detail: "AMD" },
      { value: "MU", label: "Micron Technology", detail: "MU" },
      { value: "CMCSA", label: "Comcast Communications", detail: "CMCSA" },
    ],
  },
  { label: "Funds (ETFs)", options: [{ value: "SMH", label: "VanEck Semiconductor ETF", detail: "SMH" }] },
  { label: "Indices", options: [{ value: "^AEX", label: "AEX", detail: "^AEX" }] },
];

const shown = (typed: string) => matchingOptions(groups, typed).map((group) => [group.label, group.options.map((option) => option.value)]);

describe("matchingOptions", () => {
  it("lists everything, as given, while nothing is typed", () => {
    expect(matchingOptions(groups, "  ")).toEqual(groups);
  });

  it("puts the code typed whole first, then codes starting with it, then names by a word's start, then any part of a name", () => {
    expect(shown("mu")).toEqual([["Stocks", ["MU", "CMCSA"]]]);
    expect(shown("m")).toEqual([
      ["Stocks", ["MU", "AMD", "CMCSA"]],
      ["Funds (ETFs)", ["SMH"]],
    ]);
  });

  it("matches an index code without its sign, and brings the group of the best match first", () => {
    expect(shown("aex")).toEqual([["Indices", ["^AEX"]]]);
    expect(shown("^AEX")).toEqual([["Indices", ["^AEX"]]]);
    expect(shown("smh")).toEqual([["Funds (ETFs)", ["SMH"]]]);
    expect(shown("semi")).toEqual([["Funds (ETFs)", ["SMH"]]]);
    expect(shown("zzz")).toEqual([]);
  });
});
