import { Link } from "react-router-dom";
import { Button } from "../../ui/button";
import { buttonClass } from "../../ui/button-class";
import { BenefitsList } from "../../features/landing/benefits-list";
import { ClosingCall } from "../../features/landing/closing-call";
import { FeatureCards } from "../../features/landing/feature-cards";
import { HeadlineMarquee } from "../../features/landing/headline-marquee";
import { useGetStarted } from "../../features/landing/use-get-started";

export function LandingPage() {
  const getStarted = useGetStarted();
  return (
    <div className="space-y-12 md:space-y-16">
      <HeadlineMarquee />
      <section className="mx-auto max-w-prose space-y-6 py-4 text-center md:py-10">
        <p className="font-mono text-2xs tracking-caps text-ink-faint uppercase">
          Trade · Tariffs · Geopolitics
        </p>
        <h1 className="text-2xl font-semibold text-balance text-ink-strong">
          The headlines that move markets, the moment they break.
        </h1>
        <p className="text-base text-pretty text-ink-muted">
          Tradewire tags every story by impact, links it to the tickers and prediction markets it
          moves, and alerts you where you work.
        </p>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <Button variant="primary" size="md" onClick={getStarted}>
            Get Started Free
          </Button>
          <Link to="/news" className={buttonClass("secondary")}>
            Explore Demo
          </Link>
        </div>
        <p className="text-xs text-ink-faint">No credit card required, free tier available, upgrade anytime</p>
      </section>
      <FeatureCards />
      <BenefitsList />
      <ClosingCall />
    </div>
  );
}
