import type { Impact } from "../../wire-constants";

interface ImportanceRule {
  impact: Impact;
  /** ISO codes the rule holds for; every country when absent. */
  countries?: readonly string[];
  /** Matched against the title lower-cased, without its parenthesised parts ("(MoM)", "(Nov)"). */
  title: RegExp;
}

/** The G7 and China but the United States, the euro area with them: the other economies whose prints move markets. */
const OTHER_MAJORS = ["CA", "FR", "DE", "IT", "JP", "GB", "EU", "CN"] as const;

/**
 * The events that move markets beyond their own corner, on the stories' scale. High: the US prints that reprice the
 * Fed path (inflation, jobs, growth, spending, the ISM surveys), the four central banks whose decisions move every
 * market, and OPEC+ meetings (this desk follows oil). Mid: the second-tier US prints, what is said around a decision,
 * and the other majors' CPI and GDP; also ADP (read as a preview of payrolls) and the EIA's weekly crude stocks (the
 * oil market's weekly print). Everything else is low: auctions, regional surveys, minor speakers.
 */
const RULES: readonly ImportanceRule[] = [
  { impact: "high", countries: ["US"], title: /^(core )?cpi$/ },
  { impact: "high", countries: ["US"], title: /^(core )?pce price index$/ },
  { impact: "high", countries: ["US"], title: /^nonfarm payrolls$/ },
  { impact: "high", countries: ["US"], title: /^unemployment rate$/ },
  { impact: "high", countries: ["US"], title: /^gdp$/ },
  { impact: "high", countries: ["US"], title: /^(core )?retail sales$/ },
  { impact: "high", countries: ["US"], title: /^ism (manufacturing|non-manufacturing|services) pmi$/ },
  { impact: "high", countries: ["US"], title: /^fed interest rate decision$/ },
  // The ECB's policy rate is the deposit rate since 2024; the calendar lists it beside the main refinancing rate.
  { impact: "high", countries: ["EU"], title: /^(ecb interest rate decision|deposit facility rate)$/ },
  { impact: "high", countries: ["GB"], title: /^boe interest rate decision$/ },
  { impact: "high", countries: ["JP"], title: /^boj interest rate decision$/ },
  { impact: "high", title: /^opec\+?( ministerial)? meetings?$/ },

  { impact: "mid", countries: ["US"], title: /^initial jobless claims$/ },
  { impact: "mid", countries: ["US"], title: /^(core )?ppi$/ },
  { impact: "mid", countries: ["US"], title: /^jolts job openings$/ },
  { impact: "mid", countries: ["US"], title: /consumer (confidence|sentiment)$/ },
  { impact: "mid", countries: ["US"], title: /^(core )?durable goods orders$/ },
  { impact: "mid", countries: ["US"], title: /^fed chair [a-z.' -]+ (speaks|testifies)$/ },
  { impact: "mid", countries: ["US"], title: /^fomc (statement|press conference)$/ },
  { impact: "mid", countries: ["US"], title: /^adp nonfarm employment change$/ },
  { impact: "mid", countries: ["US"], title: /^crude oil inventories$/ },
  { impact: "mid", countries: ["EU"], title: /^ecb (press conference|monetary policy statement)$/ },
  { impact: "mid", countries: ["JP"], title: /^boj press conference$/ },
  { impact: "mid", countries: OTHER_MAJORS, title: /^((german|french|italian|uk|tokyo|national) )?(core )?cpi$/ },
  { impact: "mid", countries: OTHER_MAJORS, title: /^((german|french|italian|uk) )?gdp$/ },
  // Any other central bank's decision moves its own currency more than most prints do.
  { impact: "mid", title: /interest rate decision$/ },
];

const titleKey = (title: string) =>
  title
    .toLowerCase()
    .replace(/\([^)]*\)/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** A macro event's importance from its country (ISO code) and its title as the source writes it. */
export function macroImportance(country: string, title: string): Impact {
  const key = titleKey(title);
  const rule = RULES.find((candidate) => (!candidate.countries || candidate.countries.includes(country)) && candidate.title.test(key));
  return rule?.impact ?? "low";
}

/**
 * Market capitalisation classes in US dollars, the conventional boundaries: mega caps from $200 billion (some thirty US
 * companies, whose reports move the indices themselves) and large caps from $10 billion (a typical S&P 500 member,
 * whose report moves its sector and its suppliers).
 */
export const MEGA_CAP_USD = 200e9;
export const LARGE_CAP_USD = 10e9;

/** A company's earnings importance from its market capitalisation in dollars; unknown is low. */
export function earningsImportance(marketCapUsd: number | null): Impact {
  if (marketCapUsd === null || !Number.isFinite(marketCapUsd)) return "low";
  if (marketCapUsd >= MEGA_CAP_USD) return "high";
  return marketCapUsd >= LARGE_CAP_USD ? "mid" : "low";
}
