import { Navigate, Outlet } from "react-router-dom";
import { useAuthStore } from "../stores/auth-store";
import { LoadingState } from "../ui/loading-state";

/** Guard of the login-required routes of spec section 2. */
export function RequireAuth() {
  const status = useAuthStore((s) => s.status);
  if (status === "loading") return <LoadingState>Loading...</LoadingState>;
  if (status !== "authenticated") return <Navigate to="/" replace />;
  return <Outlet />;
}
