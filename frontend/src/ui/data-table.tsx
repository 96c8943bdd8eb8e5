import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";

/** Figures line up: monospaced, tabular, right-aligned. */
export const numericCell = "text-right font-mono tabular-nums whitespace-nowrap";

const density = { compact: "px-2 py-1.5", roomy: "px-3 py-1.5" } as const;
export type TableDensity = keyof typeof density;

interface DataTableProps {
  /** The table's accessible name, when no heading names it. */
  label?: string;
  /** Column headers, in order: text, or a node (e.g. a visually hidden label). */
  columns: { key: string; header: ReactNode; align?: "left" | "right"; title?: string }[];
  /** Upper-cases the headers (the spec writes some headers in capitals already). */
  upperCaseHeaders?: boolean;
  density?: TableDensity;
  children: ReactNode;
}

/** A bordered table that scrolls sideways on its own on a narrow screen, with the design system's header row. */
export function DataTable({ label, columns, upperCaseHeaders = false, density: size = "roomy", children }: DataTableProps) {
  return (
    <div className="overflow-x-auto rounded-md border border-line">
      <table aria-label={label} className="w-full text-left text-xs">
        <thead className={`bg-surface-raised text-2xs tracking-caps text-ink-faint${upperCaseHeaders ? " uppercase" : ""}`}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                title={column.title}
                className={`${density[size]} font-medium whitespace-nowrap${column.align === "right" ? " text-right" : ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A body row of a DataTable. */
export function DataRow({ children, className }: { children: ReactNode; className?: string }) {
  return <tr className={`border-t border-line${className ? ` ${className}` : ""}`}>{children}</tr>;
}

type CellProps = TdHTMLAttributes<HTMLTableCellElement> & { density?: TableDensity };

/** A body cell; pass className for tone and alignment (numericCell for figures). */
export function DataCell({ density: size = "roomy", className, ...props }: CellProps) {
  return <td className={`${density[size]}${className ? ` ${className}` : ""}`} {...props} />;
}

/** The cell that names its row (a ticker symbol). */
export function RowHeaderCell({ density: size = "roomy", className, ...props }: ThHTMLAttributes<HTMLTableCellElement> & { density?: TableDensity }) {
  return <th scope="row" className={`${density[size]} font-mono font-semibold text-ink-strong${className ? ` ${className}` : ""}`} {...props} />;
}
