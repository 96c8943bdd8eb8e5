import { Navigate, Outlet } from "react-router-dom";
import { useAuthStore } from "../stores/auth-store";

/** Guard of the login-required routes of spec section 2. */
export function RequireAuth() {
  const status = useAuthStore((s) => s.status);
  if (status === "loading") return <p role="status" className="text-sm text-ink-muted">Loading...</p>;
  if (status !== "authenticated") return <Navigate to="/" replace />;
  return <Outlet />;
}
