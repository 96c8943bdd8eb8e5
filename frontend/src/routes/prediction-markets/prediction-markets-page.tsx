import { MarketsBoard } from "../../features/prediction-markets/markets-board";
import { MarketsLoginCard } from "../../features/prediction-markets/markets-login-card";
import { marketsErrors } from "../../features/prediction-markets/markets-api";
import { useMarketsStore } from "../../features/prediction-markets/markets-store";
import { useAuthStore } from "../../stores/auth-store";
import { LoadingState } from "../../ui/loading-state";

/** /prediction-markets: the table for members; for visitors, and members whose session ran out, the login card. */
export function PredictionMarketsPage() {
  const status = useAuthStore((s) => s.status);
  const sessionGone = useMarketsStore((s) => s.status === "error" && s.error === marketsErrors.authRequired);
  if (status === "loading") return <LoadingState>Loading...</LoadingState>;
  if (status !== "authenticated") return <MarketsLoginCard />;
  if (sessionGone) return <MarketsLoginCard message={marketsErrors.authRequired} />;
  return <MarketsBoard />;
}
