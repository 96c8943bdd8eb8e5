/**
 * A desktop side panel: 400 px (spec section 9), its boxes stacked and scrolled when taller than the map, shown
 * from the desktop breakpoint on. The gaps between boxes let the pointer through to the map beneath.
 */
export const panelClass =
  "pointer-events-none z-10 hidden max-h-full w-100 flex-col gap-3 overflow-y-auto p-3 lg:flex [&>*]:pointer-events-auto";
