import { useEffect, useState } from "react";
import type { Article } from "@tradewire/core";
import { Button } from "../../ui/button";
import { ErrorState } from "../../ui/error-state";
import { LoadingState } from "../../ui/loading-state";
import { ModalCloseButton } from "../../ui/modal-close-button";
import { ModalPanel } from "../../ui/modal-panel";
import { ModalShell } from "../../ui/modal-shell";
import { createReportError } from "./create-report-error";
import { addTicker, fallbackTickersOf, markSaved, toWireTickers, type EditorTicker } from "./editor-tickers";
import { EditorTickersTable } from "./editor-tickers-table";
import { EditorImpact } from "./editor-impact";
import { EditorMarkets } from "./editor-markets";
import { fetchArticleTickers, saveArticleTickers } from "./ticker-api";
import { TickerSearch } from "./ticker-search";
import { useTickerSearch } from "./use-debounced-search";

interface EditNewsModalProps {
  /** The story being edited; null keeps the modal closed. */
  article: Article | null;
  onClose: () => void;
}

/** The admin editor of spec section 2: a story's tickers, and the button that builds its stock report. */
export function EditNewsModal({ article, onClose }: EditNewsModalProps) {
  return (
    <ModalShell open={article !== null} onClose={onClose}>
      {/* The editor's state lives in the content, which unmounts on close: closing clears it all (spec section 4). */}
      {article && <EditNewsContent key={article.url} article={article} onClose={onClose} />}
    </ModalShell>
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
      .then((loaded) => setTickers(markSaved(loaded)))
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
      setTickers(markSaved(answer.tickers));
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
    <ModalPanel
      title={`Edit News: ${article.title}`}
      description="Choose the tickers this story moves, save them, or create its stock report."
      descriptionHidden
      onEscapeKeyDown={(event) => {
        // The first Escape closes the results dropdown and leaves the editor open.
        if (search.open) {
          event.preventDefault();
          search.close();
        }
      }}
    >
      <TickerSearch search={search} onPick={(picked) => setTickers((list) => addTicker(list, picked))} />

      {loadingTickers ? (
        <LoadingState>Loading tickers...</LoadingState>
      ) : (
        <EditorTickersTable tickers={tickers} onRemove={(symbol) => setTickers((list) => list.filter((item) => item.ticker !== symbol))} />
      )}

      <EditorImpact articleId={article.id} initial={article.impact} />

      <EditorMarkets articleId={article.id} initial={article.predictionMarkets} />

      {error && <ErrorState title="Error Creating Report:">{error}</ErrorState>}

      <div className="flex flex-wrap justify-end gap-2">
        <ModalCloseButton>Cancel</ModalCloseButton>
        <Button disabled={saving || loadingTickers} onClick={() => void save()}>
          Save Tickers
        </Button>
        <Button variant="primary" disabled={creating} onClick={() => void createReport()}>
          {creating ? "Creating Report..." : "Create Report"}
        </Button>
      </div>
    </ModalPanel>
  );
}
