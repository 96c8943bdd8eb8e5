const assurances = ["Secure payment powered by our card payment provider", "30-day money-back guarantee", "Cancel anytime"] as const;

/** The billing page's footer (spec section 2). */
export function BillingFooter() {
  return (
    <ul aria-label="Billing assurances" className="flex flex-wrap justify-center gap-x-6 gap-y-1 border-t border-line pt-4 text-xs text-ink-muted">
      {assurances.map((assurance) => (
        <li key={assurance} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="text-live">
            ✓
          </span>
          {assurance}
        </li>
      ))}
    </ul>
  );
}
