import { Popover } from "radix-ui";
import type { Move } from "@tradewire/core";
import { chipClass } from "../../ui/chip-class";
import { floatingPanelClass } from "../../ui/floating-panel-class";
import { describeMove, moveIsUp, moveSize, moveSubjectShort } from "./describe-move";
import { MoveStories } from "./move-stories";

/** One move as a chip ("NVDA -3.80% vs SPY, -19.0σ"), opening its stories. */
export function MoveChip({ move }: { move: Move }) {
  const tone = moveIsUp(move) ? "border-gain/40 text-gain" : "border-loss/40 text-loss";
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button type="button" className={`${chipClass} ${tone} cursor-pointer hover:bg-surface-raised`}>
          <span className="font-semibold">{moveSubjectShort(move)}</span>
          <span>{moveSize(move)}</span>
          {/* Its name starts with what it shows, and then says it whole. */}
          <span className="sr-only">{`: ${describeMove(move)}, its stories`}</span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="start" sideOffset={6} aria-label="Why it moved" className={`${floatingPanelClass} w-[32rem] max-w-[calc(100vw-2rem)] rounded-md p-3`}>
          <MoveStories move={move} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
