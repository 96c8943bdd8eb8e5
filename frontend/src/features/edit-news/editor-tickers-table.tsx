import { tickerKeyOf, type EditorTicker } from "./editor-tickers";

interface EditorTickersTableProps {
  tickers: EditorTicker[];
  onRemove: (symbol: string) => void;
}

/** The story's tickers in the editor, each marked saved or unsaved. */
export function EditorTickersTable({ tickers, onRemove }: EditorTickersTableProps) {
  if (tickers.length === 0) return <p className="text-sm text-ink-muted">No tickers on this story yet.</p>;
  return (
    <div className="overflow-x-auto rounded-md border border-line">
      <table aria-label="Article tickers" className="w-full text-left text-xs">
        <thead className="bg-surface-raised text-2xs tracking-caps text-ink-faint">
          <tr>
            <th scope="col" className="px-3 py-1.5 font-medium">TICKER</th>
            <th scope="col" className="px-3 py-1.5 font-medium">COMPANY</th>
            <th scope="col" className="px-3 py-1.5 font-medium">EXCHANGE</th>
            <th scope="col" className="px-3 py-1.5 font-medium">STATUS</th>
            <th scope="col" className="px-3 py-1.5 font-medium"><span className="sr-only">Remove</span></th>
          </tr>
        </thead>
        <tbody>
          {tickers.map((item) => (
            <tr key={tickerKeyOf(item)} className="border-t border-line">
              <td className="px-3 py-1.5 font-mono font-semibold text-ink-strong">{item.ticker}</td>
              <td className="px-3 py-1.5 text-ink">{item.company || "-"}</td>
              <td className="px-3 py-1.5 whitespace-nowrap text-ink-muted">{item.exchange || "-"}</td>
              <td className="px-3 py-1.5">
                <span
                  data-saved={item.saved}
                  className={`rounded-sm border px-1.5 py-0.5 text-2xs font-medium whitespace-nowrap ${item.saved ? "border-live/40 text-live" : "border-impact-mid/50 text-impact-mid"}`}
                >
                  {item.saved ? "Saved" : "Unsaved"}
                </span>
              </td>
              <td className="px-3 py-1.5 text-right">
                <button
                  type="button"
                  aria-label={`Remove ${item.ticker}`}
                  onClick={() => onRemove(item.ticker)}
                  className="rounded-sm px-2 py-0.5 text-sm text-ink-muted hover:bg-surface-raised hover:text-danger"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
