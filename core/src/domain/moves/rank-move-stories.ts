import { titleTokens } from "../same-story";

/** A story published in the window before a move, as the ranking reads it. */
export interface CandidateStory {
  id: number;
  title: string;
  publishedAt: number;
  /** Tickers the story names. */
  tickers: readonly string[];
  /** Tickers it moves without naming them. */
  relatedTickers: readonly string[];
  tags: readonly string[];
  /** Prediction markets the market linker tied it to (ids). */
  marketIds: readonly number[];
}

/** What moved: a stock (its symbol and company) or a market (its id and question), with its topic tags. */
export type MoveSubject = { kind: "stock"; symbol: string; company: string; tags: readonly string[] } | { kind: "market"; marketId: number; question: string; tags: readonly string[] };

export type EvidenceKind = "named" | "related" | "linked" | "tags" | "words";

/** One reason a story may explain a move, as a reader is told it. */
export interface Evidence {
  kind: EvidenceKind;
  detail: string;
}

export interface RankedStory {
  id: number;
  score: number;
  evidence: Evidence[];
}

/**
 * How much each kind of evidence weighs. Naming the ticker is the strongest (a story about NVDA before NVDA jumps), a
 * market the linker tied to the story next, then the ticker only related (an OPEC+ story before XLE moves); shared
 * topic tags and shared words can only add up to less than a named ticker, so a story naming the ticker always ranks
 * above one that merely sounds alike.
 */
export const EVIDENCE_WEIGHTS = { named: 4, linked: 3, related: 2, tagEach: 0.5, tagMax: 1, words: 1.5, recency: 0.5 } as const;
/**
 * Words of a company's name or a market's question that name nothing: legal suffixes, the question's "will", years.
 * Without them, "Intel Corporation" would share a word with "NVIDIA Corporation", and "Oil will rise" with "Will the Fed
 * cut rates?".
 */
const GENERIC_WORDS = new Set(["inc", "corp", "corporation", "co", "company", "ltd", "plc", "llc", "sa", "ag", "nv", "holding", "group", "will", "be", "by", "end"]);
const namingWords = (text: string) => new Set([...titleTokens(text)].filter((word) => !GENERIC_WORDS.has(word) && !/^\d+$/.test(word)));
/** Shared words count when they are at least half the subject's naming words, or two of them. */
const MIN_WORD_SHARE = 0.5;
const MIN_SHARED_WORDS = 2;

/**
 * The stories of the window before a move that may explain it, best first (ties: the newer first), with the evidence for
 * each: the ticker named or related, the market linked, shared topic tags, shared words with the company's name or the
 * market's question, and recency within the window. A story with no evidence but recency is not a candidate.
 */
export function rankMoveStories(subject: MoveSubject, stories: readonly CandidateStory[], window: { start: number; end: number }, limit = 5): RankedStory[] {
  const subjectWords = namingWords(subject.kind === "stock" ? subject.company : subject.question);
  const subjectTags = new Set(subject.tags);
  const span = Math.max(1, window.end - window.start);
  const ranked: (RankedStory & { publishedAt: number })[] = [];
  for (const story of stories) {
    if (story.publishedAt > window.end || story.publishedAt < window.start) continue;
    const evidence: Evidence[] = [];
    let score = 0;
    if (subject.kind === "stock") {
      if (story.tickers.includes(subject.symbol)) {
        score += EVIDENCE_WEIGHTS.named;
        evidence.push({ kind: "named", detail: `names ${subject.symbol}` });
      } else if (story.relatedTickers.includes(subject.symbol)) {
        score += EVIDENCE_WEIGHTS.related;
        evidence.push({ kind: "related", detail: `moves ${subject.symbol} without naming it` });
      }
    } else if (story.marketIds.includes(subject.marketId)) {
      score += EVIDENCE_WEIGHTS.linked;
      evidence.push({ kind: "linked", detail: "linked to this market" });
    }
    const tags = story.tags.filter((tag) => subjectTags.has(tag));
    if (tags.length) {
      score += Math.min(EVIDENCE_WEIGHTS.tagMax, tags.length * EVIDENCE_WEIGHTS.tagEach);
      evidence.push({ kind: "tags", detail: `shares ${tags.length === 1 ? "the tag" : "the tags"} ${tags.join(", ")}` });
    }
    if (subjectWords.size) {
      const shared = [...titleTokens(story.title)].filter((word) => subjectWords.has(word));
      const share = shared.length / subjectWords.size;
      if (share >= MIN_WORD_SHARE || shared.length >= MIN_SHARED_WORDS) {
        score += EVIDENCE_WEIGHTS.words * share;
        evidence.push({ kind: "words", detail: `shares the words ${shared.join(", ")}` });
      }
    }
    if (!evidence.length) continue;
    score += EVIDENCE_WEIGHTS.recency * ((story.publishedAt - window.start) / span);
    ranked.push({ id: story.id, score: Math.round(score * 1000) / 1000, evidence, publishedAt: story.publishedAt });
  }
  ranked.sort((a, b) => b.score - a.score || b.publishedAt - a.publishedAt || b.id - a.id);
  return ranked.slice(0, limit).map(({ publishedAt: _, ...story }) => story);
}
