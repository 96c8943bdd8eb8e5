import { defaultReturnPath } from "./auth-paths";

/**
 * The page to open after sign-in, from the state the sign-in request carried. Only paths of
 * this app are honoured, so a tampered state cannot send the user to another site.
 */
export function returnPathOf(state: unknown): string {
  const returnTo =
    typeof state === "object" && state !== null && "returnTo" in state ? state.returnTo : undefined;
  // "//host" and "/\host" leave the origin in browsers, so only a single leading slash counts.
  return typeof returnTo === "string" && /^\/(?![/\\])/.test(returnTo) ? returnTo : defaultReturnPath;
}
