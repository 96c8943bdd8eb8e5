import { useRef, type ReactNode } from "react";
import { Dialog } from "radix-ui";

interface ModalPanelProps {
  /** Names the dialog for assistive technology and heads the panel. */
  title: ReactNode;
  /** Describes the dialog; shown under the title unless descriptionHidden. */
  description: ReactNode;
  descriptionHidden?: boolean;
  /** A × button in the header (the modal still closes on Escape and on the overlay without it). */
  closeButton?: boolean;
  /** Runs before Escape closes the dialog; call event.preventDefault() to keep it open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  children: ReactNode;
}

/** The panel of a modal inside a ModalShell: centred, scrolls within the viewport, its title labelling the dialog. */
export function ModalPanel({ title, description, descriptionHidden = false, closeButton = false, onEscapeKeyDown, children }: ModalPanelProps) {
  // Radix gives focus back to a Dialog.Trigger; these modals open from buttons and keys instead, so focus
  // goes back to wherever it was (the Report button, the story the keyboard was on) when that is still there.
  const focusedBefore = useRef<HTMLElement | null>(null);
  const heading = <Dialog.Title className="text-lg font-semibold text-pretty text-ink-strong">{title}</Dialog.Title>;
  const about = descriptionHidden ? (
    <Dialog.Description className="sr-only">{description}</Dialog.Description>
  ) : (
    <Dialog.Description className="font-mono text-2xs text-ink-muted tabular-nums">{description}</Dialog.Description>
  );
  return (
    <Dialog.Content
      onEscapeKeyDown={(event) => {
        // An open combobox list takes the first Escape (the combobox closes it), the dialog the next one.
        if (event.target instanceof Element && event.target.getAttribute("role") === "combobox" && event.target.getAttribute("aria-expanded") === "true") {
          event.preventDefault();
        }
        onEscapeKeyDown?.(event);
      }}
      onOpenAutoFocus={() => {
        focusedBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      }}
      onCloseAutoFocus={(event) => {
        if (!focusedBefore.current?.isConnected) return;
        event.preventDefault();
        focusedBefore.current.focus();
      }}
      className="fixed top-1/2 left-1/2 z-40 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-prose -translate-1/2 flex-col gap-4 overflow-y-auto rounded-md border border-line-strong bg-surface p-5 shadow-menu"
    >
      {closeButton ? (
        <header className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            {heading}
            {about}
          </div>
          <Dialog.Close aria-label="Close" className="rounded-sm px-2 py-0.5 text-lg leading-none text-ink-muted hover:bg-surface-raised hover:text-ink-strong">
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </header>
      ) : (
        <>
          {heading}
          {about}
        </>
      )}
      {children}
    </Dialog.Content>
  );
}
