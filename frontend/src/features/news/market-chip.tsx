import type { ArticleMarket } from "@tradewire/core";
import { useNavigate } from "react-router-dom";
import { trackEvent } from "../../api/track-event";
import { chipClass } from "../../ui/chip-class";
import { HiddenChip } from "./hidden-chip";
import { HIDDEN } from "@tradewire/core/wire-constants";
import { marketPageUrl } from "@tradewire/core/domain/market-page-url";

const marketChip = `${chipClass} border-accent/40 text-accent-strong`;
const question = "min-w-0 font-sans sm:max-w-96 sm:truncate";

interface MarketChipProps {
  market: ArticleMarket;
  articleUrl: string;
}

/**
 * A prediction market linked to the story (spec section 2): closed ones are dimmed and inert, open
 * ones open the event page on their platform, one without a slug does nothing, and a visitor's hidden one
 * leads to /news.
 */
export function MarketChip({ market, articleUrl }: MarketChipProps) {
  const navigate = useNavigate();

  if (market.closed) {
    return (
      <span aria-disabled="true" title={`Closed: ${market.question}`} className={`${chipClass} border-line text-ink-faint opacity-60`}>
        <span className="uppercase">Closed</span>
        <span className={question}>{market.question}</span>
      </span>
    );
  }
  if (market.question === HIDDEN) {
    return (
      <HiddenChip
        tone="market"
        label="Hidden prediction market: members see it"
        onClick={() => {
          trackEvent("Hidden Prediction Market Clicked", { article_url: articleUrl });
          void navigate("/news");
        }}
      />
    );
  }
  if (!market.slug) {
    return (
      <span title={market.question} className={marketChip}>
        <span className={question}>{market.question}</span>
      </span>
    );
  }
  const { slug } = market;
  return (
    <a
      href={marketPageUrl(market.platform, slug)}
      target="_blank"
      rel="noopener noreferrer"
      title={market.question}
      onClick={() => trackEvent("Prediction Market Clicked", { slug, question: market.question, article_url: articleUrl })}
      className={`${marketChip} hover:border-accent hover:bg-surface-raised`}
    >
      <span className={question}>{market.question}</span>
      <span aria-hidden="true">↗</span>
    </a>
  );
}
