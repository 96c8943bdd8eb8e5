/** How long a frame's server has to answer before the frame counts as unreachable. */
const PROBE_TIMEOUT_MS = 8_000;

/**
 * Whether the browser can reach `url` at all. A cross-origin frame hides its failures (an unreachable
 * host still fires `load`, on the browser's error page), so the host is asked first with an opaque
 * request: it settles once any answer arrives, and fails when none can.
 */
export async function canReach(url: string, signal: AbortSignal): Promise<boolean> {
  try {
    await fetch(url, { mode: "no-cors", credentials: "omit", cache: "no-store", signal: AbortSignal.any([signal, AbortSignal.timeout(PROBE_TIMEOUT_MS)]) });
    return true;
  } catch {
    return false;
  }
}
