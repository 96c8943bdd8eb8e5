import { ComingSoonPage } from "../../layout/coming-soon-page";

export function PredictionMarketsPage() {
  return <ComingSoonPage title="Prediction Markets" note="Coming soon: the prediction-market table." />;
}
