import { Toast as RadixToast } from "radix-ui";
import { useToastStore } from "../stores/toast-store";
import { classNames } from "./class-names";

/** Spec section 9: a toast closes by itself after 5 seconds. */
export const TOAST_DURATION_MS = 5000;

/**
 * The app's one toast region (Radix Toast: announced politely, paused while hovered or focused, closed by
 * swipe or Escape). Holds at most one toast, the newest.
 */
export function Toaster() {
  const toast = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toast && (
        <RadixToast.Root
          key={toast.id}
          type={toast.tone === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => !open && dismiss(toast.id)}
          className={classNames(
            "grid gap-0.5 rounded-md border bg-surface-raised px-4 py-3 pr-9 shadow-menu motion-safe:animate-slide-in relative",
            toast.tone === "destructive" ? "border-danger/60" : "border-line-strong",
          )}
        >
          <RadixToast.Title className={classNames("text-sm font-semibold", toast.tone === "destructive" ? "text-danger" : "text-ink-strong")}>
            {toast.title}
          </RadixToast.Title>
          {toast.description && <RadixToast.Description className="text-xs text-ink-muted">{toast.description}</RadixToast.Description>}
          <RadixToast.Close aria-label="Dismiss" className="absolute top-2 right-2 rounded-sm px-1.5 text-base leading-none text-ink-muted hover:text-ink-strong">
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport className="fixed right-4 bottom-10 z-50 flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
    </RadixToast.Provider>
  );
}
