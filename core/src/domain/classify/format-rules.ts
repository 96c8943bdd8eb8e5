import { rule, when, type ImpactRule } from "./impact-rule";

/** Formats that are about an event rather than the event: they stay low whatever they discuss. Title only. */
export const formatRules: readonly ImpactRule[] = [
  rule("low:analysis", [when("analysis", String.raw`^\W*analysis\b|\banalysis\s*[:|–—-]`)]),
  rule("low:explainer", [when("explain factbox q&a timeline fact", String.raw`\bexplainers?\b|\bexplained\b|\bfactbox\b|\bq&a\b|\btimeline\b|\bfact check\b`)]),
  rule("low:opinion", [
    when(
      "opinion commentary column view editorial op-ed breakingviews letter",
      String.raw`^\W*(?:opinion|commentary|column|view|editorial|op-ed)\b|\b(?:opinion|commentary|column|editorial|op-ed)\s*[:|]|\bbreakingviews\b|\bletters? to the editor\b`,
    ),
  ]),
  rule("low:what-it-means", [
    when(
      "what why how here",
      String.raw`\bwhat\b[^?]{1,80}?\bmeans? for\b|\bwhat (?:to|you need to) (?:know|expect|watch)\b|\bwhat (?:is|are|was|were|we know)\b|^\W*(?:why|how)\b|\bhow (?:will|would|could|does|do|did|to)\b|\bhere's (?:how|what|why)\b`,
    ),
  ]),
  rule("low:question", [when("?", String.raw`\?\W*$`)]),
  rule("low:feature", [
    when(
      "watch video podcast review photo interview feature inside pictures live newsletter recipe travel lifestyle quiz crossword obituary week weekend morning wrap long charts chart things winners exposed pays",
      String.raw`^\W*(?:watch|video|podcast|review|photos?|interview|feature)\s*[:|–—-]|^\W*inside\b|\b(?:podcast|in pictures|live blog|newsletter|recipes?|travel guide|lifestyle|quiz|crossword|obituary|week ahead|weekend reading|morning bid|markets wrap|long read|in charts|chart of the day|things to know|winners and losers|most exposed|who pays)\b|\b(?:\w+ )?(?:stocks|names|ADRs|picks|shares) to watch\b`,
    ),
    when(
      "ways things stocks charts takeaways reasons lessons questions",
      String.raw`\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten) (?:ways|things|stocks|charts|takeaways|reasons|lessons|questions)\b`,
    ),
    when("year", String.raw`\b(?:a|one|two|three|four|five|\d+) years? (?:later|after|on)\b`),
  ]),
];
