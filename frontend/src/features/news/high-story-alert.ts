import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { Article } from "@tradewire/core";
import { createChoiceStore } from "../../stores/create-choice-store";
import { useMyTickersStore } from "./my-tickers-store";

/** What a new HIGH story does: it always flashes its row; then nothing more, a short tone, or the squawk reading it aloud. */
export const highStoryAlerts = ["flash", "tone", "squawk"] as const;
export type HighStoryAlert = (typeof highStoryAlerts)[number];

/** Remembered per browser; the flash alone until the reader picks otherwise (a page must not start talking by itself). */
export const useHighStoryAlertStore = createChoiceStore("tradewire.news-high-alert", highStoryAlerts, "flash");

export const SQUAWK_RATES = { min: 0.7, max: 2, step: 0.1, initial: 1.2 } as const;

interface SquawkVoiceState {
  /** The chosen voice's voiceURI; null for the browser's default. */
  voice: string | null;
  rate: number;
  /** Also read new stories, of any impact, that name or move a ticker on the member's list. */
  myTickers: boolean;
}

const initialVoice: SquawkVoiceState = { voice: null, rate: SQUAWK_RATES.initial, myTickers: false };
const clampRate = (rate: unknown) =>
  typeof rate === "number" && Number.isFinite(rate) ? Math.min(SQUAWK_RATES.max, Math.max(SQUAWK_RATES.min, rate)) : SQUAWK_RATES.initial;

interface SquawkVoiceActions {
  setVoice: (voice: string | null) => void;
  setRate: (rate: number) => void;
  setMyTickers: (on: boolean) => void;
}

/** The squawk's voice, speed and what it reads besides HIGH stories, remembered per browser. */
export const useSquawkVoiceStore = create<SquawkVoiceState & SquawkVoiceActions>()(
  persist(
    (set) => ({
      ...initialVoice,
      setVoice: (voice) => set({ voice }),
      setRate: (rate) => set({ rate: clampRate(rate) }),
      setMyTickers: (myTickers) => set({ myTickers }),
    }),
    {
      name: "tradewire.squawk-voice",
      storage: createJSONStorage(() => localStorage),
      partialize: ({ voice, rate, myTickers }) => ({ voice, rate, myTickers }),
      merge: (stored, current) => {
        const { voice, rate, myTickers } = (stored ?? {}) as Partial<SquawkVoiceState>;
        return { ...current, voice: typeof voice === "string" ? voice : null, rate: clampRate(rate), myTickers: myTickers === true };
      },
    },
  ),
);

/** The symbols of the member's list a story names or moves, in the story's order. */
export function myTickersIn(article: Pick<Article, "tickers" | "related_tickers">, mine: readonly string[]): string[] {
  const named = article.tickers.map((ticker) => (typeof ticker === "string" ? ticker : ticker.ticker));
  return [...new Set([...named, ...article.related_tickers])].filter((symbol) => mine.includes(symbol));
}

/** What the squawk says for a story: its source and headline. */
export const squawkTextOf = (article: Pick<Article, "source" | "title">) => `${article.source}: ${article.title}`;

/** Reads a text aloud with the chosen voice and speed, after whatever is being read; nothing where speech is missing. */
export function speak(text: string): void {
  const synth = globalThis.speechSynthesis;
  if (!synth || typeof SpeechSynthesisUtterance === "undefined") return;
  const { voice, rate } = useSquawkVoiceStore.getState();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.rate = rate;
  const chosen = voice ? synth.getVoices().find((each) => each.voiceURI === voice) : undefined;
  if (chosen) utterance.voice = chosen;
  synth.speak(utterance);
}

let audio: AudioContext | undefined;

/** A short two-note tone, from the Web Audio API (no sound file to load). */
export function playTone(): void {
  if (typeof AudioContext === "undefined") return;
  audio ??= new AudioContext();
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.14, 1320],
  ] as const) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.12, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.12);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.13);
  }
}

/**
 * What the reader chose for a new story, done: for a HIGH story the tone or the squawk; and with the squawk's "my
 * tickers" on, any other story that names or moves one of the member's tickers is read too, its symbols first.
 */
export function alertForNewStory(article: Pick<Article, "impact" | "source" | "title" | "tickers" | "related_tickers">): void {
  const choice = useHighStoryAlertStore.getState().choice;
  if (article.impact === "high") {
    if (choice === "tone") playTone();
    else if (choice === "squawk") speak(squawkTextOf(article));
    return;
  }
  if (choice !== "squawk" || !useSquawkVoiceStore.getState().myTickers) return;
  const mine = myTickersIn(article, useMyTickersStore.getState().tickers);
  if (mine.length) speak(`${mine.join(", ")}. ${squawkTextOf(article)}`);
}
