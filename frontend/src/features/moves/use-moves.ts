import { useEffect } from "react";
import { useAuthStore } from "../../stores/auth-store";
import { followMoves } from "./moves-store";

/** Holds the moves for a signed-in member (loaded, then kept by pushes); a visitor holds none. Once per page. */
export function useMoves(): void {
  const authStatus = useAuthStore((s) => s.status);
  useEffect(() => {
    if (authStatus === "loading") return;
    return followMoves(authStatus === "authenticated");
  }, [authStatus]);
}
