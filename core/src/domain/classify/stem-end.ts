import { codeAt } from "./char-code";
/**
 * A crude stem, as where it ends: "imposes", "imposed", "imposing" all end at "impos". The impact model's
 * words and alert keywords share it, so a keyword meets the word forms the model reads.
 */
export function stemEnd(text: string, start: number, end: number): number {
  const length = end - start;
  const last = codeAt(text, end - 1);
  const second = codeAt(text, end - 2);
  if (length > 6 && last === 103 && second === 110 && codeAt(text, end - 3) === 105) end -= 3; // -ing
  else if (length > 4 && last === 100 && second === 101) end -= 2; // -ed
  else if (length > 3 && last === 115 && second !== 115 && second !== 117 && second !== 105) end -= 1; // -s, not -ss, -us, -is
  if (end - start > 4 && codeAt(text, end - 1) === 101) end -= 1; // -e
  return end;
}
