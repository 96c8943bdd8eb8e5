import { Badge } from "../../ui/badge";
import { DataCell } from "../../ui/data-cell";
import { DataRow } from "../../ui/data-row";
import { DataTable } from "../../ui/data-table";
import { EmptyState } from "../../ui/empty-state";
import { tickerKeyOf, type EditorTicker } from "./editor-tickers";

interface EditorTickersTableProps {
  tickers: EditorTicker[];
  onRemove: (symbol: string) => void;
}

const columns = [
  { key: "ticker", header: "TICKER" },
  { key: "company", header: "COMPANY" },
  { key: "exchange", header: "EXCHANGE" },
  { key: "status", header: "STATUS" },
  { key: "remove", header: <span className="sr-only">Remove</span> },
];

/** The story's tickers in the editor, each marked saved or unsaved. */
export function EditorTickersTable({ tickers, onRemove }: EditorTickersTableProps) {
  if (tickers.length === 0) return <EmptyState>No tickers on this story yet.</EmptyState>;
  return (
    <DataTable label="Article tickers" columns={columns}>
      {tickers.map((item) => (
        <DataRow key={tickerKeyOf(item)}>
          <DataCell className="font-mono font-semibold text-ink-strong">{item.ticker}</DataCell>
          <DataCell className="text-ink">{item.company || "-"}</DataCell>
          <DataCell className="whitespace-nowrap text-ink-muted">{item.exchange || "-"}</DataCell>
          <DataCell>
            <Badge shape="plain" tone={item.saved ? "positive" : "pending"}>
              {item.saved ? "Saved" : "Unsaved"}
            </Badge>
          </DataCell>
          <DataCell className="text-right">
            <button
              type="button"
              aria-label={`Remove ${item.ticker}`}
              onClick={() => onRemove(item.ticker)}
              className="rounded-sm px-2 py-0.5 text-sm text-ink-muted hover:bg-surface-raised hover:text-danger"
            >
              <span aria-hidden="true">×</span>
            </button>
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
