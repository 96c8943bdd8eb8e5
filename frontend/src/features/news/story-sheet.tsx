import { Dialog } from "radix-ui";
import type { Article } from "@tradewire/core";
import { Button } from "../../ui/button";
import type { NewsDialogKind } from "./story-actions";
import { StoryPane } from "./story-pane";

interface StorySheetProps {
  /** The story to show; null closes the sheet. */
  article: Article | null;
  isAdmin: boolean;
  onClose: () => void;
  onOpenDialog: (kind: NewsDialogKind, article: Article) => void;
}

/**
 * Where there is no room for the pane beside the feed, a tapped story opens in a sheet: the whole screen on a phone, a
 * side panel on a tablet. The same parts as the pane; its Report and Edit close the sheet and open their own window.
 */
export function StorySheet({ article, isAdmin, onClose, onOpenDialog }: StorySheetProps) {
  return (
    <Dialog.Root open={article !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-30 bg-canvas/70" />
        {article && (
          <Dialog.Content className="fixed inset-0 z-40 flex flex-col bg-canvas sm:left-auto sm:w-[28rem] sm:border-l sm:border-line-strong">
            <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-2">
              <Dialog.Title className="text-sm font-semibold text-ink-strong">Story</Dialog.Title>
              <Dialog.Description className="sr-only">The story in full: its summary, why it has its impact, its tickers' moves and its markets.</Dialog.Description>
              <Dialog.Close asChild>
                <Button size="xs">Close</Button>
              </Dialog.Close>
            </div>
            <div className="flex min-h-0 flex-1 flex-col p-2">
              <StoryPane
                article={article}
                isAdmin={isAdmin}
                onOpenDialog={(kind, story) => {
                  onClose();
                  onOpenDialog(kind, story);
                }}
              />
            </div>
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
