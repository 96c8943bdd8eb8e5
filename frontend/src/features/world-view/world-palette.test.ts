import { describe, expect, it } from "vitest";
import { regionColorToken, worldColorToken } from "./world-palette";

describe("the world chart's palette", () => {
  it("cycles 32 colours", () => {
    expect(worldColorToken(0)).toBe("--color-world-1");
    expect(worldColorToken(31)).toBe("--color-world-32");
    expect(worldColorToken(32)).toBe("--color-world-1");
    expect(worldColorToken(70)).toBe("--color-world-7");
  });

  it("gives a G10 region the slot of its place in the G10 list, wherever it sits in an answer", () => {
    expect(regionColorToken("Belgium", 5)).toBe("--color-world-1");
    expect(regionColorToken("United States", 0)).toBe("--color-world-11");
    expect(regionColorToken("Atlantis", 33)).toBe("--color-world-2");
  });
});
