import { describe, expect, it } from "vitest";
import { highRules } from "./classify/high-impact-rules";
import { midRules } from "./classify/mid-impact-rules";
import { formatRules } from "./classify/format-rules";
import { impactReasonText } from "./impact-reasons";

describe("impactReasonText", () => {
  it("describes every rule of the rubric", () => {
    for (const rule of [...highRules, ...midRules, ...formatRules]) expect(impactReasonText(rule.id), rule.id).not.toContain(":");
    expect(impactReasonText("high:tariff-imposed")).toBe("Tariffs imposed, raised or retaliated against");
  });

  it("says what the model's other features found", () => {
    expect(impactReasonText('"guidance"')).toBe("The wording “guidance”");
    expect(impactReasonText('"cut guidanc"')).toBe("The wording “cut guidanc”");
    expect(impactReasonText("tag:middle-east")).toBe("Topic: middle east");
    expect(impactReasonText("country:us")).toBe("Names US");
    expect(impactReasonText("commodity:rare-earths")).toBe("About rare earths");
    expect(impactReasonText("tickers:1")).toBe("Names 1 listed company");
    expect(impactReasonText("tickers:3")).toBe("Names 3 or more listed companies");
    expect(impactReasonText("mid:hedged")).toBe("Only a threat or a possibility so far");
    expect(impactReasonText("hedge")).toBe("Hedged wording (could, may, plans, threatens)");
    expect(impactReasonText("high:something-new")).toBe("Something new");
    expect(impactReasonText("unheard")).toBe("unheard");
  });
});
