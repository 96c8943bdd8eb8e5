/**
 * Time between report builds queued many at once, per price provider: a live price API is not asked for a
 * hundred charts in the same second.
 */
export const REPORT_BUILD_SPACING_MS = { yahoo: 1_000, replay: 100 } as const;
