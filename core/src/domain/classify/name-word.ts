import { codeAt } from "./char-code";
/** One word of a company name, prepared once so matching a headline is a few string compares. */
export interface NameWord {
  text: string;
  lower: string;
  /** Short all-capital words (GE, BP, AT&T, NICE) only match written exactly so: "Nice" is the city. */
  exactCase: boolean;
  /** A capitalised name word only matches a capitalised headline word: "apple growers" is fruit. */
  capitalised: boolean;
}

/** At most four letters and none lower-case: GE, AT&T, 3M, NICE. Called for every headline word, so no regex. */
export function isShortAllCaps(word: string): boolean {
  let letters = 0;
  for (let i = 0; i < word.length; i++) {
    const code = codeAt(word, i);
    const isLower = code < 128 ? code >= 97 && code <= 122 : word[i] !== word[i]!.toUpperCase();
    const isUpper = code < 128 ? code >= 65 && code <= 90 : word[i] !== word[i]!.toLowerCase();
    if (isLower || (isUpper && ++letters > 4)) return false;
  }
  return true;
}

export function nameWord(text: string): NameWord {
  return { text, lower: text.toLowerCase(), exactCase: isShortAllCaps(text), capitalised: /^[\p{Lu}\p{N}]/u.test(text) };
}
