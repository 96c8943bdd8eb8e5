import { Button } from "../../ui/button";
import { useGetStarted } from "./use-get-started";

/** The last nudge at the foot of the landing page. */
export function ClosingCall() {
  const getStarted = useGetStarted();
  return (
    <section aria-labelledby="closing-title" className="space-y-3 rounded-md border border-line bg-surface px-6 py-8 text-center">
      <h2 id="closing-title" className="text-lg font-semibold text-ink-strong">Read the headline before the market moves on it.</h2>
      <p className="text-sm text-ink-muted">Start with the free tier today; upgrade when the feed earns its keep.</p>
      <Button variant="primary" size="md" onClick={getStarted}>
        Create a Free Account
      </Button>
    </section>
  );
}
