import { describe, expect, it } from "vitest";
import { corpusSplit, fnv1a } from "./corpus-split";

describe("corpusSplit", () => {
  it("hashes with FNV-1a (known vectors)", () => {
    expect(fnv1a("")).toBe(0x811c9dc5);
    expect(fnv1a("a")).toBe(0xe40c292c);
    expect(fnv1a("foobar")).toBe(0xbf9cf968);
  });

  it("is stable: the same id always lands on the same side", () => {
    expect(corpusSplit("trade-0001")).toBe(corpusSplit("trade-0001"));
    const sides = Array.from({ length: 50 }, (_, i) => corpusSplit(`kind-${i}`));
    expect(Array.from({ length: 50 }, (_, i) => corpusSplit(`kind-${i}`))).toEqual(sides);
  });

  it("puts about 80 % in train and 20 % held out", () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => `${["trade", "company", "opinion"][i % 3]}-${i}`);
    const heldOut = ids.filter((id) => corpusSplit(id) === "heldout").length / ids.length;
    expect(heldOut).toBeGreaterThan(0.18);
    expect(heldOut).toBeLessThan(0.22);
  });

  it("depends on the id only, not on its neighbours", () => {
    const alone = corpusSplit("geo-0042");
    for (let i = 0; i < 100; i++) corpusSplit(`other-${i}`);
    expect(corpusSplit("geo-0042")).toBe(alone);
  });
});
