import type { Article } from "@tradewire/core";
import { useAuthStore } from "../../stores/auth-store";
import { Button } from "../../ui/button";
import { alertFormFromStory } from "./alert-form-from-story";
import { useComposeAlert } from "./use-compose-alert";

interface AlertMeButtonProps {
  article: Article;
  /** 'Alert me' written beside the bell, where there is room (the report modal); a feed row shows the bell alone. */
  labelled?: boolean;
}

/** A member's "Alert me" on a story: New Alert on the story's tickers and tags (premium), or /billing. Visitors see none. */
export function AlertMeButton({ article, labelled = false }: AlertMeButtonProps) {
  const signedIn = useAuthStore((s) => s.status === "authenticated");
  const composeAlert = useComposeAlert();
  if (!signedIn) return null;
  return (
    <Button size="xs" aria-label={`Alert me on ${article.title}`} title={labelled ? undefined : "Alert me"} onClick={() => composeAlert(alertFormFromStory(article))}>
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
