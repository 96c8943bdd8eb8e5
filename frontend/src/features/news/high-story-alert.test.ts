import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { articleFixture } from "@tradewire/core/testing/article-fixture";
import { alertForNewStory, useHighStoryAlertStore, useSquawkVoiceStore } from "./high-story-alert";
import { useMyTickersStore } from "./my-tickers-store";

/** The browser's speech, recording what it is asked to say (jsdom has none). */
const spoken: { text: string; rate: number; voice: string | undefined }[] = [];
const voices = [{ voiceURI: "urn:en-GB-female", name: "Serena", lang: "en-GB" }];

beforeEach(() => {
  vi.stubGlobal(
    "SpeechSynthesisUtterance",
    class {
      rate = 1;
      voice: { voiceURI: string } | null = null;
      constructor(public text: string) {}
    },
  );
  vi.stubGlobal("speechSynthesis", {
    getVoices: () => voices,
    speak: (utterance: { text: string; rate: number; voice: { voiceURI: string } | null }) =>
      spoken.push({ text: utterance.text, rate: utterance.rate, voice: utterance.voice?.voiceURI }),
  });
});
afterEach(() => {
  spoken.length = 0;
  vi.unstubAllGlobals();
  localStorage.clear();
  useHighStoryAlertStore.setState(useHighStoryAlertStore.getInitialState());
  useSquawkVoiceStore.setState(useSquawkVoiceStore.getInitialState());
  useMyTickersStore.getState().reset();
});

describe("a new story", () => {
  const high = articleFixture({ impact: "high", source: "reuters", title: "US imposes 50% tariffs on EU steel" });

  it("is not read aloud until the reader turns the squawk on", () => {
    alertForNewStory(high);
    expect(spoken).toEqual([]);
  });

  it("is read aloud, source and headline, with the chosen voice and speed, when HIGH and the squawk is on", () => {
    useHighStoryAlertStore.getState().choose("squawk");
    useSquawkVoiceStore.getState().setVoice("urn:en-GB-female");
    useSquawkVoiceStore.getState().setRate(1.5);
    alertForNewStory(high);
    alertForNewStory(articleFixture({ impact: "mid", title: "Analysts weigh tariff costs" }));
    expect(spoken).toEqual([{ text: "reuters: US imposes 50% tariffs on EU steel", rate: 1.5, voice: "urn:en-GB-female" }]);
  });

  it("keeps the squawk's speed within what speech engines take, and remembers the choices per browser", () => {
    useSquawkVoiceStore.getState().setRate(9);
    expect(useSquawkVoiceStore.getState().rate).toBe(2);
    useHighStoryAlertStore.getState().choose("squawk");
    expect(JSON.parse(localStorage.getItem("tradewire.news-high-alert")!).state.choice).toBe("squawk");
    expect(JSON.parse(localStorage.getItem("tradewire.squawk-voice")!).state.rate).toBe(2);
  });

  it("on my tickers is read too, any impact, its symbols first, once the squawk's 'my tickers' is on", () => {
    useHighStoryAlertStore.getState().choose("squawk");
    useMyTickersStore.setState({ status: "loaded", tickers: ["XOM", "ITA"] });
    const named = articleFixture({ impact: "low", source: "ap", title: "Exxon opens Guyana well", tickers: [{ ticker: "XOM", company: "Exxon Mobil", exchange: "NYSE", sector: "Energy", country: "US" }], related_tickers: [] });
    const moved = articleFixture({ impact: "mid", source: "ft", title: "NATO members lift spending goal", tickers: [], related_tickers: ["ITA"] });
    const other = articleFixture({ impact: "mid", source: "ft", title: "Coffee prices ease", tickers: [], related_tickers: [] });
    alertForNewStory(named);
    expect(spoken).toEqual([]);
    useSquawkVoiceStore.getState().setMyTickers(true);
    for (const story of [named, moved, other]) alertForNewStory(story);
    expect(spoken.map((utterance) => utterance.text)).toEqual(["XOM. ap: Exxon opens Guyana well", "ITA. ft: NATO members lift spending goal"]);
    expect(JSON.parse(localStorage.getItem("tradewire.squawk-voice")!).state.myTickers).toBe(true);
  });
});
