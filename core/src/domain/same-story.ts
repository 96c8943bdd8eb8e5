/** Words that say nothing about which event a headline is about. */
const STOP_WORDS = new Set(
  "a an the of on in at to for from by with and or as is are was were be been after over amid into its it his her their new says said say report reports update live latest breaking".split(
    " ",
  ),
);

/** The content words of a headline, lower-cased and lightly stemmed ("tariffs" and "tariff" agree). */
export function titleTokens(title: string): Set<string> {
  const words = title
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .split(/[^\p{L}\p{N}%$.]+/u)
    .map((word) => word.replace(/^\.+|\.+$/g, ""))
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map((word) => (word.length > 4 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word));
  return new Set(words);
}

/**
 * Two headlines report the same event when most of their content words agree (Jaccard ≥ 0.5,
 * with at least three shared words so short headlines do not collide by chance).
 */
export function isSameStory(a: Set<string>, b: Set<string>): boolean {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  const union = a.size + b.size - shared;
  return shared >= 3 && union > 0 && shared / union >= 0.5;
}
