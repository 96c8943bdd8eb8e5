import { ComingSoonPage } from "../../layout/coming-soon-page";

export function NewsPage() {
  return <ComingSoonPage title="News" note="Coming soon: the live news feed, tagged by impact and source." />;
}
