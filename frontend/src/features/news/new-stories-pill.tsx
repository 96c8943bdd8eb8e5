interface NewStoriesPillProps {
  count: number;
  onReveal: () => void;
  /** The page scrolls, not the list: the pill stays at the top of the window, where a reader far down can see it. */
  pinnedToWindow?: boolean;
}

/** Tells a reader who scrolled down that stories arrived, without moving what they are reading. */
export function NewStoriesPill({ count, onReveal, pinnedToWindow = false }: NewStoriesPillProps) {
  return (
    <div aria-live="polite" className={`pointer-events-none ${pinnedToWindow ? "fixed" : "absolute"} inset-x-0 top-2 z-10 flex justify-center`}>
      {count > 0 && (
        <button
          type="button"
          onClick={onReveal}
          className="pointer-events-auto rounded-md bg-accent px-3 py-1 font-mono text-xs font-medium text-accent-ink tabular-nums shadow-menu hover:bg-accent-strong"
        >
          <span aria-hidden="true">↑ </span>
          {count} new
        </button>
      )}
    </div>
  );
}
