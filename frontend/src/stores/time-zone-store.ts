import { createChoiceStore } from "./create-choice-store";

/** The clocks the news path can be read on: the reader's own, or US Eastern, where US markets keep time. */
export const timeZoneChoices = ["local", "eastern"] as const;
export type TimeZoneChoice = (typeof timeZoneChoices)[number];

/** The reader's time zone for every time on the news path; their own until they pick US Eastern. */
export const useTimeZoneStore = createChoiceStore("tradewire.time-zone", timeZoneChoices, "local");

export interface TimeZone {
  choice: TimeZoneChoice;
  /** The IANA name to format with; undefined formats on the browser's own clock. */
  timeZone: string | undefined;
  /** How the zone is named on screen: ET, or the browser's zone such as Europe/Paris. */
  label: string;
}

const EASTERN = "America/New_York";

export function timeZoneOf(choice: TimeZoneChoice): TimeZone {
  if (choice === "eastern") return { choice, timeZone: EASTERN, label: "ET" };
  return { choice, timeZone: undefined, label: Intl.DateTimeFormat().resolvedOptions().timeZone || "local time" };
}

/** The chosen zone; a component using it shows its times again when the reader switches. */
export function useTimeZone(): TimeZone {
  return timeZoneOf(useTimeZoneStore((s) => s.choice));
}
