import { Popover } from "radix-ui";
import { useEffect, useId, useState } from "react";
import { useAuthStore } from "../../stores/auth-store";
import { Button } from "../../ui/button";
import { fieldClass } from "../../ui/field-class";
import { floatingPanelClass } from "../../ui/floating-panel-class";
import { SQUAWK_RATES, speak, useSquawkVoiceStore } from "./high-story-alert";

/** The browser's voices, which some browsers list only after a first `voiceschanged`. */
function useVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => globalThis.speechSynthesis?.getVoices() ?? []);
  useEffect(() => {
    const synth = globalThis.speechSynthesis;
    if (!synth) return;
    const update = () => setVoices(synth.getVoices());
    synth.addEventListener("voiceschanged", update);
    return () => synth.removeEventListener("voiceschanged", update);
  }, []);
  return voices;
}

/** The squawk's voice and speed, and for a member whether it reads stories on their tickers too, in a popover beside the switch, with a sample to hear them. */
export function SquawkVoiceSettings() {
  const { voice, rate, myTickers, setVoice, setRate, setMyTickers } = useSquawkVoiceStore();
  const signedIn = useAuthStore((s) => s.status === "authenticated");
  const voices = useVoices();
  const voiceId = useId();
  const rateId = useId();
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button size="xs" title="The squawk's voice and speed">
          Voice
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label="Squawk voice and speed"
          className={`${floatingPanelClass} grid w-72 max-w-[calc(100vw-2rem)] gap-3 rounded-md p-3 text-sm`}
        >
          <div className="grid gap-1">
            <label htmlFor={voiceId} className="text-2xs tracking-caps text-ink-faint uppercase">
              Voice
            </label>
            <select id={voiceId} className={fieldClass} value={voice ?? ""} onChange={(event) => setVoice(event.target.value || null)}>
              <option value="">The browser's default</option>
              {voices.map((each) => (
                <option key={each.voiceURI} value={each.voiceURI}>
                  {each.name} ({each.lang})
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <label htmlFor={rateId} className="text-2xs tracking-caps text-ink-faint uppercase">
              Speed {rate.toFixed(1)}×
            </label>
            <input
              id={rateId}
              type="range"
              min={SQUAWK_RATES.min}
              max={SQUAWK_RATES.max}
              step={SQUAWK_RATES.step}
              value={rate}
              onChange={(event) => setRate(Number(event.target.value))}
              className="accent-accent"
            />
          </div>
          {signedIn && (
            <label className="flex items-center gap-2 text-ink">
              <input type="checkbox" checked={myTickers} onChange={(event) => setMyTickers(event.target.checked)} className="accent-accent" />
              Also read stories on my tickers, whatever their impact
            </label>
          )}
          <Button size="xs" onClick={() => speak("Squawk check: new high-impact stories are read like this.")}>
            Hear a sample
          </Button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
