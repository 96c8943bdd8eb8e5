import { useAuthStore } from "../../stores/auth-store";
import { Button } from "../../ui/button";
import type { AlertForm } from "./alerts-api";
import { useComposeAlert } from "./use-compose-alert";

interface AlertMeButtonProps {
  /** What the alert is about, as its accessible name says: a story's title, a market's question. */
  about: string;
  /** New Alert's fields, read when pressed: from `alertFormFromStory` or `alertFormFromMarket`. */
  prefill: () => Partial<AlertForm>;
  /** 'Alert me' written beside the bell, where there is room (the report modal); a feed row shows the bell alone. */
  labelled?: boolean;
}

/** A member's "Alert me" on a story or a market: New Alert filled in (premium), or /billing. Visitors see none. */
export function AlertMeButton({ about, prefill, labelled = false }: AlertMeButtonProps) {
  const signedIn = useAuthStore((s) => s.status === "authenticated");
  const composeAlert = useComposeAlert();
  if (!signedIn) return null;
  return (
    <Button size="xs" aria-label={`Alert me on ${about}`} title={labelled ? undefined : "Alert me"} onClick={() => composeAlert(prefill())}>
      <BellIcon />
      {labelled && "Alert me"}
    </Button>
  );
}

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 8.5V5.5a3 3 0 0 1 6 0v3l1 1H2z" />
      <path d="M5 10.5a1 1 0 0 0 2 0" />
    </svg>
  );
}
