import { Link } from "react-router-dom";
import { buttonClass } from "../../ui/button-class";

/** Under a sample table: what it is, and the way to the real one (spec section 2). */
export function UpgradeFooter({ children }: { children: string }) {
  return (
    <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
      <p className="text-xs text-ink-muted">{children}</p>
      <Link to="/billing" className={buttonClass("primary", "sm")}>
        Upgrade to Premium
      </Link>
    </div>
  );
}
