import type { HTMLAttributes } from "react";
import { classNames } from "./class-names";

/** A body row of a table, ruled off from the row above. */
export function DataRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={classNames("border-t border-line", className)} {...props} />;
}
