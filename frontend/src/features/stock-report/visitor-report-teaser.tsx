import { useLocation } from "react-router-dom";
import { useAuthStore } from "../../stores/auth-store";

/** What a visitor sees instead of a report: a blurred stand-in chart and the way to sign in (spec section 2). */
export function VisitorReportTeaser() {
  const signIn = useAuthStore((s) => s.signIn);
  const location = useLocation();
  return (
    <div className="relative overflow-hidden rounded-md border border-line">
      <svg aria-hidden="true" viewBox="0 0 300 100" preserveAspectRatio="none" className="h-50 w-full blur-sm">
        <path d="M0 50 H300" className="stroke-line-strong" strokeWidth="1" fill="none" />
        <path d="M0 50 C40 48 60 30 100 35 S160 20 200 28 S260 12 300 18" className="stroke-series-1" strokeWidth="3" fill="none" />
        <path d="M0 50 C40 55 70 62 110 58 S170 70 210 66 S260 78 300 74" className="stroke-series-2" strokeWidth="3" fill="none" />
        <path d="M0 50 C50 47 80 52 120 45 S180 50 220 42 S270 46 300 40" className="stroke-series-3" strokeWidth="3" fill="none" />
      </svg>
      <div className="absolute inset-0 flex items-center justify-center bg-canvas/30">
        <button
          type="button"
          onClick={() => void signIn(`${location.pathname}${location.search}`)}
          className="rounded-md bg-surface px-3 py-1.5 text-sm font-medium text-accent-strong underline underline-offset-2 shadow-menu hover:text-ink-strong"
        >
          Log in to view
        </button>
      </div>
    </div>
  );
}
