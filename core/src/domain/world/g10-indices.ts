/**
 * The G10 members and the main equity index the World View follows for each, by Yahoo symbol. The order
 * is the chart's: it fixes each region's colour in the palette, whichever regions have data.
 */
export const g10Indices = [
  { region: "Belgium", symbol: "^BFX", index: "BEL 20" },
  { region: "Canada", symbol: "^GSPTSE", index: "S&P/TSX Composite" },
  { region: "France", symbol: "^FCHI", index: "CAC 40" },
  { region: "Germany", symbol: "^GDAXI", index: "DAX" },
  { region: "Italy", symbol: "FTSEMIB.MI", index: "FTSE MIB" },
  { region: "Japan", symbol: "^N225", index: "Nikkei 225" },
  { region: "Netherlands", symbol: "^AEX", index: "AEX" },
  { region: "Sweden", symbol: "^OMX", index: "OMX Stockholm 30" },
  { region: "Switzerland", symbol: "^SSMI", index: "SMI" },
  { region: "United Kingdom", symbol: "^FTSE", index: "FTSE 100" },
  { region: "United States", symbol: "^GSPC", index: "S&P 500" },
] as const;

export type G10Region = (typeof g10Indices)[number]["region"];

/** A region's place in the G10 list (its colour slot), or -1 for a name outside it. */
export const g10IndexOf = (region: string): number => g10Indices.findIndex((entry) => entry.region === region);
