import { useMemo } from "react";
import { useAuthStore } from "../../stores/auth-store";
import { Button } from "../../ui/button";
import { DataCell } from "../../ui/data-cell";
import { DataRow } from "../../ui/data-row";
import { DataTable } from "../../ui/data-table";
import { LoadingState } from "../../ui/loading-state";
import { RetryErrorState } from "../../ui/retry-error-state";
import { RowHeaderCell } from "../../ui/row-header-cell";
import { changeToneClass, formatChange, formatPrice } from "../stock-report/format-report";
import { PerformanceChart, type ChartLine } from "./performance-chart";
import { PriceModeNote } from "./price-mode-note";
import { rangeLabelOf } from "./range-buttons";
import { LineSwatch } from "./line-swatch";
import { worldLineOf, type WorldLine } from "./world-palette";
import { useWorldViewStore } from "./world-view-store";

/** The visitor's blurred stand-in: made-up rows in the real table's shape, never fetched. */
const placeholderRows = [
  { symbol: "RY", name: "Royal Bank of Canada", close: 148.2, change: 2.4 },
  { symbol: "TD", name: "Toronto-Dominion Bank", close: 83.6, change: -1.1 },
  { symbol: "BNS", name: "Bank of Nova Scotia", close: 56.9, change: 0.7 },
  { symbol: "BMO", name: "Bank of Montreal", close: 121.4, change: 1.9 },
  { symbol: "CM", name: "Canadian Imperial Bank of Commerce", close: 71.3, change: -0.4 },
];

interface BankRow {
  symbol: string;
  name: string;
  close: number | null;
  change: number | null;
  /** The bank's line on the chart, so the table is its legend. */
  line?: WorldLine;
}

/** Symbol and name share a cell, so price and change stay in view on a phone; a long name wraps under the symbol. */
function BanksTable({ rows, range }: { rows: readonly BankRow[]; range: string }) {
  return (
    <DataTable
      label="Big Five Banks of Canada"
      density="compact"
      upperCaseHeaders
      columns={[
        { key: "bank", header: "Bank" },
        { key: "close", header: "Close (USD)", align: "right" },
        { key: "change", header: range, align: "right" },
      ]}
    >
      {rows.map((row) => (
        <DataRow key={row.symbol}>
          <RowHeaderCell className="max-w-0 w-full">
            <span className="flex items-center gap-2">
              {row.line && <LineSwatch line={row.line} />}
              <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                <span>{row.symbol}</span>
                <span className="font-sans font-normal text-ink-muted">{row.name}</span>
              </span>
            </span>
          </RowHeaderCell>
          <DataCell numeric className="text-ink-strong">
            {formatPrice(row.close)}
          </DataCell>
          <DataCell numeric className={changeToneClass(row.change)}>
            {formatChange(row.change)}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

/** What a visitor sees: the section blurred, with the spec's 'Log in to view'. Nothing is fetched for it. */
function BanksForVisitors() {
  const signIn = useAuthStore((s) => s.signIn);
  return (
    <div className="relative">
      <div aria-hidden="true" inert className="pointer-events-none blur-sm select-none">
        <BanksTable rows={placeholderRows} range="1 month" />
      </div>
      <div className="absolute inset-0 flex items-center justify-center">
        <Button variant="primary" size="sm" onClick={() => void signIn("/world-view")}>
          Log in to view
        </Button>
      </div>
    </div>
  );
}

/** A member's view: the five banks' % change over the range, and each one's last close. */
function BanksForMembers() {
  const { status, data, error } = useWorldViewStore((s) => s.banks);
  const loadBanks = useWorldViewStore((s) => s.loadBanks);
  const lines = useMemo<ChartLine[]>(
    () => (data?.banks ?? []).map((bank, place) => ({ ...worldLineOf(place), id: bank.symbol, values: bank.changes })),
    [data],
  );

  if (status === "error") return <RetryErrorState onRetry={loadBanks}>{error}</RetryErrorState>;
  if (!data) return <LoadingState>Loading market data...</LoadingState>;
  const range = rangeLabelOf(data.range);
  return (
    <div className="space-y-3">
      <PriceModeNote mode={data.mode} what="bank prices" />
      {data.dates.length > 0 && <PerformanceChart dates={data.dates} lines={lines} label={`Big Five Banks of Canada: % change, ${range}`} />}
      <BanksTable
        range={range}
        rows={data.banks.map((bank, place) => ({
          symbol: bank.symbol,
          name: bank.name,
          close: bank.closes.at(-1) ?? null,
          change: bank.changes.at(-1) ?? null,
          line: lines[place],
        }))}
      />
      {data.missing.length > 0 && <p className="text-xs text-ink-faint">No prices for {data.missing.join(", ")} right now.</p>}
    </div>
  );
}

/** 'Big Five Banks of Canada' (spec section 2): blurred for visitors; members get real prices (NYSE listings). */
export function BigFiveBanksSection() {
  const signedIn = useAuthStore((s) => s.status === "authenticated");
  return (
    <section aria-labelledby="big-five-banks" className="space-y-3 rounded-md border border-line bg-surface p-3 sm:p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="big-five-banks" className="text-lg font-semibold text-ink-strong">
          Big Five Banks of Canada
        </h2>
        <p className="text-2xs text-ink-muted">NYSE listings, daily closes</p>
      </header>
      {signedIn ? <BanksForMembers /> : <BanksForVisitors />}
    </section>
  );
}
