import { alertSchema, type Alert } from "@tradewire/core/schemas/alerts";

/** Every field an alert carries on the wire; the contract keeps what it knows, so fields it gains or drops stay in step. */
const wireAlert = {
  alert_id: 4,
  name: "Oil shock",
  type: "Stock Alert",
  include_tags: ["oil"],
  exclude_tags: [],
  channel_id: 1,
  active: true,
  paused_by: null,
  conditions: ["Tagged oil"],
  description: "News stories: tagged oil.",
  created_at: "2026-11-23T10:00:00Z",
  last_triggered: null,
  market_alert_type: null,
  volume_threshold: null,
  move_points: null,
  move_minutes: null,
  move_direction: null,
  market_id: null,
  tickers: [],
  include_related: false,
  keywords: null,
  min_impact: null,
  countries: [],
  my_tickers: false,
  remind_minutes: null,
};

/** An alert as GET /api/alert/alert answers it, for tests; every field can be overridden. */
export function alertFixture(overrides: Partial<Alert> = {}): Alert {
  return alertSchema.parse({ ...wireAlert, ...overrides });
}
