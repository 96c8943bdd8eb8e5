import { useState } from "react";
import type { Scorecard } from "@tradewire/core/schemas/scorecard";
import { reactionHorizons, type ReactionHorizonName } from "@tradewire/core/wire-constants";
import { useAuthStore } from "../../stores/auth-store";
import { ChoiceSwitch } from "../../features/news/choice-switch";
import { horizonLabel } from "../../features/news/format-reaction";
import { ReleaseScorecardSection } from "../../features/scorecard/release-scorecard";
import { CalibrationChart, ScorecardTable } from "../../features/scorecard/scorecard-tables";
import { useScorecard } from "../../features/scorecard/use-scorecard";
import { Button } from "../../ui/button";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { LoadingState } from "../../ui/loading-state";

const impactLabel = (key: string) => key.toUpperCase();
const horizonOptions = reactionHorizons.map((horizon) => ({ value: horizon, text: horizonLabel[horizon], title: `Reactions ${horizonLabel[horizon]} after the story` }));

/** Whether the page must say its prices are simulated: of the stories' and the releases' reactions, those measured at all. */
function simulatedNote(scorecard: Scorecard): string | null {
  const measured = [scorecard.prices, scorecard.releases.prices].filter((prices) => prices !== "none");
  if (measured.every((prices) => prices === "live")) return null;
  return measured.every((prices) => prices === "simulated") ? "these reactions are" : "some of these reactions are";
}

/** The impact tag's public report card: what prices did after HIGH, MID and LOW stories. */
export function ScorecardPage() {
  const state = useScorecard();
  const signIn = useAuthStore((s) => s.signIn);
  const [horizon, setHorizon] = useState<ReactionHorizonName>("30m");
  return (
    <section className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="text-xl font-semibold text-ink-strong">Impact scorecard</h1>
        <p className="max-w-3xl text-sm text-pretty text-ink">
          Every story is tagged HIGH, MID or LOW when it arrives. This page grades those tags against what prices then did: for each ticker a
          story names, its return minus its benchmark's (the abnormal return) 5 minutes, 30 minutes and one trading day after the story, and that
          in the ticker's own standard deviations (σ). It shows association, not cause: a move that follows a story was not necessarily made by it.
        </p>
      </header>
      {state.status === "loading" && <LoadingState>Loading the scorecard...</LoadingState>}
      {state.status === "failed" && <ErrorState>Could not load the scorecard.</ErrorState>}
      {state.status === "loaded" && simulatedNote(state.scorecard) && (
        <p role="note" className="rounded-sm border border-caution/40 px-3 py-2 text-sm text-caution">
          Replay mode: {simulatedNote(state.scorecard)} measured on simulated prices from the bundled replay set, not market data. Every figure below says so.
        </p>
      )}
      {state.status === "loaded" && state.scorecard.prices === "none" && <EmptyState>No story's reactions have been measured yet.</EmptyState>}
      {state.status === "loaded" && state.scorecard.prices === "none" && state.scorecard.releases.prices !== "none" && (
        <ChoiceSwitch label="Horizon" options={horizonOptions} value={horizon} onChange={setHorizon} />
      )}
      {state.status === "loaded" && state.scorecard.prices !== "none" && (
        <>
          <CalibrationChart groups={state.scorecard.by_impact} labelOf={impactLabel} simulated={state.scorecard.prices !== "live"} />
          <ChoiceSwitch label="Horizon" options={horizonOptions} value={horizon} onChange={setHorizon} />
          <ScorecardTable
            caption={`By impact, ${horizonLabel[horizon]} after the story${state.scorecard.prices !== "live" ? " (simulated prices)" : ""}`}
            groups={state.scorecard.by_impact}
            horizon={horizon}
            labelOf={impactLabel}
          />
          {state.scorecard.by_tag && state.scorecard.by_source ? (
            <div className="grid gap-6 lg:grid-cols-2">
              <ScorecardTable
                caption={`By topic, ${horizonLabel[horizon]} after the story${state.scorecard.prices !== "live" ? " (simulated prices)" : ""}`}
                groups={state.scorecard.by_tag}
                horizon={horizon}
              />
              <ScorecardTable
                caption={`By source, ${horizonLabel[horizon]} after the story${state.scorecard.prices !== "live" ? " (simulated prices)" : ""}`}
                groups={state.scorecard.by_source}
                horizon={horizon}
              />
            </div>
          ) : (
            <p className="text-sm text-ink-muted">
              Members see it by topic and by source too.{" "}
              <Button size="xs" onClick={() => void signIn("/scorecard")}>
                Sign in
              </Button>
            </p>
          )}
        </>
      )}
      {state.status === "loaded" && <ReleaseScorecardSection releases={state.scorecard.releases} horizon={horizon} />}
    </section>
  );
}
