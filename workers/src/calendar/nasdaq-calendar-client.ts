import type { CalendarSnapshot } from "@tradewire/core";
import { fetchJson } from "../markets/fetch-json";
import { isCalendarDay } from "./is-calendar-day";
import { NASDAQ_EARNINGS, parseNasdaqEarnings } from "./parse-nasdaq-earnings";
import { NASDAQ_ECONOMIC, parseNasdaqEconomic } from "./parse-nasdaq-economic";
import type { CalendarReader } from "./poll-calendar";

const DEFAULT_BASE_URL = "https://api.nasdaq.com";
const DEFAULT_TIMEOUT_MS = 10_000;
/** Requests in flight at once: a week of both calendars is 18 requests, and Nasdaq throttles bursts with 429s. */
const DEFAULT_CONCURRENCY = 2;

/** Nasdaq's API answers only what looks like its own site's page asking (others hang or get 403). */
const BROWSER_HEADERS = {
  accept: "application/json, text/plain, */*",
  "accept-language": "en-US,en;q=0.9",
  origin: "https://www.nasdaq.com",
  referer: "https://www.nasdaq.com/",
  "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
};

export interface NasdaqCalendarClientOptions {
  baseUrl?: string;
  timeoutMs?: number;
  concurrency?: number;
}

/** Runs `task` on every item, at most `limit` at a time, in order; the first failure fails the whole and starts no more. */
async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index] as T);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/**
 * Nasdaq's public calendars, no key: the economic calendar (macro releases with consensus, previous and actual) and the
 * earnings calendar, one request per New York day and kind. Failures are SourceErrors as fetchJson makes them (a 429
 * with its Retry-After, an answer that is not JSON, a timeout). A day that fails fails the whole read: a partial read
 * would look, to the reconciler, like the events of the missing day were no longer listed.
 */
export function createNasdaqCalendarClient(options: NasdaqCalendarClientOptions = {}): CalendarReader {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
  const { timeoutMs = DEFAULT_TIMEOUT_MS, concurrency = DEFAULT_CONCURRENCY } = options;

  const read = async (id: string, path: string, day: string) =>
    (await fetchJson(id, `${baseUrl}/api/calendar/${path}?${new URLSearchParams({ date: day })}`, { timeoutMs, headers: BROWSER_HEADERS })).body;

  const requests = (day: string) => [
    async () => parseNasdaqEconomic(await read(NASDAQ_ECONOMIC, "economicevents", day), { day }),
    async () => parseNasdaqEarnings(await read(NASDAQ_EARNINGS, "earnings", day), { day }),
  ];

  return {
    /** Both calendars of every day asked for, in the order asked: each day's releases, then its earnings. */
    async fetchDays(days: readonly string[]): Promise<CalendarSnapshot[]> {
      const invalid = days.find((day) => !isCalendarDay(day));
      if (invalid !== undefined) throw new RangeError(`not a calendar day: ${invalid}`);
      const answers = await mapLimited(days.flatMap(requests), concurrency, (request) => request());
      return answers.flat();
    },
  };
}
