import { Dialog } from "radix-ui";
import { buttonClass } from "../../layout/button-class";
import type { PlaceholderKind } from "./news-item";

const texts: Record<PlaceholderKind, { title: string; note: string }> = {
  report: { title: "Stock Report", note: "The stock report view is coming soon." },
  edit: { title: "Edit News", note: "The news editor is coming soon." },
};

interface PlaceholderDialogProps {
  kind: PlaceholderKind | null;
  onClose: () => void;
}

/** Stands in for the Stock Report and Edit News modals until they arrive; one for the whole feed. */
export function PlaceholderDialog({ kind, onClose }: PlaceholderDialogProps) {
  const text = kind ? texts[kind] : null;
  return (
    <Dialog.Root open={text !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-30 bg-canvas/70" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-40 w-[calc(100%-2rem)] max-w-form -translate-1/2 space-y-3 rounded-md border border-line-strong bg-surface p-5 shadow-menu">
          <Dialog.Title className="text-lg font-semibold text-ink-strong">{text?.title}</Dialog.Title>
          <Dialog.Description className="text-sm text-ink-muted">{text?.note}</Dialog.Description>
          <div className="flex justify-end">
            <Dialog.Close className={buttonClass("secondary", "sm")}>Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
