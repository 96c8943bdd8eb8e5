import { useRef, type ReactNode } from "react";
import { classNames } from "./class-names";
import { TableDensityContext, tableDensityPadding, type TableDensity } from "./table-density";
import { useScrollsSideways } from "./use-scrolls-sideways";

export interface DataTableColumn {
  key: string;
  /** Text, or a node such as a visually hidden label. */
  header: ReactNode;
  /** Right for figures, so the header sits over its numbers. */
  align?: "left" | "right";
  title?: string;
  /** For a sortable column: whether the rows are sorted by it now (the header then holds a SortButton). */
  sort?: "ascending" | "descending" | "none";
}

interface DataTableProps {
  /** The table's accessible name, when no heading names it. */
  label?: string;
  columns: DataTableColumn[];
  /** Upper-cases the headers (the spec writes some headers in capitals already). */
  upperCaseHeaders?: boolean;
  density?: TableDensity;
  /** DataRows. */
  children: ReactNode;
}

/**
 * A bordered table with the design system's header row. On a narrow screen it scrolls sideways on its own,
 * says so under it, and takes keyboard focus so that the arrow keys scroll it too.
 */
export function DataTable({ label, columns, upperCaseHeaders = false, density = "roomy", children }: DataTableProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const scrollsSideways = useScrollsSideways(scrollerRef);
  return (
    <TableDensityContext value={density}>
      <div ref={scrollerRef} tabIndex={scrollsSideways ? 0 : undefined} data-scrolls-sideways={scrollsSideways || undefined} className="overflow-x-auto rounded-md border border-line">
        <table aria-label={label} className="w-full text-left text-xs">
          <thead className={classNames("bg-surface-raised text-2xs tracking-caps text-ink-faint", upperCaseHeaders && "uppercase")}>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  title={column.title}
                  aria-sort={column.sort}
                  className={classNames(tableDensityPadding[density], "font-medium whitespace-nowrap", column.align === "right" && "text-right")}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      {scrollsSideways && (
        <p aria-hidden="true" className="mt-1 text-right text-2xs text-ink-faint">
          Scroll sideways for more →
        </p>
      )}
    </TableDensityContext>
  );
}
