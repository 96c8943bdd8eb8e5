import type { CalendarKind, EarningsTiming, ReleaseAsset } from "../../schemas/calendar";
import { newYorkDay, newYorkWallClock, nextSessionOpenAtOrAfter, shiftDay, tradingTimeAtOrAfter } from "../trading-calendar";

/** What a US release and a company's earnings are measured against unless BENCHMARKS names another fund. */
const US_INDEX_FUND = "SPY";
/** Long Treasuries: how rates took a US release. */
export const TREASURIES_FUND = "TLT";
/**
 * The dollar: Invesco's dollar index fund, which tracks the ICE dollar index (DXY) and trades in the US session with
 * 5-minute bars on Yahoo and in the replay set. The index itself (Yahoo's DX-Y.NYB) has no volume and no replay path.
 */
export const DOLLAR_FUND = "UUP";

/**
 * Each country's stock index fund listed in the US (iShares MSCI country funds, SPDR Euro Stoxx 50 for the euro area,
 * iShares China Large-Cap for China, as the stories' BENCHMARKS example has it), by the calendar's country code. A
 * release of a country not listed here is measured on the dollar alone.
 */
export const COUNTRY_INDEX_FUNDS: Readonly<Record<string, string>> = {
  US: US_INDEX_FUND,
  EU: "FEZ",
  DE: "EWG",
  FR: "EWQ",
  IT: "EWI",
  ES: "EWP",
  NL: "EWN",
  CH: "EWL",
  SE: "EWD",
  GB: "EWU",
  JP: "EWJ",
  CN: "FXI",
  HK: "EWH",
  KR: "EWY",
  TW: "EWT",
  IN: "INDA",
  AU: "EWA",
  NZ: "ENZL",
  CA: "EWC",
  MX: "EWW",
  BR: "EWZ",
  ZA: "EZA",
};

export interface ReleaseInstrument {
  symbol: string;
  asset: ReleaseAsset;
  /** A company's benchmark (its abnormal return is against it); null for a fund measured on its own return. */
  benchmark: string | null;
}

export interface ReleaseIdentity {
  kind: CalendarKind;
  /** The calendar's code ("US", "EU", "WLD") and name ("United States"), as stored. */
  country: string;
  countryName: string;
  ticker: string | null;
}

/**
 * The instruments whose reactions tell what a release moved: a US macro release, SPY (stocks), TLT (Treasuries) and UUP
 * (the dollar); another country's, its stock index fund and UUP; earnings, the company's shares against their listing
 * country's benchmark, as a story's ticker is measured. `benchmarks`: BENCHMARKS' pairs, country names lower-cased, which
 * name a country's fund before COUNTRY_INDEX_FUNDS does. Never a benchmark against itself.
 */
export function releaseInstruments(event: ReleaseIdentity, benchmarks: readonly (readonly [country: string, symbol: string])[] = []): ReleaseInstrument[] {
  const named = benchmarks.find(([name]) => name === event.countryName.toLowerCase())?.[1];
  if (event.kind === "earnings") {
    const benchmark = named ?? US_INDEX_FUND;
    return event.ticker && event.ticker !== benchmark ? [{ symbol: event.ticker, asset: "company", benchmark }] : [];
  }
  const fund = named ?? COUNTRY_INDEX_FUNDS[event.country];
  const instruments: ReleaseInstrument[] = fund ? [{ symbol: fund, asset: "index", benchmark: null }] : [];
  if (event.country === "US") instruments.push({ symbol: TREASURIES_FUND, asset: "treasuries", benchmark: null });
  if (fund !== DOLLAR_FUND) instruments.push({ symbol: DOLLAR_FUND, asset: "dollar", benchmark: null });
  return instruments;
}

export interface ReleaseTime {
  kind: CalendarKind;
  /** Epoch ms; an all-day event's is the start of its New York day. */
  scheduledAt: number;
  allDay: boolean;
  timing: EarningsTiming | null;
}

/**
 * The instant a release's reactions count from, or null when it cannot be placed. A timed release: its scheduled time,
 * when the figure is public whatever our poll's delay (measureReaction moves a time outside a session to the next open).
 * Earnings, which the source dates by the day: before the open, that day's open; after the close, the next session's
 * open; without a timing, nothing (either session could hold the reaction). A macro release without a time (a tentative
 * date) neither: the minutes after an unknown instant cannot be measured.
 */
export function releaseReactionStart({ kind, scheduledAt, allDay, timing }: ReleaseTime): number | null {
  if (!allDay) return scheduledAt;
  if (kind !== "earnings") return null;
  const day = newYorkDay(scheduledAt);
  if (timing === "before_open") return tradingTimeAtOrAfter(newYorkWallClock(day, 0));
  if (timing === "after_close") return nextSessionOpenAtOrAfter(newYorkWallClock(shiftDay(day, 1), 0));
  return null;
}
