import { createContext } from "react";

/** Cell padding: compact for wide tables of figures, roomy for short lists a person edits. */
export const tableDensityPadding = { compact: "px-2 py-1.5", roomy: "px-3 py-1.5" } as const;

export type TableDensity = keyof typeof tableDensityPadding;

/** The density a DataTable hands its cells, so no cell has to repeat it. */
export const TableDensityContext = createContext<TableDensity>("roomy");
