import type { HIDDEN, Impact, UNKNOWN_ID } from "@tradewire/core";

// Core's runtime module carries zod; these two values are checked against its types instead of
// imported, which keeps zod out of the browser bundle.

/** The placeholder a visitor sees for a ticker or market kept for members. */
export const hiddenPlaceholder: typeof HIDDEN = "HIDDEN";

/** The id of every story in the visitors' redacted feed. */
export const visitorArticleId: typeof UNKNOWN_ID = "unknown";

/** The impacts from strongest to weakest: the order of the filter buttons. */
export const impactOrder = ["high", "mid", "low"] as const satisfies readonly Impact[];
