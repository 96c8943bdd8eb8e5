/** Seconds to wait from a Retry-After header, given either as seconds or as an HTTP date. */
export function retryAfterSeconds(header: string | null, now: Date): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const until = Date.parse(value);
  return Number.isNaN(until) ? undefined : Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}
