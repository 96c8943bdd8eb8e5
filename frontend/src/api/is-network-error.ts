/**
 * Whether a call failed before any answer arrived. Browsers word this differently: Firefox says
 * "NetworkError when attempting to fetch resource.", Chrome "Failed to fetch", Safari "Load failed".
 */
export function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.message.includes("NetworkError")) return true;
  return error instanceof TypeError && /^(Failed to fetch|Load failed)$/.test(error.message);
}
