import { Link } from "react-router-dom";
import { useAuthStore } from "../../stores/auth-store";
import { Button } from "../../ui/button";
import { buttonClass } from "../../ui/button-class";

/** The page's buttons (spec section 2): Dashboard for members or 'Get Started' (login) for visitors, and News. */
export function WorldViewActions() {
  const signedIn = useAuthStore((s) => s.status === "authenticated");
  const signIn = useAuthStore((s) => s.signIn);
  return (
    <div className="flex gap-2">
      {signedIn ? (
        <Link to="/dashboard" className={buttonClass("primary", "sm")}>
          Dashboard
        </Link>
      ) : (
        <Button variant="primary" onClick={() => void signIn()}>
          Get Started
        </Button>
      )}
      <Link to="/news" className={buttonClass("secondary", "sm")}>
        News
      </Link>
    </div>
  );
}
