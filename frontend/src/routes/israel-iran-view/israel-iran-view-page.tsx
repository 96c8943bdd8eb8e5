import { ComingSoonPage } from "../../layout/coming-soon-page";

export function IsraelIranViewPage() {
  return (
    <ComingSoonPage
      title="Proxy War and Possible targets"
      note="Coming soon: the Middle East map, news and oil price."
    />
  );
}
