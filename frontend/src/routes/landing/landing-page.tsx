import { Link, useNavigate } from "react-router-dom";
import { useAuthStore } from "../../stores/auth-store";
import { buttonClass } from "../../layout/button-class";

export function LandingPage() {
  const signedIn = useAuthStore((s) => s.status === "authenticated");
  const signIn = useAuthStore((s) => s.signIn);
  const navigate = useNavigate();

  const getStarted = () => {
    if (signedIn) void navigate("/dashboard");
    else void signIn();
  };

  return (
    <section className="mx-auto max-w-prose space-y-6 py-10 text-center md:py-20">
      <p className="font-mono text-2xs tracking-caps text-ink-faint uppercase">
        Trade · Tariffs · Geopolitics
      </p>
      <h1 className="text-2xl font-semibold text-balance text-ink-strong">
        The headlines that move markets, the moment they break.
      </h1>
      <p className="text-base text-pretty text-ink-muted">
        Tradewire tags every story by impact, links it to the tickers and prediction markets it
        moves, and alerts you where you work.
      </p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <button type="button" className={buttonClass("primary")} onClick={getStarted}>
          Get Started Free
        </button>
        <Link to="/news" className={buttonClass("secondary")}>
          Explore Demo
        </Link>
      </div>
      <p className="text-xs text-ink-faint">No credit card required, free tier available, upgrade anytime</p>
    </section>
  );
}
