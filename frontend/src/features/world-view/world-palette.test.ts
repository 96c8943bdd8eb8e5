import { readFileSync } from "node:fs";
import { join } from "node:path";
import { differenceCiede2000, filterDeficiencyDeuter, filterDeficiencyProt, filterDeficiencyTrit, parseHex, wcagContrast } from "culori";
import { describe, expect, it } from "vitest";
import { g10Indices } from "@tradewire/core/domain/world/g10-indices";
import { regionLineOf, WORLD_PALETTE_SIZE, worldLineOf } from "./world-palette";

// Read as a file: the test runner leaves CSS out of the modules it loads.
const tokensCss = readFileSync(join(import.meta.dirname, "../../styles/tokens.css"), "utf8");

/** A token's value as styles/tokens.css sets it, the value the chart draws with. */
function tokenValue(token: string): string {
  const value = new RegExp(`${token}:\\s*([^;]+);`).exec(tokensCss)?.[1]?.trim();
  if (!value) throw new Error(`${token} is not in tokens.css`);
  return value;
}

const surface = tokenValue("--color-surface");
const g10Lines = g10Indices.map((entry, place) => ({ region: entry.region, ...regionLineOf(entry.region, place) }));
const colorOf = (line: { colorToken: string }) => tokenValue(line.colorToken);
const pairs = g10Lines.flatMap((first, place) => g10Lines.slice(place + 1).map((second) => [first, second] as const));
const difference = differenceCiede2000();

/** Colours closer than this (CIEDE2000) under a simulated deficiency need a dash to tell them apart. */
const CVD_CONFUSABLE = 10;
/** Eleven hues on one chart: each pair at least this far apart for a reader with full colour vision. */
const DISTINCT_HUES = 15;

describe("the world chart's palette", () => {
  it("cycles 32 colours, each a hex token (the chart fades a line by adding two digits of alpha)", () => {
    expect(worldLineOf(0).colorToken).toBe("--color-world-1");
    expect(worldLineOf(31).colorToken).toBe("--color-world-32");
    expect(worldLineOf(32)).toEqual(worldLineOf(0));
    expect(worldLineOf(70).colorToken).toBe("--color-world-7");
    for (let slot = 0; slot < WORLD_PALETTE_SIZE; slot++) expect(colorOf(worldLineOf(slot))).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("gives a G10 region the slot of its place in the G10 list, wherever it sits in an answer", () => {
    expect(regionLineOf("Belgium", 5).colorToken).toBe("--color-world-1");
    expect(regionLineOf("United States", 0).colorToken).toBe("--color-world-11");
    expect(regionLineOf("Atlantis", 33).colorToken).toBe("--color-world-2");
  });

  it("draws every G10 line at 3:1 or more against the chart's surface (WCAG's non-text contrast)", () => {
    expect(g10Lines.filter((line) => wcagContrast(colorOf(line), surface) < 3).map((line) => line.region)).toEqual([]);
  });

  it("gives the eleven G10 lines eleven distinct colours", () => {
    const tooClose = pairs.filter(([first, second]) => difference(colorOf(first), colorOf(second)) < DISTINCT_HUES);
    expect(tooClose.map(([first, second]) => `${first.region} ~ ${second.region}`)).toEqual([]);
  });

  it.each([
    ["deuteranopia", filterDeficiencyDeuter(1)],
    ["protanopia", filterDeficiencyProt(1)],
    ["tritanopia", filterDeficiencyTrit(1)],
  ])("dashes apart any two G10 lines whose colours fall together with %s", (_, simulate) => {
    const seen = (line: { colorToken: string }) => simulate(parseHex(colorOf(line))!);
    const confused = pairs.filter(([first, second]) => difference(seen(first), seen(second)) < CVD_CONFUSABLE);
    expect(confused.filter(([first, second]) => first.dash === second.dash).map(([first, second]) => `${first.region} ~ ${second.region}`)).toEqual([]);
  });
});
