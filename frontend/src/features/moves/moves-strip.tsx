import { Popover } from "radix-ui";
import { useAuthStore } from "../../stores/auth-store";
import { Button } from "../../ui/button";
import { floatingPanelClass } from "../../ui/floating-panel-class";
import { useMediaQuery } from "../../ui/use-media-query";
import { MoveChip } from "./move-chip";
import { useMovesStore } from "./moves-store";
import { useMoves } from "./use-moves";

/** Chips on the strip's line: a phone has room for one, a tablet for two, a wider screen for six; the rest are a click away. */
const wideQuery = "(min-width: 64rem)";
const phoneQuery = "(max-width: 39.99rem)";

/** "Moves" over the feed (members): the newest stocks and markets that moved more than they usually do, each opening its stories. */
export function MovesStrip() {
  useMoves();
  const member = useAuthStore((s) => s.status === "authenticated");
  const moves = useMovesStore((s) => s.moves);
  const wide = useMediaQuery(wideQuery);
  const phone = useMediaQuery(phoneQuery);
  // A phone keeps its screen for the stories until something moves.
  if (!member || (phone && moves.length === 0)) return null;
  const shown = moves.slice(0, wide ? 6 : phone ? 1 : 2);
  const more = moves.slice(shown.length);
  return (
    <section aria-label="Moves" className="flex min-w-0 flex-wrap items-center gap-1.5">
      <h2 className="w-14 shrink-0 text-2xs tracking-caps text-ink-faint uppercase">Moves</h2>
      {shown.length === 0 ? (
        <p className="text-2xs text-ink-muted">No stock or market has moved beyond its usual range yet.</p>
      ) : (
        <ul className="flex min-w-0 flex-wrap gap-1.5">
          {shown.map((move) => (
            <li key={move.move_id} className="min-w-0">
              <MoveChip move={move} />
            </li>
          ))}
        </ul>
      )}
      {more.length > 0 && (
        <Popover.Root>
          <Popover.Trigger asChild>
            <Button size="xs">{`+${more.length} more`}</Button>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content align="start" sideOffset={6} aria-label="Earlier moves" className={`${floatingPanelClass} max-h-[60vh] w-[24rem] max-w-[calc(100vw-2rem)] overflow-y-auto rounded-md p-2`}>
              <ul className="flex flex-col items-start gap-1">
                {more.map((move) => (
                  <li key={move.move_id} className="max-w-full">
                    <MoveChip move={move} />
                  </li>
                ))}
              </ul>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </section>
  );
}
