import { describe, expect, it } from "vitest";
import { earningsImportance, macroImportance } from "./importance";

describe("macroImportance", () => {
  // The first block is every kind of row of Nasdaq's real answer for 2 July 2024; the second, the headline releases of
  // other days in the calendar's naming (the period in brackets is dropped by the source, and by the rules if present).
  it.each([
    ["EU", "CPI", "mid"],
    ["EU", "Core CPI", "mid"],
    ["EU", "CPI, n.s.a", "low"],
    ["EU", "HICP ex Energy & Food", "low"],
    ["EU", "Unemployment Rate", "low"],
    ["EU", "ECB's De Guindos Speaks", "low"],
    ["EU", "ECB President Lagarde Speaks", "low"],
    ["ES", "Spanish Unemployment Change", "low"],
    ["IT", "Italian Monthly Unemployment Rate", "low"],
    ["GB", "3-Year Treasury Gilt Auction", "low"],
    ["US", "Redbook", "low"],
    ["US", "Fed Chair Powell Speaks", "mid"],
    ["US", "JOLTs Job Openings", "mid"],
    ["US", "Total Vehicle Sales", "low"],
    ["US", "IBD/TIPP Economic Optimism", "low"],
    ["US", "API Weekly Crude Oil Stock", "low"],
    ["CA", "S&P Global Canada Manufacturing PMI", "low"],
    ["JP", "au Jibun Bank Japan Services PMI", "low"],
    ["CN", "Caixin Services PMI", "low"],
    ["AU", "Building Approvals", "low"],
    ["NZ", "GlobalDairyTrade Price Index", "low"],
    ["US", "CPI", "high"],
    ["US", "Core CPI", "high"],
    ["US", "CPI (YoY)", "high"],
    ["US", "CPI Index, n.s.a.", "low"],
    ["US", "Core PCE Price Index", "high"],
    ["US", "PCE Price index", "high"],
    ["US", "Nonfarm Payrolls", "high"],
    ["US", "Private Nonfarm Payrolls", "low"],
    ["US", "Unemployment Rate", "high"],
    ["US", "GDP", "high"],
    ["US", "GDP Price Index", "low"],
    ["US", "Retail Sales", "high"],
    ["US", "Core Retail Sales", "high"],
    ["US", "ISM Manufacturing PMI", "high"],
    ["US", "ISM Non-Manufacturing PMI", "high"],
    ["US", "ISM Manufacturing Prices", "low"],
    ["US", "Fed Interest Rate Decision", "high"],
    ["US", "FOMC Statement", "mid"],
    ["EU", "ECB Interest Rate Decision", "high"],
    ["EU", "Deposit Facility Rate", "high"],
    ["EU", "ECB Press Conference", "mid"],
    ["GB", "BoE Interest Rate Decision", "high"],
    ["JP", "BoJ Interest Rate Decision", "high"],
    ["CA", "BoC Interest Rate Decision", "mid"],
    ["ZZ", "OPEC Meeting", "high"],
    ["ZZ", "OPEC+ Meeting", "high"],
    ["US", "Initial Jobless Claims", "mid"],
    ["US", "Continuing Jobless Claims", "low"],
    ["US", "PPI", "mid"],
    ["US", "Core PPI", "mid"],
    ["US", "CB Consumer Confidence", "mid"],
    ["US", "Michigan Consumer Sentiment", "mid"],
    ["US", "Durable Goods Orders", "mid"],
    ["US", "Core Durable Goods Orders", "mid"],
    ["US", "ADP Nonfarm Employment Change", "mid"],
    ["US", "Crude Oil Inventories", "mid"],
    ["DE", "German CPI", "mid"],
    ["JP", "National Core CPI", "mid"],
    ["JP", "Tokyo Core CPI", "mid"],
    ["GB", "GDP", "mid"],
    ["CN", "GDP", "mid"],
    ["CN", "CPI", "mid"],
    ["AU", "CPI", "low"],
    ["CA", "Retail Sales", "low"],
  ] as const)("%s %s is %s", (country, title, impact) => {
    expect(macroImportance(country, title)).toBe(impact);
  });
});

describe("earningsImportance", () => {
  it("ranks mega caps high, large caps mid, the rest and the unknown low", () => {
    expect(earningsImportance(3_400_000_000_000)).toBe("high");
    expect(earningsImportance(200e9)).toBe("high");
    expect(earningsImportance(199_999_999_999)).toBe("mid");
    // Constellation Brands on 3 July 2024, from Nasdaq's earnings calendar.
    expect(earningsImportance(47_076_153_012)).toBe("mid");
    expect(earningsImportance(10e9)).toBe("mid");
    expect(earningsImportance(2_983_181_468)).toBe("low");
    expect(earningsImportance(null)).toBe("low");
  });
});
