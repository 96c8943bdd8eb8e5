import { useAuthStore } from "../../stores/auth-store";
import { Button } from "../../ui/button";

/** What a visitor's calendar leaves out, and the way in (as the scorecard and the stock report invite visitors to sign in). */
export function CalendarVisitorNote() {
  const signIn = useAuthStore((s) => s.signIn);
  return (
    <div role="note" className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-sm border border-accent/40 px-3 py-2 text-sm text-ink">
      <p className="min-w-0 flex-[1_1_20rem]">
        You are seeing today's high-importance events. Members see the whole week ahead, every importance and country, the earnings of
        their own tickers, and each actual the moment it is out.
      </p>
      <Button variant="primary" size="xs" onClick={() => void signIn("/calendar")}>
        Sign in to see the week
      </Button>
    </div>
  );
}
