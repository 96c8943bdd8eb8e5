import { ComingSoonPage } from "../../layout/coming-soon-page";

export function BillingPage() {
  return <ComingSoonPage title="Choose Your Plan" note="Coming soon: plans and pricing." />;
}
