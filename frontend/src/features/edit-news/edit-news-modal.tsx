import { useEffect, useState } from "react";
import { Dialog } from "radix-ui";
import type { Article } from "@tradewire/core";
import { buttonClass } from "../../layout/button-class";
import { createReportError } from "./create-report-error";
import { addTicker, fallbackTickersOf, markSaved, toWireTickers, type EditorTicker } from "./editor-tickers";
import { EditorTickersTable } from "./editor-tickers-table";
import { EditorMarketsList } from "./editor-markets-list";
import { fetchArticleTickers, saveArticleTickers } from "./ticker-api";
import { TickerSearch } from "./ticker-search";
import { useTickerSearch } from "./use-ticker-search";

interface EditNewsModalProps {
  /** The story being edited; null keeps the modal closed. */
  article: Article | null;
  onClose: () => void;
}

/** The admin editor of spec section 2: a story's tickers, and the button that builds its stock report. */
export function EditNewsModal({ article, onClose }: EditNewsModalProps) {
  return (
    <Dialog.Root open={article !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-30 bg-canvas/70" />
        {/* The editor's state lives in the content, which unmounts on close: closing clears it all (spec section 4). */}
        {article && <EditNewsContent key={article.url} article={article} onClose={onClose} />}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EditNewsContent({ article, onClose }: { article: Article; onClose: () => void }) {
  const search = useTickerSearch();
  const [tickers, setTickers] = useState<EditorTicker[]>([]);
  const [loadingTickers, setLoadingTickers] = useState(true);
  const [saving, setSaving] = useState(false);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchArticleTickers(article.id, controller.signal)
      .then((loaded) => setTickers(markSaved(Array.isArray(loaded) ? loaded : [])))
      .catch(() => {
        if (!controller.signal.aborted) setTickers(fallbackTickersOf(article));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoadingTickers(false);
      });
    return () => controller.abort();
  }, [article]);

  const save = async () => {
    setSaving(true);
    try {
      const answer = await saveArticleTickers(article.id, toWireTickers(tickers));
      setTickers(markSaved(Array.isArray(answer?.tickers) ? answer.tickers : toWireTickers(tickers)));
    } catch (failure) {
      // Spec section 7: a failed save is only logged.
      console.error("Saving the article's tickers failed", failure);
    } finally {
      setSaving(false);
    }
  };

  const createReport = async () => {
    setError(null);
    setCreating(true);
    const failure = await createReportError(article.id);
    setCreating(false);
    if (failure === null) onClose();
    else setError(failure);
  };

  return (
    <Dialog.Content
      onEscapeKeyDown={(event) => {
        // The first Escape closes the results dropdown and leaves the editor open.
        if (search.open) {
          event.preventDefault();
          search.close();
        }
      }}
      className="fixed top-1/2 left-1/2 z-40 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-prose -translate-1/2 flex-col gap-4 overflow-y-auto rounded-md border border-line-strong bg-surface p-5 shadow-menu"
    >
      <Dialog.Title className="text-lg font-semibold text-pretty text-ink-strong">Edit News: {article.title}</Dialog.Title>
      <Dialog.Description className="sr-only">Choose the tickers this story moves, save them, or create its stock report.</Dialog.Description>

      <TickerSearch search={search} onPick={(picked) => setTickers((list) => addTicker(list, picked))} />

      {loadingTickers ? (
        <p role="status" className="text-sm text-ink-muted">Loading tickers...</p>
      ) : (
        <EditorTickersTable tickers={tickers} onRemove={(symbol) => setTickers((list) => list.filter((item) => item.ticker !== symbol))} />
      )}

      <EditorMarketsList markets={article.predictionMarkets} />

      {error && (
        <div role="alert" className="rounded-sm border border-danger/40 px-3 py-2 text-sm text-danger">
          <p className="font-semibold">Error Creating Report:</p>
          <p className="break-words">{error}</p>
        </div>
      )}

      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close className={buttonClass("secondary", "sm")}>Cancel</Dialog.Close>
        <button type="button" className={buttonClass("secondary", "sm")} disabled={saving || loadingTickers} onClick={() => void save()}>
          Save Tickers
        </button>
        <button type="button" className={buttonClass("primary", "sm")} disabled={creating} onClick={() => void createReport()}>
          {creating ? "Creating Report..." : "Create Report"}
        </button>
      </div>
    </Dialog.Content>
  );
}
