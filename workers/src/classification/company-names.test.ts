import { tickerListingsBySymbol, upsertTickers } from "@tradewire/db";
import { createTestDatabase } from "@tradewire/db/testing/test-databases";
import { describe, expect, it } from "vitest";
import { ensureTickerDictionary } from "./ensure-ticker-dictionary";
import { loadTickerListings } from "./ticker-dictionary";

/**
 * The official names of the largest US and European listings (US-listed symbols, ADRs included), as each
 * company names itself in its filings (10-K, 20-F, 40-F), written as the dictionary writes every name: without
 * a comma before the legal form ("Amazon.com Inc." for "Amazon.com, Inc."). Kept by hand, apart from the build
 * script's corrections, so a wrong name in the screener data fails here rather than reaching a report.
 */
const officialNames: Record<string, string> = {
  // United States
  NVDA: "NVIDIA Corporation",
  AAPL: "Apple Inc.",
  MSFT: "Microsoft Corporation",
  AMZN: "Amazon.com Inc.",
  GOOGL: "Alphabet Inc.",
  GOOG: "Alphabet Inc.",
  META: "Meta Platforms Inc.",
  AVGO: "Broadcom Inc.",
  TSLA: "Tesla Inc.",
  "BRK.B": "Berkshire Hathaway Inc.",
  LLY: "Eli Lilly and Company",
  JPM: "JPMorgan Chase & Co.",
  WMT: "Walmart Inc.",
  V: "Visa Inc.",
  MA: "Mastercard Incorporated",
  XOM: "Exxon Mobil Corporation",
  JNJ: "Johnson & Johnson",
  ORCL: "Oracle Corporation",
  COST: "Costco Wholesale Corporation",
  HD: "The Home Depot Inc.",
  PG: "The Procter & Gamble Company",
  KO: "The Coca-Cola Company",
  BAC: "Bank of America Corporation",
  CVX: "Chevron Corporation",
  ABBV: "AbbVie Inc.",
  NFLX: "Netflix Inc.",
  AMD: "Advanced Micro Devices Inc.",
  CSCO: "Cisco Systems Inc.",
  UNH: "UnitedHealth Group Incorporated",
  WFC: "Wells Fargo & Company",
  MS: "Morgan Stanley",
  GS: "The Goldman Sachs Group Inc.",
  IBM: "International Business Machines Corporation",
  CAT: "Caterpillar Inc.",
  MRK: "Merck & Co. Inc.",
  PEP: "PepsiCo Inc.",
  MCD: "McDonald's Corporation",
  DIS: "The Walt Disney Company",
  INTC: "Intel Corporation",
  QCOM: "QUALCOMM Incorporated",
  TXN: "Texas Instruments Incorporated",
  AMGN: "Amgen Inc.",
  PFE: "Pfizer Inc.",
  BA: "The Boeing Company",
  T: "AT&T Inc.",
  VZ: "Verizon Communications Inc.",
  ADBE: "Adobe Inc.",
  CRM: "Salesforce Inc.",
  AXP: "American Express Company",
  C: "Citigroup Inc.",
  RTX: "RTX Corporation",
  LMT: "Lockheed Martin Corporation",
  MU: "Micron Technology Inc.",
  TMO: "Thermo Fisher Scientific Inc.",
  PM: "Philip Morris International Inc.",
  PCG: "PG&E Corporation",
  // Europe; and the largest Canadian and Taiwanese listings
  ASML: "ASML Holding N.V.",
  SAP: "SAP SE",
  NVO: "Novo Nordisk A/S",
  SHEL: "Shell plc",
  AZN: "AstraZeneca PLC",
  TTE: "TotalEnergies SE",
  UL: "Unilever PLC",
  NVS: "Novartis AG",
  UBS: "UBS Group AG",
  HSBC: "HSBC Holdings plc",
  SAN: "Banco Santander S.A.",
  BBVA: "Banco Bilbao Vizcaya Argentaria S.A.",
  BP: "BP p.l.c.",
  GSK: "GSK plc",
  BCS: "Barclays PLC",
  LYG: "Lloyds Banking Group plc",
  BTI: "British American Tobacco p.l.c.",
  ING: "ING Groep N.V.",
  RACE: "Ferrari N.V.",
  EQNR: "Equinor ASA",
  SPOT: "Spotify Technology S.A.",
  ARM: "Arm Holdings plc",
  SNY: "Sanofi",
  E: "Eni S.p.A.",
  BUD: "Anheuser-Busch InBev SA/NV",
  DEO: "Diageo plc",
  RELX: "RELX PLC",
  NGG: "National Grid plc",
  STLA: "Stellantis N.V.",
  PHG: "Koninklijke Philips N.V.",
  ERIC: "Telefonaktiebolaget LM Ericsson",
  CRH: "CRH plc",
  STM: "STMicroelectronics N.V.",
  MT: "ArcelorMittal S.A.",
  NWG: "NatWest Group plc",
  PUK: "Prudential plc",
  ETN: "Eaton Corporation plc",
  MDT: "Medtronic plc",
  LIN: "Linde plc",
  ACN: "Accenture plc",
  RY: "Royal Bank of Canada",
  TD: "The Toronto-Dominion Bank",
  BNS: "The Bank of Nova Scotia",
  BMO: "Bank of Montreal",
  TSM: "Taiwan Semiconductor Manufacturing Company Limited",
};

describe("company names in the ticker dictionary", () => {
  it("are the official names of the largest US and European listings", () => {
    const companyOf = new Map(loadTickerListings().map((listing) => [listing.ticker, listing.company]));
    const symbols = Object.keys(officialNames);
    expect(symbols.length).toBeGreaterThanOrEqual(50);
    expect(Object.fromEntries(symbols.map((symbol) => [symbol, companyOf.get(symbol)]))).toEqual(officialNames);
  });

  it("carry no security description, preferred's leftovers or doubled legal form", () => {
    const suspicious = loadTickerListings()
      .map((listing) => listing.company)
      .filter((company) => /\b(?:Pfd|Registry|Common Stock|Ordinary Shares|Voting)\b|\s{2}|\b(PLC|plc|Ltd\.|Inc\.)\s+\1$|\bplc\.$| Of /.test(company));
    expect(suspicious).toEqual([]);
  });

  it("reach a database loaded from an older dictionary at the next start", async () => {
    const database = await createTestDatabase("pglite");
    try {
      await ensureTickerDictionary(database.db);
      const xom = loadTickerListings().find((listing) => listing.ticker === "XOM")!;
      await upsertTickers(database.db, [{ ...xom, company: "ExxonMobil Holdings Corporation" }]);
      await ensureTickerDictionary(database.db);
      expect((await tickerListingsBySymbol(database.db, ["XOM"])).get("XOM")?.company).toBe("Exxon Mobil Corporation");
    } finally {
      await database.drop();
    }
  });
});
