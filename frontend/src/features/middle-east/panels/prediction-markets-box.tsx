import { useState } from "react";
import { useShallow } from "zustand/react/shallow";
import { useAuthStore } from "../../../stores/auth-store";
import { Button } from "../../../ui/button";
import { EmptyState } from "../../../ui/empty-state";
import { ErrorState } from "../../../ui/error-state";
import { LoadingState } from "../../../ui/loading-state";
import { marketsErrors } from "../../prediction-markets/markets-api";
import { useMiddleEastMarkets, useMiddleEastMarketsStore } from "../use-middle-east-markets";
import { PanelMarketItem } from "./panel-market-item";
import { PanelSection } from "./panel-section";

/** Spec section 9: the desktop panel shows the first 6 markets; the phone's Analytics panel shows them all. */
export const PANEL_MARKETS_SHOWN = 6;

const MAP_PAGE = "/israel-iran-view";

/** What the box says before any market: the visitor's sign-in prompt, loading, an error or an empty list. */
function MarketsBoxState() {
  const authStatus = useAuthStore((s) => s.status);
  const signIn = useAuthStore((s) => s.signIn);
  const { status, error } = useMiddleEastMarketsStore(useShallow((s) => ({ status: s.status, error: s.error })));

  if (authStatus === "loading") return <LoadingState>Loading prediction markets...</LoadingState>;
  if (authStatus !== "authenticated") {
    return (
      <ErrorState
        action={
          <Button variant="primary" onClick={() => void signIn(MAP_PAGE)}>
            Login to Access
          </Button>
        }
      >
        {marketsErrors.authRequired}
      </ErrorState>
    );
  }
  if (status === "error") return <ErrorState>{error}</ErrorState>;
  if (status !== "loaded") return <LoadingState>Loading prediction markets...</LoadingState>;
  return <EmptyState>No prediction markets available</EmptyState>;
}

/**
 * The 'Prediction Markets' box of the map page (spec sections 2 and 8): for members the region's markets (those
 * of its stories first, then the largest tagged with it), refreshed every 30 s and by pushes, each opening to its
 * price chart; for visitors a sign-in prompt, and no request at all.
 */
export function PredictionMarketsBox({ limit }: { limit?: number }) {
  useMiddleEastMarkets();
  const signedIn = useAuthStore((s) => s.status === "authenticated");
  const { status, markets, error } = useMiddleEastMarketsStore(useShallow((s) => ({ status: s.status, markets: s.markets, error: s.error })));
  const [openId, setOpenId] = useState<string | null>(null);
  const shown = limit === undefined ? markets : markets.slice(0, limit);

  return (
    <PanelSection title="Prediction Markets" liveFrom="markets">
      {signedIn && status === "loaded" && shown.length > 0 ? (
        <>
          {/* A refresh that failed keeps the markets on screen, with the reason. */}
          {error && <ErrorState>{error}</ErrorState>}
          <ul aria-label="Prediction markets" className="space-y-0.5">
            {shown.map((market) => (
              <PanelMarketItem key={market.id} market={market} open={openId === market.id} onToggle={() => setOpenId(openId === market.id ? null : market.id)} />
            ))}
          </ul>
        </>
      ) : (
        <MarketsBoxState />
      )}
    </PanelSection>
  );
}
