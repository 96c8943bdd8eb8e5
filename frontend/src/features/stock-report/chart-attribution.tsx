/**
 * The credit lightweight-charts' licence asks for: a link to TradingView on the page that shows the chart.
 * It stands here, under the chart, instead of the library's logo over the lines.
 */
export function ChartAttribution() {
  return (
    <p>
      Chart by{" "}
      <a
        href="https://www.tradingview.com/"
        target="_blank"
        rel="noopener noreferrer"
        className="text-ink-muted underline underline-offset-2 hover:text-ink-strong"
      >
        TradingView Lightweight Charts™
      </a>
    </p>
  );
}
