import type { WordToken } from "./tokenize";

/** Words only a company is followed by: "Uber shares", "Cisco CEO", "Palantir earnings". */
export const CORPORATE_AFTER = new Set(
  "inc corp corporation co plc ltd llc shares stock stockholders shareholders ceo cfo earnings revenue revenues profit profits".split(" "),
);

/** Words that follow a company's name but not the everyday word: "Target shares", "Apple says", "Shell CEO". */
export const AFTER = new Set(
  (
    "inc corp corporation co plc ltd llc group holdings " +
    "shares share stock stocks stockholders shareholders investors ceo cfo chief boss bosses executive executives " +
    "earnings revenue revenues profit profits sales results quarter quarterly guidance forecast forecasts " +
    "says said reports reported posts posted unveils unveiled launches launched announces announced " +
    "beats misses sues sued agrees agreed buys bought acquires acquired invests hires recalls warns " +
    "cuts raises slashes lowers plans expects stores store employees workers suppliers supplier factory " +
    "factories plant plants app apps products devices chips deal bid merger takeover stake stakes"
  ).split(" "),
);

/** Verbs after "to" or "will" that make the subject a company: "Amazon to cut jobs", "Oracle will buy". */
export const COMPANY_VERBS = new Set(
  (
    "buy acquire cut raise invest launch open close build hire lay sell spend pay move shift list split " +
    "report announce add exit expand boost resume halt stop end make produce manufacture spin sue merge"
  ).split(" "),
);

/** After a possessive these make a proper noun, not a company's thing: "People's Bank of China", "People's Republic". */
const PROPER_NOUN_AFTER_POSSESSIVE = new Set("bank republic party army liberation daily congress court assembly front movement".split(" "));

export const BEFORE = new Set(["shares of", "shares in", "stake in", "stock of", "bid for", "takeover of"]);

const JOINED = /^\s+$/;

function joined(text: string, left: WordToken, right: WordToken): boolean {
  return JOINED.test(text.slice(left.end, right.start));
}

/** A name found in a text: `first` and `last` are the indexes of its first and last tokens. */
interface NameInText {
  text: string;
  tokens: readonly WordToken[];
  first: number;
  last: number;
  /** Written "Apple's". */
  possessive: boolean;
  /** Accept only words no person or place is followed by. */
  corporateOnly: boolean;
}

/** Whether the words around a name mark it as a company, for names that are also everyday words or people. */
export function hasCompanyContext({ text, tokens, first, last, possessive, corporateOnly }: NameInText): boolean {
  const name = tokens[last]!;
  const next = tokens[last + 1];
  const word = next && joined(text, name, next) ? next.text.toLowerCase() : null;
  if (corporateOnly) return word !== null && CORPORATE_AFTER.has(word);
  if (possessive) return word === null || !PROPER_NOUN_AFTER_POSSESSIVE.has(word);
  if (next && word !== null) {
    if (AFTER.has(word)) return true;
    const verb = tokens[last + 2];
    if ((word === "to" || word === "will") && verb && joined(text, next, verb) && COMPANY_VERBS.has(verb.text.toLowerCase())) return true;
  }
  const before = tokens[first - 1];
  const beforeThat = tokens[first - 2];
  return Boolean(
    before &&
      beforeThat &&
      joined(text, before, tokens[first]!) &&
      joined(text, beforeThat, before) &&
      BEFORE.has(`${beforeThat.text} ${before.text}`.toLowerCase()),
  );
}
