import { ComingSoonPage } from "../../layout/coming-soon-page";

export function WorldViewPage() {
  return <ComingSoonPage title="World View" note="Coming soon: G10 Performance across regions." />;
}
