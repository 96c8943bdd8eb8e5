import { describe, expect, it } from "vitest";
import { worldRangeQuerySchema } from "./world";

describe("worldRangeQuerySchema", () => {
  it("takes 1mo, 3mo or 1y, and 1mo when none is given", () => {
    expect(worldRangeQuerySchema.parse({})).toEqual({ range: "1mo" });
    expect(worldRangeQuerySchema.parse({ range: "1y" })).toEqual({ range: "1y" });
  });

  it("names an unknown range and the ones it could be", () => {
    const result = worldRangeQuerySchema.safeParse({ range: "5y" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('unknown range "5y": use 1mo, 3mo, 1y');
  });
});
