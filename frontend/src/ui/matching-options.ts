export interface SelectOption {
  /** What is chosen; searched too, so a code typed whole or by its start (NVDA, aex for ^AEX) comes first. */
  value: string;
  /** The name shown first. */
  label: string;
  /** Shown after the name in brackets, muted: the code, such as a ticker. */
  detail?: string;
}

export interface SelectGroup {
  label: string;
  options: readonly SelectOption[];
}

/** Codes such as ^AEX are matched without their leading sign. */
const bare = (value: string) => value.toLowerCase().replace(/^\^/, "");

/** How well an option matches: the code exactly, the code's start, a word of the name by its start, any part of the name; -1 for no match. */
function rankOf(option: SelectOption, query: string): number {
  const code = bare(option.value);
  const name = option.label.toLowerCase();
  if (code === query) return 0;
  if (code.startsWith(query)) return 1;
  if (name.startsWith(query) || name.includes(` ${query}`)) return 2;
  if (name.includes(query) || (option.detail ?? "").toLowerCase().includes(query)) return 3;
  return -1;
}

/**
 * The groups with only the options that match the typed text, best match first within a group and the group with
 * the best match first (typing a fund's code brings the funds up); all of them, as given, while nothing is typed.
 */
export function matchingOptions(groups: readonly SelectGroup[], typed: string): SelectGroup[] {
  const query = bare(typed.trim());
  if (!query) return [...groups];
  const ranked = groups.map((group) => {
    const options = group.options
      .map((option) => ({ option, rank: rankOf(option, query) }))
      .filter((entry) => entry.rank >= 0)
      .sort((a, b) => a.rank - b.rank);
    return { group: { label: group.label, options: options.map((entry) => entry.option) }, best: options[0]?.rank ?? Number.POSITIVE_INFINITY };
  });
  return ranked
    .filter((entry) => entry.group.options.length > 0)
    .sort((a, b) => a.best - b.best)
    .map((entry) => entry.group);
}
