import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { Article } from "@tradewire/core";
import { createChoiceStore } from "../../stores/create-choice-store";

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
}

const initialVoice: SquawkVoiceState = { voice: null, rate: SQUAWK_RATES.initial };
const clampRate = (rate: unknown) =>
  typeof rate === "number" && Number.isFinite(rate) ? Math.min(SQUAWK_RATES.max, Math.max(SQUAWK_RATES.min, rate)) : SQUAWK_RATES.initial;

/** The squawk's voice and speed, remembered per browser. */
export const useSquawkVoiceStore = create<SquawkVoiceState & { setVoice: (voice: string | null) => void; setRate: (rate: number) => void }>()(
  persist(
    (set) => ({
      ...initialVoice,
      setVoice: (voice) => set({ voice }),
      setRate: (rate) => set({ rate: clampRate(rate) }),
    }),
    {
      name: "tradewire.squawk-voice",
      storage: createJSONStorage(() => localStorage),
      partialize: ({ voice, rate }) => ({ voice, rate }),
      merge: (stored, current) => {
        const { voice, rate } = (stored ?? {}) as Partial<SquawkVoiceState>;
        return { ...current, voice: typeof voice === "string" ? voice : null, rate: clampRate(rate) };
      },
    },
  ),
);

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

/** What the reader chose for a new HIGH story, done: the tone, or the squawk. Other impacts pass quietly. */
export function alertForNewStory(article: Pick<Article, "impact" | "source" | "title">): void {
  if (article.impact !== "high") return;
  const choice = useHighStoryAlertStore.getState().choice;
  if (choice === "tone") playTone();
  else if (choice === "squawk") speak(squawkTextOf(article));
}
