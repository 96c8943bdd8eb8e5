import { useEffect, useState } from "react";
import type { ArticleMarket } from "@tradewire/core";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { fieldClass } from "../../ui/field-class";
import { showToast } from "../../stores/toast-store";
import { fetchArticleMarkets, saveArticleMarkets, searchMarkets } from "./market-api";
import { useDebouncedSearch } from "./use-debounced-search";

interface EditorMarket {
  market: ArticleMarket;
  saved: boolean;
}

const savedAll = (markets: readonly ArticleMarket[]): EditorMarket[] => markets.map((market) => ({ market, saved: true }));

/**
 * The story's prediction markets in the editor: listed as saved when it opens (spec section 4), each
 * removable, more added by searching the markets, and the list saved in full. A saved list is the
 * editor's: the similarity linker no longer changes it.
 */
export function EditorMarkets({ articleId, initial }: { articleId: string; initial: readonly ArticleMarket[] }) {
  const [markets, setMarkets] = useState<EditorMarket[]>(() => savedAll(initial));
  /** How many markets the stored list has: fewer saved ones listed means one was removed. */
  const [storedCount, setStoredCount] = useState(initial.length);
  const [saving, setSaving] = useState(false);
  const search = useDebouncedSearch(searchMarkets);
  const listed = new Set(markets.map((entry) => entry.market.id));
  const dirty = markets.some((entry) => !entry.saved) || markets.length !== storedCount;

  useEffect(() => {
    const controller = new AbortController();
    fetchArticleMarkets(articleId, controller.signal).then(
      (loaded) => {
        setMarkets(savedAll(loaded));
        setStoredCount(loaded.length);
      },
      // The story's chips are the fallback: what the feed showed is what was saved.
      () => {},
    );
    return () => controller.abort();
  }, [articleId]);

  const save = async () => {
    setSaving(true);
    try {
      const stored = await saveArticleMarkets(articleId, markets.map((entry) => entry.market.id));
      setMarkets(savedAll(stored));
      setStoredCount(stored.length);
    } catch (failure) {
      showToast({ title: "Error", description: failure instanceof Error ? failure.message : "Saving the markets failed", tone: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-label="Prediction markets" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-2xs font-semibold tracking-caps text-ink-muted uppercase">Prediction markets</h3>
        <Button size="xs" disabled={saving || !dirty} onClick={() => void save()}>
          Save Markets
        </Button>
      </div>
      {markets.length > 0 ? (
        <ul className="divide-y divide-line rounded-md border border-line text-xs">
          {markets.map(({ market, saved }) => (
            <li key={market.id} className="flex items-center justify-between gap-3 px-3 py-1.5">
              <span className={market.closed ? "text-ink-faint" : "text-ink"}>
                {market.closed && "Closed · "}
                {market.question}
              </span>
              <span className="flex shrink-0 items-center gap-2">
                <Badge tone={saved ? "positive" : "pending"} shape="plain">
                  {saved ? "Saved" : "Unsaved"}
                </Badge>
                <Button size="xs" aria-label={`Remove market: ${market.question}`} onClick={() => setMarkets((list) => list.filter((entry) => entry.market.id !== market.id))}>
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-ink-faint">No markets linked to this story.</p>
      )}
      <input
        type="search"
        aria-label="Search markets"
        placeholder="Search markets..."
        value={search.query}
        onChange={(event) => search.type(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            search.searchNow();
          }
        }}
        className={fieldClass}
      />
      {search.open && (
        <ul aria-label={`Market results (${search.results.length})`} className="max-h-75 divide-y divide-line overflow-auto rounded-md border border-line-strong bg-surface-raised text-xs">
          {search.results.length === 0 && <li className="px-3 py-1.5 text-ink-faint">No markets match.</li>}
          {search.results.map((market) => (
            <li key={market.id} className="flex items-center justify-between gap-3 px-3 py-1.5">
              <span className={market.closed ? "text-ink-faint" : "text-ink"}>
                {market.closed && "Closed · "}
                {market.question}
              </span>
              <Button
                size="xs"
                disabled={listed.has(market.id)}
                aria-label={`Add market: ${market.question}`}
                onClick={() => {
                  setMarkets((list) => (listed.has(market.id) ? list : [...list, { market, saved: false }]));
                  // Like a ticker pick: the results close, so the list it joined and Save are in view.
                  search.clear();
                }}
              >
                {listed.has(market.id) ? "Listed" : "Add"}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
