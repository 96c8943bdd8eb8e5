/** Words before an event that make it a possibility rather than a fact: "threatens to impose tariffs". */
const HEDGE_BEFORE =
  /\b(?:could|might|would|should|weigh(?:s|ing)?|consider(?:s|ing|ed)?|mull(?:s|ed|ing)?|propos(?:e|es|ed|ing|al|als)|threat(?:s|en|ens|ened|ening)?|warn(?:s|ed|ing)?|plan(?:s|ned|ning)?|seek(?:s|ing)?|eye(?:s|ing)|urg(?:e|es|ed|ing)|calls? for|push(?:es|ed|ing)?|lobb(?:y|ies|ied|ying)|oppos(?:e|es|ed|ing)|vow(?:s|ed)?|pledg(?:e|es|ed)|promis(?:e|es|ed)|if|whether|possible|potential(?:ly)?|likely|unlikely|fears?|risks? of|hopes?|ahead of|brac(?:e|es|ing) for|discuss(?:es|ed|ing)?|talks? (?:on|over|about|to)|negotiat\w*|poised|prepar(?:e|es|ed|ing)|rumou?rs?|not|no|won't|\w+n't|rules? out|ruled out|den(?:y|ies|ied)|nears|nearing|close to|loom(?:s|ing)?|expected to|expects?|stud(?:y|ies|ying)|review(?:s|ing)?)\b/i;
/**
 * Hedges inside the matched event itself: "tariffs could rise", "Iran threatens to close Hormuz after
 * strikes". Narrower than HEDGE_BEFORE, whose "talks" or "negotiations" can be part of the event.
 */
const HEDGE_INSIDE =
  /\b(?:could|might|would|should|possibl[ey]|potential(?:ly)?|likely|seen|expected|surveys?|polls?|threat(?:s|en|ens|ened|ening)?|warn(?:s|ed|ing)?|vow(?:s|ed)?|pledg(?:e|es|ed)|promis(?:e|es|ed)|urg(?:e|es|ed|ing)|seek(?:s|ing)?|calls? for|push(?:es)? for|discuss(?:es|ed|ing)?|consider(?:s|ing)?|weigh(?:s|ing)?|mull(?:s|ing)?|propos(?:e|es|ed|ing|al)|plan(?:s|ned)?|if|whether|not|no|won't|\w+n't)\b/i;
/** "may" the verb, not May the month. */
const MAY = /\bmay\b/;
/** Where a clause ends: a hedge in one clause does not soften the next ("US imposes tariffs; China may retaliate"). */
const CLAUSE_END = /[;:!?|]|(?<=[a-z0-9)])\.(?=\s|$)|,\s|\s[-–—]\s/g;

/** Where the clause around text[start, end) begins, and whether it ends in a question mark. */
function clauseAround(text: string, start: number, end: number): { from: number; question: boolean } {
  let from = 0;
  for (const match of text.matchAll(CLAUSE_END)) {
    if (match.index + match[0].length <= start) from = match.index + match[0].length;
    else if (match.index >= end) return { from, question: match[0] === "?" };
  }
  return { from, question: false };
}

/**
 * Whether the event matched at text[start, end) is only a possibility: a hedge word before it in its
 * clause ("threatens to impose tariffs"), inside it ("tariffs could rise"), or a question mark ending it.
 */
export function isHedged(text: string, start: number, end: number): boolean {
  const clause = clauseAround(text, start, end);
  const before = text.slice(clause.from, start);
  return clause.question || HEDGE_BEFORE.test(before) || MAY.test(before) || HEDGE_INSIDE.test(text.slice(start, end));
}

/** Whether a text holds any hedge word at all ("could", "considers", "threatens", "may"): a feature of the impact model. */
export function mentionsHedge(text: string): boolean {
  return HEDGE_BEFORE.test(text) || MAY.test(text);
}
