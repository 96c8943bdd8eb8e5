import { companyShortName } from "../classify/company-short-name";

/**
 * The words a newsroom uses for a calendar event: who (a country by its name, its people, its currency or its central
 * bank) and what (a series family: "CPI", "inflation", "consumer prices"). Acronyms and proper nouns are case-sensitive so
 * "us" is not the US and "fed up" is not the Fed. Read by matchCalendarStory.
 */

/**
 * A country's names as stories write them, by the calendar's codes: the name, the demonym, the currency (not when another
 * country's adjective stands before it: a "Canadian dollar" is not the US's), the central bank and its acronym; the US
 * also by its markets.
 * "WLD" is OPEC+, the calendar's country of its meetings. A country not listed is known by the event's country name alone.
 */
export const COUNTRY_TERMS: Readonly<Record<string, readonly RegExp[]>> = {
  US: [
    /\bU\.S\.(?:A\.)?/,
    /\bUSA?\b/,
    /\bUnited States\b/i,
    /(?<!\b(?:Latin|South|North|Central) )\bAmerican?s?\b/,
    /\bFed\b/,
    /\bFederal Reserve\b/i,
    /\bFOMC\b/,
    /\bWashington\b/,
    // Its markets, which a story about a US print names when it names no country: "Wall Street opens higher after CPI".
    /\bWall Street\b/,
    /\bTreasur(?:y|ies)\b/,
    /\bS&P 500\b/,
    /\bDow\b/,
    /(?<!\b(?:Canadian|Australian|Zealand|Kong|Singapore|Taiwan|Taiwanese|Aussie) )\b(?:dollar|greenback)s?\b/i,
  ],
  EU: [/\beuro[- ]?(?:zone|area)\b/i, /\beurozone\b/i, /\bEU\b/, /\bECB\b/, /\bEuropean Central Bank\b/i, /\beuro\b(?![- ]?(?:zone|area))/i],
  GB: [/\bU\.?K\.?(?=\W|$)/, /\bBritain\b/, /\bBritish\b/, /\bUnited Kingdom\b/i, /\bBoE\b|\bBOE\b/, /\bBank of England\b/i, /\bsterling\b/i],
  JP: [/\bJapan(?:ese|'s)?\b/, /\bBoJ\b|\bBOJ\b/, /\bBank of Japan\b/i, /\bTokyo\b/, /\byen\b/i],
  CN: [/\bChina(?:'s)?\b/, /\bChinese\b/, /\bBeijing\b/, /\bPBOC\b|\bPBoC\b/, /\bPeople's Bank of China\b/i, /\byuan\b/i, /\brenminbi\b/i],
  DE: [/\bGerman(?:y|y's)?\b/, /\bBundesbank\b/],
  FR: [/\bFrance(?:'s)?\b/, /\bFrench\b/],
  IT: [/\bItal(?:y|y's|ian)\b/],
  ES: [/\bSpain(?:'s)?\b/, /\bSpanish\b/],
  CA: [/\bCanad(?:a|a's|ian)\b/, /\bBoC\b/, /\bBank of Canada\b/i, /\bloonie\b/i],
  AU: [/\bAustralia(?:n|'s)?\b/, /\bRBA\b/, /\bReserve Bank of Australia\b/i, /\bAussie\b/],
  NZ: [/\bNew Zealand(?:'s)?\b/, /\bRBNZ\b/, /\bkiwi\b/],
  CH: [/\bSwitzerland(?:'s)?\b/, /\bSwiss\b/, /\bSNB\b/, /\bfranc\b/i],
  SE: [/\bSwed(?:en|en's|ish)\b/, /\bRiksbank\b/, /\bkrona\b/i],
  NO: [/\bNorw(?:ay|ay's|egian)\b/, /\bNorges Bank\b/, /\bkrone\b/i],
  IN: [/\bIndia(?:n|'s)?\b/, /\bRBI\b/, /\brupee\b/i],
  KR: [/\b(?:South )?Korea(?:n|'s)?\b/, /\bBank of Korea\b/i],
  MX: [/\bMexic(?:o|o's|an)\b/, /\bBanxico\b/, /\bpeso\b/i],
  BR: [/\bBrazil(?:ian|'s)?\b/],
  TR: [/\bTurk(?:ey|ey's|ish|iye)\b/, /\blira\b/i],
  RU: [/\bRussia(?:n|'s)?\b/, /\brouble\b|\bruble\b/i],
  ZA: [/\bSouth Africa(?:n|'s)?\b/],
  WLD: [/\bOPEC\b(?:\+|\s?Plus\b)?/],
};

/** A group of calendar series that stories speak of in the same words: every CPI of any country, every PMI. */
export interface SeriesFamily {
  /** How the evidence names it: "consumer prices". */
  name: string;
  /** Matched against the event's title, lower-cased: the series that belong to the family. */
  event: RegExp;
  /** Titles that look like the family's but are not: a regional survey, a speech. */
  notEvent?: RegExp;
  /** The words a story speaks of it in. */
  subject: readonly RegExp[];
  /** Words that name the subject and its country at once ("nonfarm payrolls" are American), by country code. */
  implies?: Readonly<Record<string, readonly RegExp[]>>;
  /** A sentence using these is about a neighbouring series, not this one ("PCE inflation" is not the CPI). */
  unless?: RegExp;
}

/** A manufacturing or a services survey speaks of its own sector: an ISM services story is not the manufacturing one's. */
export const SURVEY_SECTORS: readonly { event: RegExp; story: RegExp }[] = [
  { event: /\bnon-manufacturing\b|\bservices?\b/, story: /\bservices?\b|\bservice-sector\b|\bnon-manufacturing\b/i },
  { event: /(?<!non-)\bmanufacturing\b/, story: /(?<!non-)\bmanufactur\w*|\bfactor(?:y|ies)\b|\bindustrial\b/i },
];

const RATE_VERBS =
  "holds?|held|keeps?|kept|leaves?|left|cuts?|raises?|raised|hikes?|hiked|lowers?|lowered|trims?|trimmed|lifts?|lifted|reduces?|reduced|slashe?s?|slashed|delivers?|delivered";

/**
 * The series families stories are linked to, and the words for each. Series outside them (speeches, minutes, auctions,
 * inventories, housing, sentiment) are never linked: their stories rarely name the series, and a wrong link misleads.
 */
export const SERIES_FAMILIES: readonly SeriesFamily[] = [
  {
    name: "consumer prices",
    event: /\bcpi\b|\bconsumer price/,
    subject: [/\bCPI\b/, /\binflation\b/i, /\bconsumer prices?\b/i, /\bcost of living\b/i],
    unless: /\bPCE\b|\bPPI\b|personal consumption|producer prices|wholesale prices|inflation expectations/i,
  },
  {
    name: "producer prices",
    event: /\bppi\b|\bproducer price/,
    subject: [/\bPPI\b/, /\bproducer prices?\b/i, /\bwholesale (?:prices|inflation)\b/i, /\bfactory-gate\b/i],
  },
  {
    name: "PCE",
    event: /\bpce\b|\bpersonal (?:income|spending|consumption)/,
    subject: [/\bPCE\b/, /\bpersonal consumption expenditures?\b/i, /\bpersonal (?:income|spending)\b/i, /\bpreferred (?:inflation )?(?:gauge|measure)\b/i],
    implies: { US: [/\bPCE\b/, /\bpreferred (?:inflation )?(?:gauge|measure)\b/i] },
  },
  {
    name: "jobs report",
    event: /\bnonfarm payrolls\b|\bemployment change\b|\bunemployment rate\b|\baverage hourly earnings\b|\bparticipation rate\b/,
    notEvent: /\badp\b|\bclaimant\b/,
    subject: [
      /\bpayrolls\b/i,
      /\bnon-?farm\b/i,
      /\bjobs? (?:report|data|numbers?|growth|gains|creation)\b/i,
      /\b(?:unemployment|jobless) rate\b/i,
      /\b(?:employers|economy|businesses) (?:added|shed|created|cut|lost|hired)\b/i,
      /\badded [\d,.]+(?: thousand)? jobs\b/i,
    ],
    implies: { US: [/\bnon-?farm payrolls?\b/i] },
    unless: /\bADP\b|\bjobless claims\b|\bJOLTS\b|\bjob openings\b/i,
  },
  {
    name: "jobless claims",
    event: /\bjobless claims\b|\bcontinuing claims\b|\binitial claims\b/,
    subject: [
      /\bjobless claims\b/i,
      /\b(?:initial|unemployment|weekly|continuing) claims\b/i,
      /\bclaims for (?:unemployment|jobless) (?:benefits|aid)\b/i,
      /\bapplications for (?:unemployment|jobless) benefits\b/i,
      /\bfil(?:e|es|ed|ing) (?:new )?(?:claims )?for (?:unemployment|jobless) (?:benefits|aid)\b/i,
    ],
    // Only the US counts new claims for unemployment benefits weekly.
    implies: { US: [/\bjobless claims\b/i, /\binitial claims\b/i] },
  },
  {
    name: "GDP",
    event: /\bgdp\b|\bgross domestic product\b/,
    subject: [
      /\bGDP\b/,
      /\bgross domestic product\b/i,
      /\beconomy (?:grew|expanded|contracted|shrank|grows|expands|contracts|shrinks|slowed|accelerated|stalled)\b/i,
      /\beconomic growth\b/i,
    ],
  },
  {
    name: "retail sales",
    event: /\bretail sales\b/,
    subject: [/\bretail sales\b/i, /\bretail spending\b/i],
  },
  {
    name: "ISM survey",
    event: /\bism\b/,
    subject: [
      /\bISM\b/,
      /\bInstitute for Supply Management\b/i,
      /\b(?:factory|manufacturing|services|service-sector|services-sector) activity\b/i,
    ],
    implies: { US: [/\bISM\b/, /\bInstitute for Supply Management\b/i] },
    // The other surveys of the same sectors, some out the same morning.
    unless: /\bS&P Global\b|\bCaixin\b|\bHCOB\b|\bJibun\b|\bRatingDog\b/i,
  },
  {
    name: "PMI survey",
    event: /\bpmi\b/,
    // The ISM's own family above; regional Fed surveys are their city's, which stories name and the table does not.
    notEvent: /\bism\b|\bchicago\b|\brichmond\b|\bphilly\b|\bphiladelphia\b|\bempire\b|\bdallas\b|\bkansas\b|\bnew york\b/,
    subject: [/\bPMI\b/, /\bpurchasing managers'?\b/i],
    unless: /\bISM\b|\bInstitute for Supply Management\b/i,
  },
  {
    name: "rate decision",
    event: /\binterest rate decision\b|\bdeposit facility rate\b|\bmain refinancing rate\b|\bcash rate\b|\bloan prime rate\b|\bfomc statement\b|\bmonetary policy statement\b/,
    subject: [
      /\b(?:rate|policy) decision\b/i,
      new RegExp(`\\b(?:${RATE_VERBS}) (?:its |the |a )?(?:key |main |benchmark |policy |interest |deposit |overnight |lending |bank |short-term )*(?:interest[- ])?rates?\\b`, "i"),
      /\b(?:interest )?rates? (?:unchanged|on hold|steady)\b/i,
      /\b(?:rate|interest-rate) (?:cut|hike|increase|rise|reduction)s?\b/i,
      /\bFOMC\b/,
      /\b(?:Fed|ECB|BoE|BOE|BoJ|BOJ|central bank)(?:'s)? (?:decision|meeting)\b/,
      /\bstands? pat\b/i,
    ],
    implies: { US: [/\bFOMC\b/] },
  },
  {
    name: "OPEC+ output",
    event: /\bopec\b/,
    subject: [/\b(?:output|production|supply|quotas?|barrels|bpd|meeting)\b/i],
  },
];

/**
 * Words after a company's name that make it another company's description: "Nvidia supplier TSMC reports revenue" is
 * TSMC's revenue.
 */
export const COMPANY_AS_DESCRIPTION = /^(?:'s)?\s+(?:suppliers?|rivals?|partners?|customers?|peers?|competitors?|backers?|investors?|clients?)\b/i;

/** A company's results, as stories speak of them. */
export const RESULTS_TERMS: readonly RegExp[] = [
  /\bearnings\b/i,
  /\bresults\b/i,
  /\bquarter(?:ly)?\b/i,
  /\bEPS\b/,
  /\bper share\b/i,
  /\brevenues?\b/i,
  /\bsales\b/i,
  /\bguidance\b/i,
  /\bprofits?\b(?!-taking)/i,
  /\boutlook\b/i,
  /\bforecasts?\b/i,
  /\bQ[1-4]\b/,
];

/** The name a story calls a listed company by: without its legal form or share class ("Alphabet Inc. Class A" is "Alphabet"). */
export const companyNameOf = (company: string) => companyShortName(company.replace(/[\s,]+Class [A-C]$/i, ""));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * How a story names a company: its short name with a capital (any case after it: "Nvidia" is "NVIDIA"), or its symbol,
 * alone when it has three letters or more ("NVDA"), only as "$T" or "(T)" when shorter ("T" and "ON" are words too).
 */
export function companyTerms(ticker: string | null, company: string | null): RegExp[] {
  const terms: RegExp[] = [];
  if (company) {
    const name = companyNameOf(company);
    // The first letter as written, the rest in any case: a regular expression without inline flags (Node 20 has none).
    const anyCase = [...name].map((letter, index) => (index > 0 && /[a-z]/i.test(letter) ? `[${letter.toLowerCase()}${letter.toUpperCase()}]` : escape(letter))).join("");
    if (name.length >= 2) terms.push(new RegExp(`\\b${anyCase}(?:'s)?(?![\\w-])`));
  }
  if (ticker) {
    const symbol = escape(ticker);
    terms.push(ticker.length >= 3 ? new RegExp(`(?:\\$|\\b)${symbol}\\b`) : new RegExp(`\\$${symbol}\\b|\\(${symbol}\\)|: ?${symbol}\\)`));
  }
  return terms;
}
