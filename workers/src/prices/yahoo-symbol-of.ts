/** Yahoo spells share classes with a dash (BRK.B -> BRK-B); indices (^GSPC), FX (EURUSD=X) and futures (CL=F) pass through. */
export function yahooSymbolOf(symbol: string): string {
  return symbol.trim().toUpperCase().replace(/\./g, "-");
}
