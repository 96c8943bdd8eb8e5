import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { useAuthStore } from "../stores/auth-store";
import { defaultReturnPath } from "./auth-paths";

/** Spec section 4: when the provider ends the session, the user is returned to /dashboard. */
export function useSessionEndRedirect(): void {
  const sessionEndedAt = useAuthStore((s) => s.sessionEndedAt);
  const navigate = useNavigate();
  useEffect(() => {
    if (sessionEndedAt !== null) void navigate(defaultReturnPath, { replace: true });
  }, [sessionEndedAt, navigate]);
}
