import { useState, type ReactNode } from "react";
import { Collapsible } from "radix-ui";
import { classNames } from "../../../ui/class-names";

/** Wide enough for both 400 px panels and a useful map between them; on a narrower desktop they open folded. */
const roomForPanelsQuery = "(min-width: 80rem)";

const tabClass =
  "pointer-events-auto flex items-center gap-2 rounded-md border border-line-strong bg-surface-raised px-2.5 py-1 text-xs font-semibold text-ink-strong shadow-menu transition-colors hover:bg-surface";

interface SidePanelProps {
  /** The panel's name, on its tab too. */
  label: string;
  /** The edge it stands on: it folds towards it. */
  side: "left" | "right";
  className?: string;
  children: ReactNode;
}

/**
 * A desktop side panel of the map page (spec sections 2 and 9): 400 px, its boxes stacked and scrolled when taller
 * than the map. Its tab folds it away to the tab alone, so the map beneath shows, and opens it again; on a desktop
 * narrower than 1280 px, where two panels leave little map, it opens folded. Folded, its boxes are unmounted and
 * fetch nothing. Marked as covering the map (data-covers-map): the map keeps its view clear of it.
 */
export function SidePanel({ label, side, className, children }: SidePanelProps) {
  const [open, setOpen] = useState(() => window.matchMedia(roomForPanelsQuery).matches);
  const towardsEdge = side === "left" ? "‹" : "›";
  const awayFromEdge = side === "left" ? "›" : "‹";
  return (
    <Collapsible.Root asChild open={open} onOpenChange={setOpen}>
      <aside
        aria-label={label}
        data-covers-map=""
        className={classNames(
          "pointer-events-none z-10 flex max-h-full shrink-0 flex-col gap-3 p-3",
          side === "left" ? "items-start" : "items-end",
          open ? "w-100 self-stretch" : "self-start",
          className,
        )}
      >
        <Collapsible.Trigger className={tabClass}>
          {label}
          <span aria-hidden="true" className="font-mono text-ink-muted">
            {open ? towardsEdge : awayFromEdge}
          </span>
        </Collapsible.Trigger>
        <Collapsible.Content className="pointer-events-none flex min-h-0 w-full flex-col gap-3 overflow-y-auto [&>*]:pointer-events-auto">
          {children}
        </Collapsible.Content>
      </aside>
    </Collapsible.Root>
  );
}
