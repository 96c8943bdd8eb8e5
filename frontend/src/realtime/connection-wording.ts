import { formatClock } from "../format/format-clock";
import type { TimeZone } from "../stores/time-zone-store";

/**
 * The socket's state in one wording wherever it is shown (the footer of every page, the dashboard's status bar):
 * the spec's 'API Connected' (section 2), and its mirror for the dropped socket.
 */
export const connectionText = (connected: boolean) => (connected ? "API Connected" : "API Disconnected");

/** The last-sync clock (see useLastSync) on the reader's chosen clock, such as "Last sync 14:05:09 ET". */
export const lastSyncText = (lastSync: number | null, zone: TimeZone) =>
  `Last sync ${lastSync === null ? "--:--:--" : `${formatClock(new Date(lastSync).toISOString(), zone.timeZone)} ${zone.label}`}`;
