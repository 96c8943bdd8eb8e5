import { Badge, type BadgeTone } from "../../ui/badge";

/**
 * What a feature's badge says about who has it: Members, every signed-in user (the free plan too); Premium, the
 * paying plans only (the server refuses the rest with requirePremium); Roadmap, not built yet; Beta, built and
 * still moving.
 */
type FeatureBadge = "Beta" | "Members" | "Premium" | "Roadmap";

/**
 * The nine features of spec section 2, each badged by what the code gives today: the server's premium checks
 * (requirePremium) and the dashboard's (usePremium) decide Premium, a member-only route decides Members.
 */
const landingFeatures: readonly { name: string; badge: FeatureBadge; note: string }[] = [
  { name: "Live News Feed", badge: "Beta", note: "Trade, tariff and geopolitical stories as they break, tagged high, mid or low impact." },
  // GET /api/report/:id is open to every member.
  { name: "Stock Impact Reports", badge: "Members", note: "The tickers a story moves, with their returns since the event." },
  { name: "Prediction Markets", badge: "Beta", note: "The prediction markets tied to each story, with volume and time to expiry." },
  // Premium members can ask the desk, a search of the stored news; an assistant that explains headlines is not built.
  { name: "AI Assistant", badge: "Roadmap", note: "Ask what a headline means for your positions, in plain words." },
  // GET /api/dashboard/movers: requirePremium.
  { name: "Market Trends", badge: "Premium", note: "The day's biggest movers among the tickers in the news, each with the story that named it." },
  // GET /api/dashboard/watchlist answers every member: the hearts are their own.
  { name: "Personal Watchlist", badge: "Members", note: "The prediction markets you follow, with their price and 24-hour change." },
  // GET /api/prices is open to every member.
  { name: "Algo Trading Canvas", badge: "Members", note: "Candles of the tickers in the news, in bars from five minutes to a day." },
  // Strategy backtests are not built; the dashboard's option calculator is the Options card's.
  { name: "Backtester", badge: "Roadmap", note: "How a news rule would have traded past headlines." },
  // The option calculator runs in the browser for every member.
  { name: "Options", badge: "Members", note: "Price European calls and puts with their greeks, Black-Scholes with dividends." },
];

const badgeTone: Record<FeatureBadge, BadgeTone> = {
  Beta: "accent",
  Members: "positive",
  Premium: "solid",
  Roadmap: "muted",
};

/** The nine features of spec section 2, each with the badge of who has it today. */
export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="features-title" className="text-lg font-semibold text-ink-strong">What you get</h2>
        <p className="text-xs text-ink-muted">Beta: live, still changing. Members: free with an account. Premium: on a paid plan. Roadmap: not built yet.</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {landingFeatures.map(({ name, badge, note }) => (
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
