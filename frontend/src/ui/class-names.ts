/** Joins the class lists that apply, skipping the ones a condition turned off. */
export function classNames(...lists: (string | false | null | undefined)[]): string {
  return lists.filter(Boolean).join(" ");
}
