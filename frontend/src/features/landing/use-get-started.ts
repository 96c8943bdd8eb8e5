import { useNavigate } from "react-router-dom";
import { useAuthStore } from "../../stores/auth-store";

/** 'Get Started Free' (spec section 2): the dashboard when signed in, otherwise login. */
export function useGetStarted(): () => void {
  const signedIn = useAuthStore((s) => s.status === "authenticated");
  const signIn = useAuthStore((s) => s.signIn);
  const navigate = useNavigate();
  return () => {
    if (signedIn) void navigate("/dashboard");
    else void signIn();
  };
}
