import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { releasedFixture } from "../../testing/calendar-fixture";
import { useHighStoryAlertStore } from "../news/high-story-alert";
import { alertForRelease } from "./release-alert";

const spoken: string[] = [];

beforeEach(() => {
  vi.stubGlobal(
    "SpeechSynthesisUtterance",
    class {
      rate = 1;
      voice = null;
      constructor(public text: string) {}
    },
  );
  vi.stubGlobal("speechSynthesis", { getVoices: () => [], speak: (utterance: { text: string }) => spoken.push(utterance.text) });
});
afterEach(() => {
  spoken.length = 0;
  vi.unstubAllGlobals();
  localStorage.clear();
  useHighStoryAlertStore.setState(useHighStoryAlertStore.getInitialState());
});

describe("a pushed release", () => {
  it("is read aloud against the consensus when high and the squawk is on, and not otherwise", () => {
    alertForRelease(releasedFixture());
    expect(spoken).toEqual([]);
    useHighStoryAlertStore.getState().choose("squawk");
    alertForRelease(releasedFixture({ importance: "mid" }));
    alertForRelease(releasedFixture());
    expect(spoken).toEqual(["US CPI y/y 3.1% vs 3.0% expected"]);
  });
});
