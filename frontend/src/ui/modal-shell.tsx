import type { ReactNode } from "react";
import { Dialog } from "radix-ui";

interface ModalShellProps {
  open: boolean;
  onClose: () => void;
  /** Usually a ModalPanel; rendered only while there is something to show, so closing unmounts its state. */
  children: ReactNode;
}

/**
 * A modal's frame: Radix Dialog (focus trap, Escape, scroll lock, focus returned on close) and the
 * dimmed overlay. The panel inside is a ModalPanel.
 */
export function ModalShell({ open, onClose, children }: ModalShellProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-30 bg-canvas/70" />
        {children}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
