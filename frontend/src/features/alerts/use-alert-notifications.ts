import { useEffect } from "react";
import type { EventPayload } from "@tradewire/core/schemas/events";
import { onAlertTriggered } from "../../realtime/alert-triggered";
import { showToast } from "../../stores/toast-store";

const SOUND_KEY = "tradewire.alertSound";

/** The high-impact sound is off until the user turns it on (kept in this browser). */
export const alertSoundOn = () => globalThis.localStorage?.getItem(SOUND_KEY) === "on";
export const setAlertSound = (on: boolean) => globalThis.localStorage?.setItem(SOUND_KEY, on ? "on" : "off");

/** A short two-tone beep from Web Audio: no sound file to load. */
function beep() {
  const AudioContextClass = globalThis.AudioContext;
  if (!AudioContextClass) return;
  const audio = new AudioContextClass();
  const tone = audio.createOscillator();
  const gain = audio.createGain();
  tone.frequency.setValueAtTime(880, audio.currentTime);
  tone.frequency.setValueAtTime(660, audio.currentTime + 0.12);
  gain.gain.setValueAtTime(0.08, audio.currentTime);
  tone.connect(gain).connect(audio.destination);
  tone.start();
  tone.stop(audio.currentTime + 0.25);
}

/** What the user sees and hears when one of their alerts fires. */
export function announceAlert(event: EventPayload<"alert.triggered">) {
  const impact = event.item.impact ? `${event.item.impact.toUpperCase()} · ` : "";
  showToast({ title: `Alert: ${event.alert_name}`, description: `${impact}${event.item.title}` });
  if (globalThis.Notification?.permission === "granted" && document.visibilityState !== "visible") {
    new Notification(`Alert: ${event.alert_name}`, { body: event.item.title, tag: `alert-${event.alert_id}-${event.item.id}` });
  }
  if (event.item.impact === "high" && alertSoundOn()) beep();
}

/** Mounted once in the layout: every alert.triggered of the signed-in user becomes a toast (and, if allowed, a notification and a sound). */
export function useAlertNotifications() {
  useEffect(() => onAlertTriggered(announceAlert), []);
}
