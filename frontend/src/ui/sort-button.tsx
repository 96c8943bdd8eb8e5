import type { ReactNode } from "react";
import { classNames } from "./class-names";

interface SortButtonProps {
  /** Whether the rows are sorted by this column now, and which way. */
  sort: "ascending" | "descending" | "none";
  onClick: () => void;
  align?: "left" | "right";
  children: ReactNode;
}

const arrows = { ascending: "▲", descending: "▼", none: "↕" } as const;

/** A sortable column's header: the whole label is the button, its arrow says the current order. */
export function SortButton({ sort, onClick, align = "left", children }: SortButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={classNames(
        "inline-flex items-center gap-1 rounded-sm tracking-caps uppercase hover:text-ink-strong",
        sort !== "none" && "text-ink-strong",
        align === "right" && "flex-row-reverse",
      )}
    >
      {children}
      <span aria-hidden="true" className={classNames("text-[0.6rem]", sort === "none" && "text-ink-faint opacity-60")}>
        {arrows[sort]}
      </span>
    </button>
  );
}
