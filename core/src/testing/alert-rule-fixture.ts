import type { AlertRule } from "../domain/alerts/match-alert";

/** A stock alert on every new story, with the given fields changed: the start of a test's or a benchmark's rule. */
export function alertRuleFixture(overrides: Partial<AlertRule> & Pick<AlertRule, "id">): AlertRule {
  return {
    name: `alert ${overrides.id}`,
    userId: 1,
    channelId: 1,
    kind: "stock",
    includeTags: [],
    excludeTags: [],
    tickers: [],
    includeRelated: false,
    keywords: null,
    minImpact: null,
    marketAlertType: null,
    volumeThreshold: null,
    move: null,
    marketId: null,
    countries: [],
    myTickers: false,
    remindMinutes: null,
    ...overrides,
  };
}
