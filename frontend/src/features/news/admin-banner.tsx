/** Reminds an admin that the feed shows editing controls others do not see. */
export function AdminBanner() {
  return (
    <p role="status" className="rounded-sm border border-accent/40 bg-accent/10 px-3 py-1.5 text-xs font-medium text-accent-strong">
      Admin Mode Enabled
    </p>
  );
}
