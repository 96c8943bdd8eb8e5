import { timeZoneOf, useTimeZoneStore } from "../../stores/time-zone-store";
import { ChoiceSwitch } from "./choice-switch";

const timeZoneOptions = [
  { value: "local", text: timeZoneOf("local").label.replace(/_/g, " "), title: "Your browser's time zone" },
  { value: "eastern", text: "US Eastern", title: "New York time (ET), where US markets keep time" },
] as const;

/** The news path's clock (the reader's own or US Eastern), one setting for the feed and the calendar. */
export function TimeZoneSwitch() {
  const timeZone = useTimeZoneStore((s) => s.choice);
  const chooseTimeZone = useTimeZoneStore((s) => s.choose);
  return <ChoiceSwitch label="Times" options={timeZoneOptions} value={timeZone} onChange={chooseTimeZone} />;
}
