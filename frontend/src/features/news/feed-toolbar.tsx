import type { RefObject } from "react";
import { articlesQuerySchema } from "@tradewire/core/schemas/articles";
import { Button } from "../../ui/button";
import { ChoiceSwitch } from "./choice-switch";
import { useFeedDensityStore } from "./feed-density-store";
import { useAuthStore } from "../../stores/auth-store";
import { useMyTickersStore } from "./my-tickers-store";
import { useHighStoryAlertStore } from "./high-story-alert";
import { SquawkVoiceSettings } from "./squawk-voice-settings";
import { SavedViewsMenu } from "./saved-views-menu";
import { SearchField } from "./search-field";
import { TimeZoneSwitch } from "./time-zone-switch";
import { useFeedQuery } from "./use-feed-query";

const toSymbols = (text: string) => text.replace(/\s+/g, "").toUpperCase();

/** The API's own rule for symbols, so the field and the server never disagree. */
function tickerProblem(symbols: string): string | null {
  const parsed = articlesQuerySchema.shape.ticker.safeParse(symbols);
  if (parsed.success) return null;
  const message = parsed.error.issues[0]?.message ?? "not a ticker symbol";
  return message.charAt(0).toUpperCase() + message.slice(1);
}

const densityOptions = [
  { value: "comfortable", text: "Comfortable", title: "Each story with its chips and sources" },
  { value: "compact", text: "Compact", title: "One line a story" },
] as const;

const highAlertOptions = [
  { value: "flash", text: "Flash", title: "A new HIGH story flashes its row" },
  { value: "tone", text: "Tone", title: "A new HIGH story flashes its row and plays a short tone" },
  { value: "squawk", text: "Squawk", title: "A new HIGH story flashes its row and is read aloud" },
] as const;

/** A member's "My tickers" view: the stories naming or moving the symbols on their own list (a second press shows all). */
export function MyTickersView() {
  const { query, setQuery } = useFeedQuery();
  const { ticker, related } = query;
  const signedIn = useAuthStore((s) => s.status === "authenticated");
  const mine = useMyTickersStore((s) => s.tickers);
  if (!signedIn) return null;
  const list = mine.join(",");
  const on = mine.length > 0 && ticker === list && related;
  return (
    <Button
      size="xs"
      aria-pressed={on}
      disabled={mine.length === 0}
      title={mine.length ? `Stories naming or moving ${mine.join(", ")}` : "Add tickers with the star beside them in a story's details"}
      onClick={() => setQuery(on ? { ticker: "", related: false } : { ticker: list, related: true })}
      className="self-center"
    >
      My tickers ({mine.length})
    </Button>
  );
}

/** The symbols the ticker filter holds that are not on the member's list yet, to add in one click. */
function AddSearchedTickers() {
  const { query } = useFeedQuery();
  const signedIn = useAuthStore((s) => s.status === "authenticated");
  const mine = useMyTickersStore((s) => s.tickers);
  const toggle = useMyTickersStore((s) => s.toggle);
  const missing = query.related ? [] : query.ticker.split(",").filter((symbol) => symbol && !mine.includes(symbol));
  if (!signedIn || !missing.length) return null;
  const add = async () => {
    for (const symbol of missing) await toggle(symbol);
  };
  return (
    <Button size="xs" onClick={() => void add()} className="self-center" title="Keep these symbols on your own list, for the My tickers view">
      ☆ Add {missing.join(", ")} to my tickers
    </Button>
  );
}

/** Find: the search and ticker boxes, kept in the URL, and a member's own tickers. */
export function FeedSearch({ searchRef, withMemberViews = true }: { searchRef: RefObject<HTMLInputElement | null>; withMemberViews?: boolean }) {
  const { query, setSearch, setTicker } = useFeedQuery();
  return (
    <div role="search" aria-label="Find stories" className="flex min-w-0 flex-[1_1_20rem] flex-wrap gap-2">
      <SearchField
        label="Search stories"
        placeholder="Search stories…"
        value={query.q}
        onCommit={setSearch}
        clearLabel="Clear search"
        inputRef={searchRef}
        maxLength={200}
        className="flex-[2_1_12rem]"
      />
      <SearchField
        label="Filter by ticker"
        placeholder="Ticker, e.g. AAPL"
        value={query.ticker}
        onCommit={setTicker}
        clearLabel="Clear ticker filter"
        normalize={toSymbols}
        problemOf={tickerProblem}
        className="flex-[1_1_8rem]"
      />
      <AddSearchedTickers />
      {withMemberViews && (
        <>
          <MyTickersView />
          <SavedViewsMenu />
        </>
      )}
    </div>
  );
}

/** Scan: density, time zone, what a new HIGH story does, and the shortcuts list. */
export function FeedViewOptions({ onShowShortcuts }: { onShowShortcuts: () => void }) {
  const density = useFeedDensityStore((s) => s.choice);
  const chooseDensity = useFeedDensityStore((s) => s.choose);
  const highAlert = useHighStoryAlertStore((s) => s.choice);
  const chooseHighAlert = useHighStoryAlertStore((s) => s.choose);
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2 pt-1">
      <ChoiceSwitch label="Density" options={densityOptions} value={density} onChange={chooseDensity} />
      <TimeZoneSwitch />
      <div className="flex items-center gap-1.5">
        <ChoiceSwitch label="New HIGH" options={highAlertOptions} value={highAlert} onChange={chooseHighAlert} />
        {highAlert === "squawk" && <SquawkVoiceSettings />}
      </div>
      <Button size="xs" aria-label="Keyboard shortcuts" title="Keyboard shortcuts (?)" onClick={onShowShortcuts}>
        ?
      </Button>
    </div>
  );
}
