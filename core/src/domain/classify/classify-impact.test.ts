import { describe, expect, it } from "vitest";
import { classifyImpactByRules } from "./classify-impact";

// The rubric rules, now features of the model and its "rules alone" baseline (npm run eval:classifier).
describe("classifyImpactByRules", () => {
  const classifyImpact = classifyImpactByRules;

  it("names the rules that fired", () => {
    expect(classifyImpact("Trump imposes 25% tariffs on Canada and Mexico", "")).toEqual({
      impact: "high",
      impactRules: ["high:tariff-imposed"],
    });
    expect(classifyImpact("Trade talks between Washington and Brussels resume", "")).toEqual({
      impact: "mid",
      impactRules: ["mid:talks"],
    });
  });

  it("says low:default when nothing fired", () => {
    expect(classifyImpact("Best travel credit cards for 2026", "")).toEqual({ impact: "low", impactRules: ["low:default"] });
  });

  it("threatening tariffs is mid, imposing them is high", () => {
    expect(classifyImpact("Trump threatens 50% tariffs on EU imports", "").impact).toBe("mid");
    expect(classifyImpact("Trump threatens to impose 50% tariffs on EU imports", "")).toEqual({
      impact: "mid",
      impactRules: ["high:tariff-imposed", "mid:threat", "mid:hedged"],
    });
    expect(classifyImpact("Trump imposes 50% tariffs on EU imports", "").impact).toBe("high");
  });

  it.each(["could", "may", "weighs", "considers", "proposes"])("downgrades an event hedged by '%s'", (hedge) => {
    const verb = ["could", "may"].includes(hedge) ? "impose" : "imposing";
    expect(classifyImpact(`EU ${hedge} ${verb} tariffs on US steel`, "").impact).toBe("mid");
  });

  it("treats a question as a hedge, and a question headline as analysis", () => {
    expect(classifyImpact("China to ban rare earth exports? Beijing says no decision yet", "").impact).toBe("mid");
    expect(classifyImpact("Will China ban rare earth exports to the US?", "")).toEqual({
      impact: "low",
      impactRules: ["high:export-controls", "low:question"],
    });
  });

  it("does not count a mere mention of tariffs, sanctions or war as an event", () => {
    expect(classifyImpact("Five ways to save on holiday gifts as tariffs push prices higher", "").impact).toBe("low");
    expect(classifyImpact("Sanctions on Russian oil a year later: prices lower, volumes steady", "").impact).toBe("low");
    expect(classifyImpact("Russia's war economy is stalling", "").impact).toBe("low");
  });

  it("keeps a hedge inside its clause", () => {
    expect(classifyImpact("US imposes tariffs on Chinese steel; Beijing may retaliate", "").impact).toBe("high");
    expect(classifyImpact("Tariffs in May hit exporters as US raises duties on steel", "").impact).toBe("high");
  });

  it("makes analysis, explainers, opinion and 'what it means' low whatever they discuss", () => {
    expect(classifyImpact("Analysis: US imposes tariffs on China", "").impactRules).toEqual(["high:tariff-imposed", "low:analysis"]);
    expect(classifyImpact("Explainer: Israel strikes Iran's oil facilities", "").impact).toBe("low");
    expect(classifyImpact("Opinion: the Fed's surprise rate cut was a mistake", "").impact).toBe("low");
    expect(classifyImpact("What OPEC+'s output cut means for oil prices", "").impact).toBe("low");
  });

  it("weighs the title more than the summary", () => {
    expect(classifyImpact("Automakers brace for impact", "The US imposed 25% tariffs on imported cars.")).toEqual({
      impact: "mid",
      impactRules: ["high:tariff-imposed", "mid:summary-only"],
    });
    expect(classifyImpact("Stocks end the week mixed", "Traders also watched trade talks in Geneva.")).toEqual({
      impact: "low",
      impactRules: ["mid:talks", "low:summary-only"],
    });
    expect(classifyImpact("US imposes tariffs on Chinese goods", "Analysts said China could retaliate.").impact).toBe("high");
  });

  it("needs a major target for sanctions to be high", () => {
    expect(classifyImpact("EU adopts new sanctions on Russian oil", "").impact).toBe("high");
    expect(classifyImpact("US sanctions Hezbollah financier", "").impact).toBe("mid");
  });

  it("needs a major producer or a shipping lane for a strike to be high", () => {
    expect(classifyImpact("Israel strikes Iran's oil facilities", "").impact).toBe("high");
    expect(classifyImpact("Israeli airstrikes kill dozens in Gaza", "").impact).toBe("mid");
    expect(classifyImpact("Saudi Arabia strikes deal with Qatar on gas", "").impact).toBe("low");
  });

  it("needs a surprise for a central-bank move to be high", () => {
    expect(classifyImpact("Fed cuts rates by a quarter point as expected", "").impact).toBe("mid");
    expect(classifyImpact("Bank of Japan unexpectedly raises interest rates", "").impact).toBe("high");
  });

  it("needs a commodity for a supply cut to be high", () => {
    expect(classifyImpact("OPEC+ agrees to cut output by 2 million barrels per day", "").impact).toBe("high");
    expect(classifyImpact("Boeing halts 737 production", "").impact).toBe("low");
  });
});
