import { nameMentions } from "./name-mentions";
import { symbolMentions } from "./symbol-mentions";
import type { TickerIndex } from "./ticker-index";

/** Symbols of the companies a text names, each once, in order of first appearance. */
export function extractTickers(text: string, index: TickerIndex): string[] {
  const mentions = [...symbolMentions(text, index), ...nameMentions(text, index)].sort((a, b) => a.start - b.start);
  return [...new Set(mentions.map((mention) => mention.ticker))];
}
