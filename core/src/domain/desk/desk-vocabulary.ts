import type { Impact } from "../../wire-constants";
import { topicRules } from "../classify/topic-rules";
import { createPhraseTable } from "./phrase-table";

/**
 * Plain words for the classifier's topics, beside each tag's own name ("middle-east" is "middle east" too). Only words
 * that mean the topic as a whole: a narrower word ("steel", "Iran", "OPEC") is left to the text search, which finds
 * exactly it, where the tag would bring every story of the topic.
 */
export const TAG_WORDS: Readonly<Record<string, readonly string[]>> = {
  tariffs: ["tariff", "duties", "levies", "levy"],
  trade: ["trade war", "trade wars", "trade deal", "trade deals", "trade talks", "exports", "imports"],
  sanctions: ["sanction", "sanctioned", "embargo", "embargoes"],
  "middle-east": ["mideast", "middle eastern"],
  oil: ["crude", "crude oil", "brent", "wti"],
  energy: ["natural gas", "lng"],
  china: ["chinese", "beijing"],
  fed: ["federal reserve", "fomc", "central bank", "central banks", "interest rates", "rates", "rate cut", "rate cuts", "rate hike", "rate hikes"],
  defense: ["defence", "military", "war", "wars"],
  shipping: ["freight", "maritime"],
  tech: ["technology", "big tech", "ai", "artificial intelligence"],
  semiconductors: ["semiconductor", "semis", "chip", "chips", "chipmaker", "chipmakers"],
  "russia-ukraine": ["russia", "russian", "ukraine", "ukrainian", "ukraine war"],
  earnings: ["results", "quarterly results"],
  elections: ["election", "election results", "electoral", "midterms"],
  gold: ["bullion"],
  metals: ["metal"],
  autos: ["auto", "automaker", "automakers", "carmaker", "carmakers", "car", "cars", "ev", "evs"],
  agriculture: ["agricultural", "farm", "farms", "farmers", "farming", "crops"],
};

/** Each topic tag under its own name and its plain words. */
export const tagPhrases = createPhraseTable<string>(
  topicRules.flatMap((rule) => [rule.tag, ...(TAG_WORDS[rule.tag] ?? [])].map((phrase) => [phrase, rule.tag] as const)),
);

/** Words for a story that moves markets, or barely does ("high impact" and the like are read by impactAt). */
export const impactPhrases = createPhraseTable<Impact>([
  ["big", "high"],
  ["bigger", "high"],
  ["biggest", "high"],
  ["major", "high"],
  ["important", "high"],
  ["significant", "high"],
  ["market moving", "high"],
  ["market mover", "high"],
  ["market movers", "high"],
  ["moderate", "mid"],
  ["minor", "low"],
]);

/** The level words that name an impact when "impact" follows them ("high or mid impact"), or in the feed's capitals. */
export const IMPACT_LEVELS: ReadonlyMap<string, Impact> = new Map([
  ["high", "high"],
  ["mid", "mid"],
  ["medium", "mid"],
  ["low", "low"],
]);
export const CAPITAL_IMPACTS: ReadonlyMap<string, Impact> = new Map([
  ["HIGH", "high"],
  ["MID", "mid"],
  ["LOW", "low"],
]);

/**
 * Words that say what kind of answer is wanted, not what it is about: question words, "moved", "news", "stories", and
 * the rest of PostgreSQL's English stop words (a search of those alone would match nothing). They are dropped, so the
 * text search is left with the words that name something.
 */
export const QUESTION_WORDS = new Set(
  (
    "what whats which who whom whose why how when where whether did do does done doing is are was were be been being am " +
    "has have had having any anything some something every everything all the a an and or but nor of in on at to for from by with " +
    "about around regarding re over during between into onto across per via than then there here this that these those it its " +
    "i me my mine we us our you your they them their he she his her please show tell give list find get see search look " +
    "looking miss missed want wanted need can could would should will shall may might must let lets happen happened happening happens " +
    "going go goes went new newest latest recent recently last past stories story headline headlines news update updates " +
    "article articles report reports moved move moves moving movement mover movers driving drove drive drives driven behind " +
    "cause caused causing causes affect affected affecting affects hit hitting impact impacts impacted market markets stock " +
    "stocks share shares price prices ticker tickers mention mentions mentioned mentioning naming named say said says just " +
    "so far yet still up down else more most other only also now currently lately right since ago hi hello hey thanks thank ok okay desk " +
    "myself ours ourselves yours yourself yourselves him himself hers herself itself theirs themselves if because as until " +
    "while against through before after above below out off again further once both each few no not own same such too very don't doesn't didn't isn't aren't wasn't"
  ).split(" "),
);
