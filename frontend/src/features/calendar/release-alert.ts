import type { CalendarEvent } from "@tradewire/core";
import { playTone, speak, useHighStoryAlertStore } from "../news/high-story-alert";
import { releaseHeadline } from "./format-calendar-event";

/**
 * What the reader chose for a new HIGH story, done for a high-importance release too: the tone, or the squawk reading
 * the actual against the consensus ("US CPI y/y 3.1% vs 3.0% expected").
 */
export function alertForRelease(event: CalendarEvent): void {
  if (event.importance !== "high" || event.actual === null) return;
  const choice = useHighStoryAlertStore.getState().choice;
  if (choice === "tone") playTone();
  else if (choice === "squawk") speak(releaseHeadline(event));
}
