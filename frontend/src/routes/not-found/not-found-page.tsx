import { Link } from "react-router-dom";
import { buttonClass } from "../../ui/button-class";

export function NotFoundPage() {
  return (
    <section className="space-y-4">
      <h1 className="text-xl font-semibold text-ink-strong">404 Page Not Found</h1>
      <p className="text-sm text-ink-muted">Did you forget to add the page to the router?</p>
      <Link to="/" className={buttonClass("secondary", "sm")}>
        Back to Tradewire
      </Link>
    </section>
  );
}
