import { impacts as impactOrder } from "../../wire-constants";
import type { DeskQuery } from "../../schemas/desk";

/** "A", "A or B", "A, B or C". */
const either = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`);

/** "High-impact stories", "High- or mid-impact stories"; every impact at once filters nothing. */
function storiesOf(impacts: DeskQuery["impacts"]): string {
  if (!impacts.length || impacts.length === impactOrder.length) return "Stories";
  const levels = impactOrder.filter((impact) => impacts.includes(impact));
  const words = levels.map((impact, index) => (index === 0 ? impact[0]!.toUpperCase() + impact.slice(1) : impact));
  return `${either(words.map((word, index) => (index < words.length - 1 ? `${word}-` : word)))}-impact stories`;
}

/**
 * What the desk understood, in plain words: "Stories naming NVDA since 00:00 UTC today", "High-impact stories tagged
 * tariffs this week (since Monday 5 January, 00:00 UTC)". `time` is the time phrase's own wording.
 */
export function describeDeskQuery(query: DeskQuery, time: string | undefined): string {
  const words = query.text.split(" ").filter(Boolean);
  const wanted = words.filter((word) => !word.startsWith("-"));
  const unwanted = words.filter((word) => word.startsWith("-")).map((word) => word.slice(1));
  const what = [
    query.tickers.length ? `naming ${either(query.tickers)}` : "",
    query.tags.length ? `tagged ${either(query.tags)}` : "",
    wanted.length ? `mentioning "${wanted.join(" ")}"` : "",
    unwanted.length ? `without "${unwanted.join(" ")}"` : "",
  ].filter(Boolean);
  const stories = storiesOf(query.impacts);
  if (!what.length && !time && stories === "Stories") return "The newest stories, whatever they are about";
  return [stories, what.join(", "), time].filter(Boolean).join(" ");
}
