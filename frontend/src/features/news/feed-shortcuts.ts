/** What a key does on the feed; Esc is the open window's own (Radix Dialog closes on it). */
export type FeedCommand = "next" | "previous" | "open" | "report" | "search" | "help" | ViewCommand;
/** Switch to the saved view under a key, 1 to 9. */
export type ViewCommand = `view-${number}`;

/** The key of a saved view a command switches to, or null for another command. */
export const viewSlotOf = (command: FeedCommand): number | null => (command.startsWith("view-") ? Number(command.slice("view-".length)) : null);

/** Every key of the feed, in the order the '?' overlay lists them. */
export const feedShortcuts: readonly { key: string; command: FeedCommand | null; does: string }[] = [
  { key: "j", command: "next", does: "Next story or release" },
  { key: "k", command: "previous", does: "Previous story or release" },
  { key: "Enter", command: "open", does: "Open the story in a new tab (a calendar release: the calendar)" },
  { key: "r", command: "report", does: "Open the story's report" },
  { key: "/", command: "search", does: "Search stories" },
  { key: "?", command: "help", does: "Show these shortcuts" },
  { key: "1–9", command: null, does: "Switch to a saved view" },
  { key: "Esc", command: null, does: "Close a window" },
];

const commandByKey = new Map<string, FeedCommand>([
  ...feedShortcuts.flatMap(({ key, command }) => (command ? [[key, command] as const] : [])),
  ...Array.from({ length: 9 }, (_, index) => [String(index + 1), `view-${index + 1}`] as const),
]);

/** Where a key belongs to what is being typed into, never to the feed. */
const TEXT_ENTRY = "input, textarea, select, [contenteditable]:not([contenteditable='false'])";
/** Where Enter already does something of its own: follow the link, press the button. */
const ACTIVATES_ON_ENTER = "a[href], button, summary, [role='button'], [role='link']";

/** The feed command a key press asks for, or null when the key is the page's or the field's. */
export function feedCommandOf(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "target">): FeedCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  // Inside an open window (the report, the editor, this list) the window owns the keys.
  if (target?.closest(`${TEXT_ENTRY}, [role='dialog']`)) return null;
  const command = commandByKey.get(event.key) ?? null;
  if (command === "open" && target?.closest(ACTIVATES_ON_ENTER)) return null;
  return command;
}
