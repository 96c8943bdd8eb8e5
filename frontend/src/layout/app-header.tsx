import { Link, NavLink } from "react-router-dom";
import { Tooltip } from "radix-ui";
import { useAuthStore } from "../stores/auth-store";
import { Button } from "../ui/button";
import { floatingPanelClass } from "../ui/floating-panel-class";

const navItem =
  "rounded-sm px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-ink-muted transition-colors hover:bg-surface-raised hover:text-ink-strong aria-[current=page]:bg-surface-raised aria-[current=page]:text-ink-strong";

function SignedInNav() {
  return (
    <>
      <NavLink to="/dashboard" className={navItem}>Dashboard</NavLink>
      <NavLink to="/world-view" className={navItem}>World View</NavLink>
      <NavLink to="/israel-iran-view" className={navItem}>Israel &amp; Iran</NavLink>
      <NavLink to="/prediction-markets" className={navItem}>Prediction Markets</NavLink>
      <NavLink to="/news" className={navItem}>News</NavLink>
      <NavLink to="/calendar" className={navItem}>Calendar</NavLink>
    </>
  );
}

function SignedOutNav() {
  const signIn = useAuthStore((s) => s.signIn);
  return (
    <>
      <Button variant="primary" onClick={() => void signIn()}>
        Get Started
      </Button>
      <NavLink to="/world-view" className={navItem}>World View</NavLink>
      <NavLink to="/israel-iran-view" className={navItem}>Israel &amp; Iran</NavLink>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button type="button" className={navItem} onClick={() => void signIn("/prediction-markets")}>
            Prediction Markets
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="bottom"
            sideOffset={6}
            className={`${floatingPanelClass} rounded-sm px-2 py-1 text-2xs text-ink-strong`}
          >
            Click to login
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
      <NavLink to="/news" className={navItem}>News</NavLink>
      <NavLink to="/calendar" className={navItem}>Calendar</NavLink>
    </>
  );
}

/** `width`: the page's width class (usePageWidthClass), so the header lines up with the page under it. */
export function AppHeader({ width = "max-w-content" }: { width?: string }) {
  const signedIn = useAuthStore((s) => s.status === "authenticated");
  return (
    <header className="sticky top-0 z-10 border-b border-line bg-surface">
      <div className={`mx-auto flex ${width} flex-wrap items-center gap-x-6 gap-y-1 px-4 py-2 md:h-header md:py-0`}>
        <Link to="/" className="font-mono text-lg font-semibold tracking-tight text-ink-strong">
          Tradewire
        </Link>
        <nav aria-label="Main" className="flex w-full flex-wrap items-center gap-1 md:w-auto md:flex-1 md:justify-end">
          {signedIn ? <SignedInNav /> : <SignedOutNav />}
        </nav>
      </div>
    </header>
  );
}
