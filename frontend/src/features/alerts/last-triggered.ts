/** Spec section 4: 'Never', or minutes, hours or days ago; under a minute (or a clock a little ahead) is "just now", not "0 minutes ago". */
export function lastTriggeredText(at: string | null, now = Date.now()): string {
  if (!at) return "Never";
  const minutes = Math.floor((now - Date.parse(at)) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? "" : "s"} ago`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? "" : "s"} ago`;
}
