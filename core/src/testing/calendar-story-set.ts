import type { MatchableCalendarEvent } from "../domain/calendar/match-calendar-story";

/**
 * A labelled set for the calendar's story matcher (matchCalendarStory): fifteen events of three weeks of late 2026 and
 * headlines written the way the wires write them, each labelled with the events it speaks of. Most speak of one; the
 * rest are near misses: another country's print in the same hour, an old story of the same series, a Fed speech on
 * something else, another company's results naming the one reporting, a preview before the window. Three parts, in
 * the order they were written: the one the tables were written against, a first held-out part (measured once, then
 * fixed on), and a last held-out part never tuned on. `npm run eval:calendar-stories` reports each.
 *
 * What "speaks of" means here: the story reports, explains or prices the release (or the results) it is linked to, or
 * previews it within the window a trader sees it in (half an hour before a release, the day before earnings). A preview
 * two hours before is not linked, by that rule; a story that speaks of the release without saying whose it is ("Stocks
 * slide as hot CPI report rattles investors") is labelled as speaking of it, and the matcher's recall pays for it.
 */
export type CalendarSetEventKey =
  | "us-cpi"
  | "us-core-cpi"
  | "gb-cpi"
  | "us-retail"
  | "nvda"
  | "wmt"
  | "us-gdp"
  | "opec"
  | "us-ism"
  | "us-claims"
  | "us-nfp"
  | "cn-cpi"
  | "fed"
  | "ecb"
  | "boj";

const macro = (title: string, country: string, countryName: string, at: string, allDay = false): MatchableCalendarEvent => ({
  kind: "macro",
  title,
  country,
  countryName,
  ticker: null,
  company: null,
  scheduledAt: Date.parse(at),
  allDay,
});
const earnings = (ticker: string, company: string, day: string): MatchableCalendarEvent => ({
  kind: "earnings",
  title: `${company} earnings`,
  country: "US",
  countryName: "United States",
  ticker,
  company,
  // A day-only report's time is its New York day's start (05:00 UTC in November).
  scheduledAt: Date.parse(`${day}T05:00:00Z`),
  allDay: true,
});

export const calendarSetEvents: Record<CalendarSetEventKey, MatchableCalendarEvent> = {
  "us-cpi": macro("CPI y/y", "US", "United States", "2026-11-12T13:30:00Z"),
  "us-core-cpi": macro("Core CPI m/m", "US", "United States", "2026-11-12T13:30:00Z"),
  "gb-cpi": macro("CPI y/y", "GB", "United Kingdom", "2026-11-18T07:00:00Z"),
  "us-retail": macro("Retail Sales m/m", "US", "United States", "2026-11-17T13:30:00Z"),
  nvda: earnings("NVDA", "NVIDIA Corporation", "2026-11-19"),
  wmt: earnings("WMT", "Walmart Inc.", "2026-11-19"),
  "us-gdp": macro("GDP q/q", "US", "United States", "2026-11-25T13:30:00Z"),
  opec: macro("OPEC+ Meeting", "WLD", "World", "2026-11-30T05:00:00Z", true),
  "us-ism": macro("ISM Manufacturing PMI", "US", "United States", "2026-12-01T15:00:00Z"),
  "us-claims": macro("Initial Jobless Claims", "US", "United States", "2026-12-03T13:30:00Z"),
  "us-nfp": macro("Nonfarm Payrolls", "US", "United States", "2026-12-04T13:30:00Z"),
  "cn-cpi": macro("CPI y/y", "CN", "China", "2026-12-09T01:30:00Z"),
  fed: macro("Fed Interest Rate Decision", "US", "United States", "2026-12-09T19:00:00Z"),
  ecb: macro("ECB Interest Rate Decision", "EU", "Euro Zone", "2026-12-17T13:15:00Z"),
  boj: macro("BoJ Interest Rate Decision", "JP", "Japan", "2026-12-19T03:00:00Z"),
};

export interface LabelledCalendarStory {
  title: string;
  summary?: string;
  /** When it was published, ISO. */
  at: string;
  /** What the ticker linker names in it, first the one it is most about: [symbol, company]. */
  tickers?: [string, string][];
  /** The events it speaks of; empty for a near miss. */
  speaksOf: CalendarSetEventKey[];
}

const after = (key: CalendarSetEventKey, minutes: number) => new Date(calendarSetEvents[key].scheduledAt + minutes * 60_000).toISOString();
const CPI: CalendarSetEventKey[] = ["us-cpi", "us-core-cpi"];
const NVIDIA: [string, string] = ["NVDA", "NVIDIA Corporation"];
const WALMART: [string, string] = ["WMT", "Walmart Inc."];

/** The stories the matcher's tables were written and tuned against. */
export const calendarStoriesTunedOn: LabelledCalendarStory[] = [
  // US CPI, 12 November 08:30 New York
  { title: "US consumer prices rise 3.1% in October, more than expected", at: after("us-cpi", 2), speaksOf: CPI },
  { title: "Core inflation in the U.S. picks up as tariffs feed into goods prices", at: after("us-cpi", 5), speaksOf: CPI },
  {
    title: "Treasury yields jump after hotter-than-expected CPI report",
    summary: "The 10-year yield rose 8 basis points after the Labor Department's consumer price index showed inflation in the United States running at 3.1%.",
    at: after("us-cpi", 40),
    speaksOf: CPI,
  },
  { title: "Dollar climbs as US inflation data dims hopes of a December Fed cut", at: after("us-cpi", 180), speaksOf: CPI },
  { title: "What October's CPI means for the Fed's December decision", at: after("us-cpi", 200), speaksOf: CPI },
  { title: "Stocks slide as hot CPI report rattles investors", at: after("us-cpi", 15), speaksOf: CPI },
  { title: "Wall Street opens higher as investors look past inflation report", at: after("us-cpi", 60), speaksOf: CPI },
  { title: "Canada's inflation rate eases to 2.2% in October", at: after("us-cpi", 10), speaksOf: [] },
  { title: "US stocks rise as euro zone inflation cools", at: after("us-cpi", 30), speaksOf: [] },
  { title: "Euro zone inflation expectations edge up, ECB survey shows", at: after("us-cpi", 120), speaksOf: [] },
  { title: "US inflation holds at 3.0% in September, delayed data show", at: after("us-cpi", -7 * 24 * 60), speaksOf: [] },
  { title: "CPI preview: economists expect US inflation to hold at 3.0%", at: after("us-cpi", -120), speaksOf: [] },

  // UK CPI, 18 November 07:00 London
  { title: "UK inflation falls to 3.6% in October, lifting BoE cut bets", at: after("gb-cpi", 1), speaksOf: ["gb-cpi"] },
  { title: "Sterling slips after British consumer prices cool more than forecast", at: after("gb-cpi", 90), speaksOf: ["gb-cpi"] },
  { title: "UK house prices rise 0.3% in October, Halifax says", at: after("gb-cpi", 30), speaksOf: [] },

  // US retail sales, 17 November 08:30 New York
  {
    title: "US retail sales rise 0.4% in October as shoppers absorb higher prices",
    summary: "Spending rose at car dealers and online retailers, but adjusted for inflation, sales were flat.",
    at: after("us-retail", 4),
    tickers: [WALMART, ["AMZN", "Amazon.com, Inc."]],
    speaksOf: ["us-retail"],
  },
  { title: "American shoppers kept spending in October, retail sales data show", at: after("us-retail", 60), speaksOf: ["us-retail"] },
  { title: "China's retail sales growth slows to weakest in a year", at: after("us-retail", 120), speaksOf: [] },
  { title: "Walmart and Target shares slip ahead of earnings", at: after("us-retail", 30), tickers: [WALMART, ["TGT", "Target Corporation"]], speaksOf: [] },

  // NVIDIA after the close and Walmart before the open, 19 November
  { title: "Nvidia forecasts fourth-quarter revenue above estimates on data center demand", at: "2026-11-19T21:25:00Z", tickers: [NVIDIA], speaksOf: ["nvda"] },
  { title: "NVIDIA beats on earnings and revenue; shares rise after hours", at: "2026-11-19T21:10:00Z", tickers: [NVIDIA], speaksOf: ["nvda"] },
  { title: "Chip stocks rally after Nvidia's blowout quarter", at: "2026-11-20T14:40:00Z", tickers: [NVIDIA, ["AMD", "Advanced Micro Devices, Inc."]], speaksOf: ["nvda"] },
  { title: "What to watch in Nvidia's earnings on Thursday", at: "2026-11-18T20:00:00Z", tickers: [NVIDIA], speaksOf: ["nvda"] },
  { title: "Nvidia (NVDA) Q3 EPS $1.30 vs $1.26 expected", at: "2026-11-19T21:05:00Z", tickers: [NVIDIA], speaksOf: ["nvda"] },
  { title: "AMD shares rise after rival Nvidia's results", at: "2026-11-20T15:00:00Z", tickers: [["AMD", "Advanced Micro Devices, Inc."], NVIDIA], speaksOf: ["nvda"] },
  {
    title: "Jensen Huang says demand for Blackwell is 'off the charts'",
    summary: "The chief executive spoke on the company's call after it reported third-quarter results.",
    at: "2026-11-19T23:00:00Z",
    tickers: [NVIDIA],
    speaksOf: ["nvda"],
  },
  { title: "Nvidia unveils new AI chip at developer conference", at: "2026-11-19T15:00:00Z", tickers: [NVIDIA], speaksOf: [] },
  { title: "Nvidia's quarterly revenue set to double, analysts say", at: "2026-11-12T15:00:00Z", tickers: [NVIDIA], speaksOf: [] },
  {
    title: "Supermicro revenue jumps on strong demand for Nvidia-based servers",
    at: "2026-11-19T22:00:00Z",
    tickers: [["SMCI", "Super Micro Computer, Inc."], NVIDIA],
    speaksOf: [],
  },
  { title: "Walmart raises full-year outlook as grocery sales climb", at: "2026-11-19T12:05:00Z", tickers: [WALMART], speaksOf: ["wmt"] },
  { title: "Walmart's third-quarter profit tops estimates; e-commerce sales jump 27%", at: "2026-11-19T12:30:00Z", tickers: [WALMART], speaksOf: ["wmt"] },
  { title: "Target shares fall after Walmart results raise the bar", at: "2026-11-19T15:30:00Z", tickers: [["TGT", "Target Corporation"], WALMART], speaksOf: ["wmt"] },
  {
    title: "Target's quarterly profit misses estimates as Walmart gains share",
    at: "2026-11-19T12:45:00Z",
    tickers: [["TGT", "Target Corporation"], WALMART],
    speaksOf: [],
  },
  { title: "Walmart to open 150 new US stores over five years", at: "2026-11-19T16:00:00Z", tickers: [WALMART], speaksOf: [] },

  // US GDP, 25 November 08:30 New York
  { title: "US economy grew at 2.8% annualized rate in third quarter", at: after("us-gdp", 1), speaksOf: ["us-gdp"] },
  { title: "Second estimate of U.S. GDP confirms solid consumer spending", at: after("us-gdp", 45), speaksOf: ["us-gdp"] },
  { title: "Germany's economy shrank 0.1% in the third quarter, final data show", at: after("us-gdp", 20), speaksOf: [] },
  { title: "US consumer confidence slips in November", at: after("us-gdp", 90), speaksOf: [] },

  // OPEC+ meeting, 30 November (the day only)
  { title: "OPEC+ agrees to keep oil output steady through March", at: "2026-11-30T14:00:00Z", speaksOf: ["opec"] },
  { title: "Oil rises after OPEC+ extends production cuts", at: "2026-11-30T16:00:00Z", speaksOf: ["opec"] },
  { title: "Saudi Arabia raises crude prices for Asian buyers", at: "2026-11-30T10:00:00Z", speaksOf: [] },
  { title: "OPEC+ meeting next week seen rolling over output policy", at: "2026-11-23T12:00:00Z", speaksOf: [] },

  // ISM manufacturing, 1 December 10:00 New York
  { title: "US factory activity contracts for ninth month, ISM says", at: after("us-ism", 2), speaksOf: ["us-ism"] },
  { title: "Manufacturing in the U.S. shrinks as new orders fall, ISM survey shows", at: after("us-ism", 30), speaksOf: ["us-ism"] },
  { title: "China's factory activity expands, Caixin PMI shows", at: after("us-ism", 60), speaksOf: [] },
  { title: "US services sector grows at fastest pace in a year, ISM says", at: after("us-ism", 90), speaksOf: [] },

  // US jobless claims, 3 December 08:30 New York
  { title: "Jobless claims fall to 210,000, lowest since September", at: after("us-claims", 1), speaksOf: ["us-claims"] },
  { title: "Fewer Americans file for unemployment benefits as layoffs stay low", at: after("us-claims", 50), speaksOf: ["us-claims"] },
  { title: "UK unemployment rate rises to 5%", at: after("us-claims", 30), speaksOf: [] },
  { title: "ADP: private employers added 85,000 jobs in November", at: after("us-claims", -10), speaksOf: [] },

  // US payrolls, 4 December 08:30 New York
  { title: "US employers added 119,000 jobs in November; unemployment rate rises to 4.4%", at: after("us-nfp", 1), speaksOf: ["us-nfp"] },
  { title: "Nonfarm payrolls beat forecasts as hiring picks up", at: after("us-nfp", 2), speaksOf: ["us-nfp"] },
  { title: "Treasuries slide after strong U.S. jobs report", at: after("us-nfp", 120), speaksOf: ["us-nfp"] },
  { title: "Fed officials weigh jobs report ahead of December meeting", at: after("us-nfp", 300), speaksOf: ["us-nfp"] },
  { title: "Bond traders price out a December cut after the jobs data", at: after("us-nfp", 30), speaksOf: ["us-nfp"] },
  { title: "Canada's economy adds 25,000 jobs, jobless rate dips", at: after("us-nfp", 60), speaksOf: [] },
  { title: "Amazon to cut 14,000 corporate jobs", at: after("us-nfp", 30), tickers: [["AMZN", "Amazon.com, Inc."]], speaksOf: [] },

  // China CPI, 9 December 09:30 Beijing
  { title: "China's consumer prices rise 0.2% as deflation pressures ease", at: after("cn-cpi", 1), speaksOf: ["cn-cpi"] },
  { title: "Japan's wholesale inflation slows in November", at: after("cn-cpi", 20), speaksOf: [] },

  // The Fed, 9 December 14:00 New York
  { title: "Fed cuts rates by a quarter point, signals pause", at: after("fed", 1), speaksOf: ["fed"] },
  { title: "Federal Reserve holds interest rates steady, as expected", at: after("fed", 5), speaksOf: ["fed"] },
  { title: "Powell says FOMC decision was a close call", at: after("fed", 40), speaksOf: ["fed"] },
  { title: "Stocks extend gains after Fed decision; Dow hits record", at: after("fed", 90), speaksOf: ["fed"] },
  { title: "Fed's Bowman says bank capital rules need overhaul", at: after("fed", 180), speaksOf: [] },
  { title: "Fed expected to cut rates on Wednesday, traders bet", at: after("fed", -28 * 60), speaksOf: [] },
  { title: "Bank of Canada holds key rate at 2.25%", at: after("fed", 30), speaksOf: [] },
  { title: "Brazil's central bank holds Selic rate at 15%", at: after("fed", 120), speaksOf: [] },

  // The ECB, 17 December 14:15 Frankfurt
  { title: "ECB holds rates for fourth straight meeting", at: after("ecb", 1), speaksOf: ["ecb"] },
  { title: "Euro slips after European Central Bank leaves rates unchanged", at: after("ecb", 75), speaksOf: ["ecb"] },
  { title: "Fed's Waller backs a January rate cut", at: after("ecb", 30), speaksOf: [] },
  { title: "ECB's Lagarde says rates are in a good place", at: after("ecb", -24 * 60), speaksOf: [] },

  // The BoJ, 19 December 12:00 Tokyo
  { title: "Bank of Japan raises interest rates to 0.75%, highest in 30 years", at: after("boj", 5), speaksOf: ["boj"] },
  { title: "Yen weakens even as BoJ hikes rates", at: after("boj", 60), speaksOf: ["boj"] },
  { title: "Japan's core consumer prices rise 3.0% in November", at: after("boj", 30), speaksOf: [] },
];

/**
 * Stories written after the tables were frozen, and measured once before any change (precision 0.913, recall 0.750: two
 * wrong links, an S&P Global PMI taken for the ISM's and a supplier's monthly sales for Nvidia's results). Those two
 * were then fixed, so this part is tuned on now; its misses are left as they are.
 */
export const calendarStoriesHeldOut: LabelledCalendarStory[] = [
  { title: "Consumer prices in the US climbed 0.3% last month, matching forecasts", at: after("us-cpi", 3), speaksOf: CPI },
  { title: "Gold pares gains after US CPI data", at: after("us-cpi", 25), speaksOf: CPI },
  { title: "Mortgage rates tick higher after inflation report", at: after("us-cpi", 90), speaksOf: CPI },
  { title: "Brazil's inflation slows to 4.5% in October", at: after("us-cpi", 20), speaksOf: [] },
  { title: "India's retail inflation hits record low", at: after("us-cpi", 60), speaksOf: [] },
  { title: "Bank of England cut looks likelier after UK CPI surprise", at: after("gb-cpi", 15), speaksOf: ["gb-cpi"] },
  { title: "Pound falls as UK price growth slows", at: after("gb-cpi", 20), speaksOf: ["gb-cpi"] },
  { title: "U.S. retail sales unexpectedly fall in October", at: after("us-retail", 2), speaksOf: ["us-retail"] },
  { title: "Holiday shopping season starts on a weak note as retail sales stall", at: after("us-retail", 120), speaksOf: ["us-retail"] },
  { title: "Nvidia shares slip despite record revenue", at: "2026-11-20T14:35:00Z", tickers: [NVIDIA], speaksOf: ["nvda"] },
  { title: "Nvidia's CFO says China sales assumed to be zero in guidance", at: "2026-11-19T22:10:00Z", tickers: [NVIDIA], speaksOf: ["nvda"] },
  {
    title: "Nvidia supplier TSMC reports October revenue up 40%",
    at: "2026-11-19T08:00:00Z",
    tickers: [["TSM", "Taiwan Semiconductor Manufacturing Company Ltd."], NVIDIA],
    speaksOf: [],
  },
  { title: "Walmart beats on sales, lifts forecast as shoppers trade down", at: "2026-11-19T12:02:00Z", tickers: [WALMART], speaksOf: ["wmt"] },
  { title: "Costco's November sales rise 8%", at: "2026-11-19T21:30:00Z", tickers: [["COST", "Costco Wholesale Corporation"]], speaksOf: [] },
  {
    title: "Home Depot, Lowe's shares rise as Walmart results reassure investors",
    at: "2026-11-19T15:10:00Z",
    tickers: [["HD", "The Home Depot, Inc."], ["LOW", "Lowe's Companies, Inc."], WALMART],
    speaksOf: ["wmt"],
  },
  { title: "US GDP growth revised up to 3.1% in second estimate", at: after("us-gdp", 1), speaksOf: ["us-gdp"] },
  { title: "Canada's economy contracted in the third quarter", at: after("us-gdp", 30), speaksOf: [] },
  { title: "OPEC+ holds output policy steady, eyes second-half increases", at: "2026-11-30T13:00:00Z", speaksOf: ["opec"] },
  { title: "Oil slips as traders weigh OPEC+ decision", at: "2026-11-30T18:00:00Z", speaksOf: ["opec"] },
  { title: "Kazakhstan says it overproduced crude in October", at: "2026-11-30T09:00:00Z", speaksOf: [] },
  { title: "ISM manufacturing index rises to 49.1 in November", at: after("us-ism", 1), speaksOf: ["us-ism"] },
  { title: "US manufacturing PMI from S&P Global shows modest growth", at: after("us-ism", -15), speaksOf: [] },
  { title: "U.S. weekly jobless claims rise more than expected", at: after("us-claims", 1), speaksOf: ["us-claims"] },
  { title: "Continuing claims climb to highest since 2021", at: after("us-claims", 1), speaksOf: ["us-claims"] },
  { title: "U.S. job growth slows sharply in November", at: after("us-nfp", 1), speaksOf: ["us-nfp"] },
  { title: "Dollar jumps as payrolls top estimates", at: after("us-nfp", 10), speaksOf: ["us-nfp"] },
  { title: "UK payrolled employees fall again", at: after("us-nfp", 20), speaksOf: [] },
  { title: "Mexico's unemployment rate steady at 2.6%", at: after("us-nfp", 45), speaksOf: [] },
  { title: "Chinese inflation turns positive for first time in three months", at: after("cn-cpi", 2), speaksOf: ["cn-cpi"] },
  { title: "Fed lowers rates, Powell says further cuts not a given", at: after("fed", 3), speaksOf: ["fed"] },
  { title: "Fed's Hammack dissents, says she preferred to hold rates", at: after("fed", 360), speaksOf: ["fed"] },
  { title: "Treasury Secretary says tariffs will not stoke inflation", at: after("fed", 60), speaksOf: [] },
  { title: "ECB keeps deposit rate at 2%, Lagarde sees inflation near target", at: after("ecb", 2), speaksOf: ["ecb"] },
  { title: "Swiss National Bank holds rates at zero", at: after("ecb", 45), speaksOf: [] },
  { title: "BOJ hikes rates to 0.75% as wage growth firms", at: after("boj", 1), speaksOf: ["boj"] },
  { title: "Japan's government bond yields hit 20-year high after BOJ move", at: after("boj", 40), speaksOf: ["boj"] },
];

/**
 * Stories written after the two wrong links of the first held-out part were fixed on, and never tuned on: the matcher's
 * figures on words it was not shown.
 */
export const calendarStoriesHeldOutLast: LabelledCalendarStory[] = [
  { title: "US core CPI rises 0.3% for third straight month", at: after("us-cpi", 1), speaksOf: CPI },
  { title: "Euro falls as US inflation runs hotter than forecast", at: after("us-cpi", 20), speaksOf: CPI },
  { title: "Australia's monthly CPI indicator rises to 3.8%", at: after("us-cpi", 40), speaksOf: [] },
  { title: "British inflation unexpectedly rises to 3.9%", at: after("gb-cpi", 2), speaksOf: ["gb-cpi"] },
  { title: "UK wage growth slows, unemployment edges up", at: after("gb-cpi", 10), speaksOf: [] },
  { title: "Retail sales in the United States beat expectations on auto purchases", at: after("us-retail", 3), speaksOf: ["us-retail"] },
  { title: "Japan's retail sales rise 1.7% in October", at: after("us-retail", 60), speaksOf: [] },
  { title: "Nvidia stock falls after earnings as investors fret over margins", at: "2026-11-20T15:00:00Z", tickers: [NVIDIA], speaksOf: ["nvda"] },
  { title: "Meta Platforms raises capex plan, boosting Nvidia", at: "2026-11-19T20:00:00Z", tickers: [["META", "Meta Platforms, Inc."], NVIDIA], speaksOf: [] },
  {
    title: "Broadcom results next week seen as next AI test after Nvidia",
    at: "2026-11-20T16:00:00Z",
    tickers: [["AVGO", "Broadcom Inc."], NVIDIA],
    speaksOf: [],
  },
  { title: "Walmart earnings: grocery strength offsets tariff costs", at: "2026-11-19T12:10:00Z", tickers: [WALMART], speaksOf: ["wmt"] },
  { title: "US economy expanded at a 2.5% pace in the third quarter, revised data show", at: after("us-gdp", 1), speaksOf: ["us-gdp"] },
  { title: "UK economy grew 0.1% in September", at: after("us-gdp", 30), speaksOf: [] },
  { title: "OPEC+ sticks to plan for modest December supply hike", at: "2026-11-30T12:30:00Z", speaksOf: ["opec"] },
  { title: "ISM: US factory orders shrink again in November", at: after("us-ism", 3), speaksOf: ["us-ism"] },
  { title: "Initial claims for unemployment benefits fell by 12,000 last week", at: after("us-claims", 2), speaksOf: ["us-claims"] },
  { title: "Unemployment rate in the U.S. climbs to 4.5%, highest since 2021", at: after("us-nfp", 2), speaksOf: ["us-nfp"] },
  { title: "Germany's unemployment rises by 20,000 in November", at: after("us-nfp", 30), speaksOf: [] },
  { title: "China's producer prices fall for 38th month", at: after("cn-cpi", 1), speaksOf: [] },
  { title: "Stocks jump as Fed holds rates and signals cuts ahead", at: after("fed", 5), speaksOf: ["fed"] },
  { title: "Fed's Barr warns of risks from private credit", at: after("fed", 120), speaksOf: [] },
  { title: "Bank of Mexico cuts key rate to 7%", at: after("fed", 60), speaksOf: [] },
  { title: "ECB leaves rates unchanged as expected", at: after("ecb", 1), speaksOf: ["ecb"] },
  { title: "Euro zone bond yields rise after ECB decision", at: after("ecb", 60), speaksOf: ["ecb"] },
  { title: "Bank of Japan holds rates steady, yen slides", at: after("boj", 1), speaksOf: ["boj"] },
  { title: "Tokyo stocks rise after BoJ decision", at: after("boj", 30), speaksOf: ["boj"] },
];

/** Every labelled story. */
export const labelledCalendarStories: LabelledCalendarStory[] = [...calendarStoriesTunedOn, ...calendarStoriesHeldOut, ...calendarStoriesHeldOutLast];

/** The set in its two parts, as the evaluation reports them. */
export const calendarStorySplits: Record<"tuned on" | "held out, then fixed on" | "held out" | "all", LabelledCalendarStory[]> = {
  "tuned on": calendarStoriesTunedOn,
  "held out, then fixed on": calendarStoriesHeldOut,
  "held out": calendarStoriesHeldOutLast,
  all: labelledCalendarStories,
};
