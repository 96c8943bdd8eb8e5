import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lowerIsBetter, outcomeOf, parseFigure, surpriseOf } from "./calendar-figures";

describe("parseFigure", () => {
  it.each([
    ["3.1%", { value: 3.1, currency: "", suffix: "%", decimals: 1 }],
    ["-50.9K", { value: -50.9, currency: "", suffix: "K", decimals: 1 }],
    ["7.860M", { value: 7.86, currency: "", suffix: "M", decimals: 3 }],
    ["412.83B", { value: 412.83, currency: "", suffix: "B", decimals: 2 }],
    ["$1.26", { value: 1.26, currency: "$", suffix: "", decimals: 2 }],
    ["($0.29)", { value: -0.29, currency: "$", suffix: "", decimals: 2 }],
    ["3,893.0", { value: 3893, currency: "", suffix: "", decimals: 1 }],
    ["4.505%", { value: 4.505, currency: "", suffix: "%", decimals: 3 }],
    ["-68.1", { value: -68.1, currency: "", suffix: "", decimals: 1 }],
    ["216K", { value: 216, currency: "", suffix: "K", decimals: 0 }],
    ["-$0.05", { value: -0.05, currency: "$", suffix: "", decimals: 2 }],
  ])("reads %s", (text, figure) => {
    expect(parseFigure(text)).toEqual(figure);
  });

  it.each(["", " ", "&nbsp;", "N/A", "-", "Hold", "<0.1%", "1.2.3", "$", "(-$1.00)"])("reads %j as no figure", (text) => {
    expect(parseFigure(text)).toBeNull();
  });

  it("reads back any figure written as the source writes it", () => {
    const suffixes = ["", "%", "K", "M", "B", "T"] as const;
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999, max: 99_999_999 }), fc.integer({ min: 0, max: 4 }), fc.constantFrom(...suffixes), fc.boolean(), fc.boolean(), (units, decimals, suffix, dollars, grouped) => {
        const value = units / 10 ** decimals;
        let digits = Math.abs(value).toFixed(decimals);
        if (grouped) digits = digits.replace(/^\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ","));
        const currency = dollars ? "$" : "";
        // Nasdaq's earnings columns write a negative amount in brackets, the economic calendar with a minus.
        const text = value < 0 ? (dollars ? `(${currency}${digits}${suffix})` : `-${digits}${suffix}`) : `${currency}${digits}${suffix}`;
        const figure = parseFigure(text);
        expect(figure).toEqual({ value, currency, suffix, decimals });
      }),
    );
  });
});

describe("surpriseOf", () => {
  it("is actual minus consensus in the figure's own unit, to its precision", () => {
    expect(surpriseOf("3.1%", "3.0%")).toBe(0.1);
    expect(surpriseOf("216K", "220K")).toBe(-4);
    expect(surpriseOf("$1.26", "$1.20")).toBe(0.06);
    expect(surpriseOf("($0.25)", "($0.29)")).toBe(0.04);
    expect(surpriseOf("7.2M", "7.860M")).toBe(-0.66);
    expect(surpriseOf("3,901.5", "3,893.0")).toBe(8.5);
  });

  it("converts multipliers into the actual's", () => {
    expect(surpriseOf("1.25M", "1,200K")).toBe(0.05);
    expect(surpriseOf("950K", "1.2M")).toBe(-250);
  });

  it("has none when a figure is missing or the kinds differ", () => {
    expect(surpriseOf(null, "3.0%")).toBeNull();
    expect(surpriseOf("3.1%", "&nbsp;")).toBeNull();
    expect(surpriseOf("3.1%", "3.0")).toBeNull();
    expect(surpriseOf("$1.26", "1.20")).toBeNull();
  });

  it("is antisymmetric for figures of one unit, and zero against itself", () => {
    const figure = fc.tuple(fc.integer({ min: -99_999, max: 99_999 }), fc.integer({ min: 0, max: 3 }));
    fc.assert(
      fc.property(figure, figure, fc.constantFrom("", "%", "K", "M"), ([a, da], [c, dc], suffix) => {
        const actual = `${(a / 10 ** da).toFixed(da)}${suffix}`;
        const consensus = `${(c / 10 ** dc).toFixed(dc)}${suffix}`;
        const surprise = surpriseOf(actual, consensus) ?? Number.NaN;
        expect(surprise + (surpriseOf(consensus, actual) ?? Number.NaN)).toBe(0);
        expect(surpriseOf(actual, actual)).toBe(0);
        expect(Math.abs(surprise - (a / 10 ** da - c / 10 ** dc))).toBeLessThan(1e-9);
      }),
    );
  });
});

describe("outcomeOf", () => {
  it("calls more of a good thing a beat and more of a bad thing a miss", () => {
    expect(outcomeOf("CPI", "3.1%", "3.0%")).toBe("beat");
    expect(outcomeOf("Nonfarm Payrolls", "180K", "220K")).toBe("miss");
    expect(outcomeOf("NVIDIA Corporation earnings", "$1.26", "$1.20")).toBe("beat");
    expect(outcomeOf("Unemployment Rate", "4.3%", "4.4%")).toBe("beat");
    expect(outcomeOf("Initial Jobless Claims", "231K", "220K")).toBe("miss");
    expect(outcomeOf("Spanish Unemployment Change", "-61.2K", "-50.9K")).toBe("beat");
    expect(outcomeOf("Crude Oil Inventories", "-2.1M", "-0.9M")).toBe("beat");
    expect(outcomeOf("API Weekly Crude Oil Stock", "3.4M", "0.914M")).toBe("miss");
    expect(outcomeOf("Fed Interest Rate Decision", "3.75%", "3.75%")).toBe("inline");
    expect(outcomeOf("ECB's De Guindos Speaks", null, null)).toBeNull();
  });

  it("reads lower as better only for slack and crude stocks", () => {
    expect(["Continuing Jobless Claims", "Claimant Count Change", "Challenger Job Cuts", "Cushing Crude Oil Inventories", "Gasoline Inventories"].every(lowerIsBetter)).toBe(true);
    expect(["Employment Change", "Nonfarm Payrolls", "Business Inventories", "Core CPI", "Retail Sales"].some(lowerIsBetter)).toBe(false);
  });

  it("swaps beat and miss when actual and consensus swap", () => {
    const titles = ["CPI", "Unemployment Rate", "Crude Oil Inventories", "Apple Inc. earnings"];
    const text = fc.tuple(fc.integer({ min: -9_999, max: 9_999 }), fc.constantFrom("%", "K", "")).map(([n, unit]) => `${(n / 10).toFixed(1)}${unit}`);
    const swapped = { beat: "miss", miss: "beat", inline: "inline" } as const;
    fc.assert(
      fc.property(fc.constantFrom(...titles), text, text, (title, actual, consensus) => {
        const outcome = outcomeOf(title, actual, consensus);
        const reverse = outcomeOf(title, consensus, actual);
        expect(reverse).toBe(outcome === null ? null : swapped[outcome]);
      }),
    );
  });
});
