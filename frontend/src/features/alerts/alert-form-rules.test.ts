import { describe, expect, it } from "vitest";
import { channelFormValid } from "./channels-modal";
import { lastTriggeredText } from "./last-triggered";
import { alertFormProblem } from "./alert-fields";
import { addTag, tagSuggestions } from "./tag-suggestions";

describe("the alert forms' rules (spec sections 4 and 5)", () => {
  it("suggests at most five known tags by case-insensitive substring, leaving out chosen ones", () => {
    const known = ["tariffs", "trade", "Trade-War", "traders", "transport", "trains", "oil"];
    expect(tagSuggestions(known, "TRA", ["trade"])).toEqual(["Trade-War", "traders", "transport", "trains"]);
    expect(tagSuggestions(known, "a", [])).toHaveLength(5);
    expect(tagSuggestions(known, "  ", [])).toEqual([]);
  });

  it("adds a tag once, whatever its case", () => {
    expect(addTag(["oil"], " OIL ")).toEqual(["oil"]);
    expect(addTag(["oil"], "China")).toEqual(["oil", "china"]);
    expect(addTag(["oil"], "   ")).toEqual(["oil"]);
  });

  it("says 'Never', 'just now' under a minute, or minutes, hours or days ago", () => {
    const now = Date.parse("2026-11-23T12:00:00Z");
    expect(lastTriggeredText(null, now)).toBe("Never");
    expect(lastTriggeredText("2026-11-23T11:59:01Z", now)).toBe("just now");
    expect(lastTriggeredText("2026-11-23T12:00:02Z", now)).toBe("just now");
    expect(lastTriggeredText("2026-11-23T11:59:00Z", now)).toBe("1 minute ago");
    expect(lastTriggeredText("2026-11-23T09:00:00Z", now)).toBe("3 hours ago");
    expect(lastTriggeredText("2026-11-20T12:00:00Z", now)).toBe("3 days ago");
  });

  it("needs a channel name, an address for email and an endpoint for webhook, nothing more for telegram", () => {
    const form = { channel_name: "Desk", type: "email" as const, email: "", endpoint: "" };
    expect(channelFormValid(form)).toBe(false);
    expect(channelFormValid({ ...form, email: "a@b.co" })).toBe(true);
    expect(channelFormValid({ ...form, type: "webhook" })).toBe(false);
    expect(channelFormValid({ ...form, type: "telegram" })).toBe(true);
    expect(channelFormValid({ ...form, type: "telegram", channel_name: "  " })).toBe(false);
  });

  it("needs a name, an existing channel, and a whole-number threshold for volume alerts", () => {
    const form = {
      name: "Oil",
      type: "prediction_market" as const,
      channel_id: 7,
      include_tags: [],
      exclude_tags: [],
      market_alert_type: "volume_threshold" as const,
      volume_threshold: "10.5",
      move_points: "5",
      move_minutes: "30",
      move_direction: "either" as const,
      market_id: null,
      market_question: null,
      tickers: [],
      include_related: false,
      keywords: "",
      min_impact: null,
      countries: [],
      my_tickers: false,
      remind_minutes: null,
    };
    expect(alertFormProblem(form, [7])).toBe("A non-negative whole-number volume threshold is required");
    expect(alertFormProblem({ ...form, volume_threshold: "100000" }, [7])).toBeNull();
    expect(alertFormProblem({ ...form, volume_threshold: "1", channel_id: 8 }, [7])).toBe("Selected channel not found");
    expect(alertFormProblem({ ...form, name: " " }, [7])).toBe("Alert name is required");
    const move = { ...form, market_alert_type: "probability_move" as const };
    expect(alertFormProblem(move, [7])).toBeNull();
    expect(alertFormProblem({ ...move, move_points: "0" }, [7])).toBe("A move of 0.1 to 100 points is required");
    expect(alertFormProblem({ ...move, move_minutes: "1.5" }, [7])).toBe("A window of 1 to 1440 minutes is required");
  });
});
