import { use, type ThHTMLAttributes } from "react";
import { classNames } from "./class-names";
import { TableDensityContext, tableDensityPadding } from "./table-density";

/** The cell that names its row (a ticker symbol), for screen readers as much as for the eye. */
export function RowHeaderCell({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  const density = use(TableDensityContext);
  return <th scope="row" className={classNames(tableDensityPadding[density], "font-mono font-semibold text-ink-strong", className)} {...props} />;
}
