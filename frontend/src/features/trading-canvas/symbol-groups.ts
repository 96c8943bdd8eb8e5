import type { InstrumentKind, PricedSymbol } from "@tradewire/core/schemas/prices";
import type { SelectGroup } from "../../ui/matching-options";

const groupNames: Record<InstrumentKind, string> = { stock: "Stocks", fund: "Funds (ETFs)", index: "Indices" };
const kindOrder: readonly InstrumentKind[] = ["stock", "fund", "index"];

/** The chooser's list: stocks, funds, then indices, each by name, every entry its name then its symbol ("AEX (^AEX)"). */
export function symbolGroups(symbols: readonly Pick<PricedSymbol, "symbol" | "name" | "kind">[]): SelectGroup[] {
  return kindOrder.flatMap((kind) => {
    const options = symbols
      .filter((symbol) => symbol.kind === kind)
      .map((symbol) => ({ value: symbol.symbol, label: symbol.name, detail: symbol.name === symbol.symbol ? undefined : symbol.symbol }))
      .sort((a, b) => a.label.localeCompare(b.label, "en", { sensitivity: "base", numeric: true }));
    return options.length ? [{ label: groupNames[kind], options }] : [];
  });
}
