/**
 * Yahoo spells share classes with a dash (BRK.B -> BRK-B, a dot before one class letter); exchange suffixes
 * (FTSEMIB.MI, SHOP.TO), indices (^GSPC), FX (EURUSD=X) and futures (CL=F) pass through.
 */
export function yahooSymbolOf(symbol: string): string {
  return symbol.trim().toUpperCase().replace(/\.(?=[A-Z]$)/, "-");
}
