/** The Big Five Banks of Canada, by their NYSE listings (USD), in order of size. */
export const bigFiveBanks = [
  { symbol: "RY", name: "Royal Bank of Canada" },
  { symbol: "TD", name: "Toronto-Dominion Bank" },
  { symbol: "BNS", name: "Bank of Nova Scotia" },
  { symbol: "BMO", name: "Bank of Montreal" },
  { symbol: "CM", name: "Canadian Imperial Bank of Commerce" },
] as const;
