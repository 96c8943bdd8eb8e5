const benefits = [
  "Every story tagged by impact within seconds, with the delay since publication shown.",
  "The tickers and prediction markets each headline moves, linked on the story.",
  "One feed across Reuters, Bloomberg, CNBC, WSJ and more, with repeats folded together.",
  "Alerts by e-mail, webhook or Telegram when a story matches your rules.",
];

/** Why a trader would read the tape here. */
export function BenefitsList() {
  return (
    <section aria-labelledby="benefits-title" className="space-y-4">
      <h2 id="benefits-title" className="text-lg font-semibold text-ink-strong">Why traders use Tradewire</h2>
      <ul className="grid gap-x-8 gap-y-2 md:grid-cols-2">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2 text-sm text-ink">
            <span aria-hidden="true" className="font-mono text-accent">→</span>
            {benefit}
          </li>
        ))}
      </ul>
    </section>
  );
}
