import type { ReactNode } from "react";
import { Button } from "./button";
import { ErrorState } from "./error-state";

/** A failed load, announced with a Try again button beside the message. */
export function RetryErrorState({ onRetry, children }: { onRetry: () => unknown; children: ReactNode }) {
  return (
    <ErrorState
      action={
        <Button size="xs" onClick={() => void onRetry()}>
          Try again
        </Button>
      }
    >
      {children}
    </ErrorState>
  );
}
