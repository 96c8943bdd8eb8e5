import { Link } from "react-router-dom";
import { useAuthStore } from "../../stores/auth-store";
import { Button } from "../../ui/button";
import { buttonClass } from "../../ui/button-class";

/** What a visitor (or a member whose session is gone) sees on /prediction-markets (spec section 2). */
export function MarketsLoginCard({ message = "Please log in to access prediction markets data" }: { message?: string }) {
  const signIn = useAuthStore((s) => s.signIn);
  return (
    <section aria-labelledby="markets-login" className="mx-auto max-w-form space-y-4 rounded-md border border-line bg-surface p-6 text-center">
      <h1 id="markets-login" className="text-lg font-semibold text-ink-strong">
        Login to Access Prediction Markets
      </h1>
      <p className="text-sm text-ink-muted">{message}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="primary" size="md" onClick={() => void signIn("/prediction-markets")}>
          Log in
        </Button>
        <Link to="/news" className={buttonClass("secondary", "md")}>
          News
        </Link>
        <Link to="/world-view" className={buttonClass("secondary", "md")}>
          World View
        </Link>
      </div>
    </section>
  );
}
