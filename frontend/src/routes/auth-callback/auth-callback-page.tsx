import { Link, Navigate } from "react-router-dom";
import { useAuthStore } from "../../stores/auth-store";
import { returnPathOf } from "../../auth/return-path-of";
import { buttonClass } from "../../ui/button-class";
import { LoadingState } from "../../ui/loading-state";

/** Where the provider returns after sign-in; init() has already redeemed the code. */
export function AuthCallbackPage() {
  const status = useAuthStore((s) => s.status);
  const returnTo = useAuthStore((s) => returnPathOf(s.user?.state));
  if (status === "loading") return <LoadingState>Loading...</LoadingState>;
  if (status === "authenticated") return <Navigate to={returnTo} replace />;
  return (
    <section className="space-y-4">
      <h1 className="text-xl font-semibold text-ink-strong">Login failed</h1>
      <Link to="/" className={buttonClass("secondary", "sm")}>
        Back to Tradewire
      </Link>
    </section>
  );
}
