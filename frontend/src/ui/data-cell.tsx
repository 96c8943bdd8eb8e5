import { use, type TdHTMLAttributes } from "react";
import { classNames } from "./class-names";
import { TableDensityContext, tableDensityPadding } from "./table-density";

interface DataCellProps extends TdHTMLAttributes<HTMLTableCellElement> {
  /** A figure: monospaced, tabular and right-aligned, so the digits of a column line up. */
  numeric?: boolean;
}

/** A body cell, padded as its table's density says; className adds tone and alignment. */
export function DataCell({ numeric = false, className, ...props }: DataCellProps) {
  const density = use(TableDensityContext);
  return (
    <td
      className={classNames(tableDensityPadding[density], numeric && "text-right font-mono tabular-nums whitespace-nowrap", className)}
      {...props}
    />
  );
}
