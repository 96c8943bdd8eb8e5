/** Spec section 2: the 'LIVE' mark of a box whose content follows pushes and refreshes on its own. */
export function LiveMarker() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-sm border border-live/40 px-1.5 py-px font-mono text-2xs tracking-caps text-live">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-live motion-safe:animate-pulse" />
      LIVE
    </span>
  );
}
