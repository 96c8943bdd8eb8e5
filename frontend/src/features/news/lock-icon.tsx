/** The padlock on content kept for members; decorative, the chip's label says it in words. */
export function LockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" className="size-2.5 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.4">
      <rect x="2" y="5.5" width="8" height="5.5" rx="1" />
      <path d="M4 5.5V4a2 2 0 0 1 4 0v1.5" />
    </svg>
  );
}
