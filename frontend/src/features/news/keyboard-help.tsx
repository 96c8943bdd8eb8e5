import { ModalPanel } from "../../ui/modal-panel";
import { ModalShell } from "../../ui/modal-shell";
import { feedShortcuts } from "./feed-shortcuts";

/** The '?' overlay: every key of the feed and what it does. */
export function KeyboardHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalShell open={open} onClose={onClose}>
      <ModalPanel closeButton title="Keyboard shortcuts" description="Keys work while no text field has focus.">
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
          {feedShortcuts.map(({ key, does }) => (
            <div key={key} className="contents">
              <dt>
                <kbd className="inline-block min-w-8 rounded-sm border border-line-strong bg-surface-raised px-1.5 py-px text-center font-mono text-xs text-ink-strong">
                  {key}
                </kbd>
              </dt>
              <dd className="text-ink">{does}</dd>
            </div>
          ))}
        </dl>
      </ModalPanel>
    </ModalShell>
  );
}
