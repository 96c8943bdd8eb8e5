import { Badge, type BadgeTone } from "../../ui/badge";

type FeatureBadge = "Beta" | "Premium" | "Roadmap";

const features: { name: string; badge: FeatureBadge; note: string }[] = [
  { name: "Live News Feed", badge: "Beta", note: "Trade, tariff and geopolitical stories as they break, tagged high, mid or low impact." },
  { name: "Stock Impact Reports", badge: "Premium", note: "The tickers a story moves, with their returns since the event." },
  { name: "Prediction Markets", badge: "Beta", note: "The prediction markets tied to each story, with volume and time to expiry." },
  { name: "AI Assistant", badge: "Roadmap", note: "Ask what a headline means for your positions, in plain words." },
  { name: "Market Trends", badge: "Roadmap", note: "The themes gathering momentum across sources this week." },
  { name: "Personal Watchlist", badge: "Roadmap", note: "Your tickers first: stories that touch them rise to the top." },
  { name: "Algo Trading Canvas", badge: "Roadmap", note: "Wire news signals into trading rules without writing code." },
  { name: "Backtester", badge: "Roadmap", note: "How a news rule would have traded past headlines." },
  { name: "Options", badge: "Roadmap", note: "Implied-volatility moves around the stories that matter." },
];

const badgeTone: Record<FeatureBadge, BadgeTone> = {
  Beta: "accent",
  Premium: "solid",
  Roadmap: "muted",
};

/** The nine features of spec section 2, each with its Beta, Premium or Roadmap badge. */
export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className="space-y-4">
      <h2 id="features-title" className="text-lg font-semibold text-ink-strong">What you get</h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ name, badge, note }) => (
          <li key={name} className="space-y-1.5 rounded-md border border-line bg-surface p-4">
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-ink-strong">{name}</h3>
              <Badge tone={badgeTone[badge]}>{badge}</Badge>
            </div>
            <p className="text-sm text-ink-muted">{note}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
