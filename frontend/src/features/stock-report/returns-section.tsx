import { useId, useMemo, useState } from "react";
import type { TimeFrame } from "@tradewire/core";
import { EmptyState } from "../../ui/empty-state";
import { useComposeAlert } from "../alerts/use-compose-alert";
import { SERIES_SWATCH_CLASSES, seriesColorIndex } from "./chart-maths";
import { initialSelection, type PresentedReport } from "./present-report";
import { ReturnsChart, type VisibleSeries } from "./returns-chart";

/** The Returns chart with its interval buttons and legend (spec sections 2 and 4). */
export function ReturnsSection({ report }: { report: PresentedReport }) {
  const composeAlert = useComposeAlert();
  // The story's details show the same section as the report: each needs its own heading id.
  const headingId = useId();
  const [chosenFrame, setChosenFrame] = useState<TimeFrame>(report.defaultTimeFrame);
  const [selected, setSelected] = useState<string[]>(() => initialSelection(report));
  // A live update may drop the chosen interval; the report's default then takes over.
  const timeFrame = report.availableTimeFrames.includes(chosenFrame) ? chosenFrame : report.defaultTimeFrame;
  const frame = report.frames[timeFrame];
  const hasData = frame !== undefined && frame.labels.length > 0 && frame.series.length > 0;

  const visible = useMemo<VisibleSeries[]>(
    () =>
      (frame?.series ?? []).flatMap((series, index) =>
        selected.includes(series.ticker) ? [{ series, colorIndex: seriesColorIndex(index) }] : [],
      ),
    [frame, selected],
  );

  const toggle = (ticker: string) =>
    setSelected((current) => (current.includes(ticker) ? current.filter((item) => item !== ticker) : [...current, ticker]));

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-xs font-semibold tracking-caps text-ink-muted uppercase">
          Returns
        </h3>
        <div role="group" aria-label="Interval" className="flex gap-1">
          {report.availableTimeFrames.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === timeFrame}
              onClick={() => setChosenFrame(option)}
              className={`rounded-sm border px-2 py-0.5 font-mono text-2xs ${option === timeFrame ? "border-accent bg-accent/15 text-accent-strong" : "border-line-strong text-ink-muted hover:text-ink-strong"}`}
            >
              {report.frames[option]?.label || option}
            </button>
          ))}
        </div>
      </div>

      {!hasData ? (
        <EmptyState>No chart data available for this interval.</EmptyState>
      ) : (
        <>
          <ul aria-label="Legend" className="flex flex-wrap gap-1.5">
            {frame.series.map((series, index) => {
              const on = selected.includes(series.ticker);
              return (
                <li key={series.ticker} className="flex items-center overflow-hidden rounded-sm border border-line-strong">
                  <button
                    type="button"
                    aria-pressed={on}
                    title={on ? `Hide ${series.ticker}` : `Show ${series.ticker}`}
                    onClick={() => toggle(series.ticker)}
                    className={`flex items-center gap-1.5 px-2 py-0.5 font-mono text-2xs ${on ? "text-ink-strong" : "text-ink-faint line-through"} hover:bg-surface-raised`}
                  >
                    <span aria-hidden="true" className={`size-2 rounded-full ${SERIES_SWATCH_CLASSES[seriesColorIndex(index)]} ${on ? "" : "opacity-30"}`} />
                    {series.ticker}
                  </button>
                  <button
                    type="button"
                    aria-label={`Add alert for ${series.ticker}`}
                    title="Add alert"
                    onClick={() => composeAlert({ name: `${series.ticker} alert`, type: "Stock Alert", tickers: [series.ticker] })}
                    className="border-l border-line-strong px-1.5 py-0.5 text-2xs text-ink-muted hover:bg-surface-raised hover:text-accent-strong"
                  >
                    <span aria-hidden="true">+</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {/* Spec section 5: with no series selected the chart is left out. */}
          {visible.length > 0 && <ReturnsChart frame={frame} visible={visible} event={report.event} />}
        </>
      )}
    </section>
  );
}
