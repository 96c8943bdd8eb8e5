import { describe, expect, it } from "vitest";
import { instrumentOf } from "./instrument-of";

const unlisted = { company: null, sector: null };

describe("instrumentOf", () => {
  it("names the World View's indices as it does, whatever their spelling, and any other ^ symbol an index", () => {
    expect(instrumentOf("^AEX", unlisted)).toEqual({ kind: "index", name: "AEX" });
    expect(instrumentOf("FTSEMIB.MI", unlisted)).toEqual({ kind: "index", name: "FTSE MIB" });
    expect(instrumentOf("^VIX", unlisted)).toEqual({ kind: "index", name: "VIX" });
  });

  it("calls a listing of the ETF sector a fund and any other a stock, by the listed name or else the symbol", () => {
    expect(instrumentOf("SPY", { company: "SPDR S&P 500 ETF Trust", sector: "ETF" })).toEqual({ kind: "fund", name: "SPDR S&P 500 ETF Trust" });
    expect(instrumentOf("NVDA", { company: "NVIDIA Corporation", sector: "Technology" })).toEqual({ kind: "stock", name: "NVIDIA Corporation" });
    expect(instrumentOf("ZZZZ", unlisted)).toEqual({ kind: "stock", name: "ZZZZ" });
  });
});
