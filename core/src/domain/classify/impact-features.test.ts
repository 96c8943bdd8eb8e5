import { describe, expect, it } from "vitest";
import { labelledHeadlines } from "../../testing/labelled-headlines";
import { rulesVerdict, scanRules } from "./classify-impact-by-rules";
import { impactFeaturesOf } from "./classify-impact";
import { collectImpactFeatures, describeFeature, featureHash, type FeatureSink } from "./impact-features";

const featuresOf = (title: string, summary = "", tickers: string[] = []) => impactFeaturesOf(title, summary, { tickers, tags: [] }).features;

describe("impactFeatures", () => {
  it("has each rule that fired, by id, marked when hedged or only in the summary", () => {
    expect(featuresOf("Trump imposes 25% tariffs on Canada")).toContain("r:high:tariff-imposed");
    expect(featuresOf("Trump threatens to impose 50% tariffs on EU imports")).toContain("r:high:tariff-imposed:hedged");
    expect(featuresOf("Automakers brace for impact", "The US imposed 25% tariffs on imported cars.")).toContain("r:high:tariff-imposed:summary");
    expect(featuresOf("Opinion: tariffs are a tax")).toContain("r:low:opinion");
  });

  it("has the rules' verdict and the hedging test", () => {
    const hedged = featuresOf("EU considers tariffs on US steel");
    expect(hedged).toContain("rules:mid");
    expect(hedged).toContain("hedge");
    expect(featuresOf("EU imposes tariffs on US steel")).not.toContain("hedge");
  });

  it("counts named tickers and names countries and commodities", () => {
    const features = featuresOf("Apple and Microsoft shares fall as China curbs copper exports", "", ["AAPL", "MSFT"]);
    expect(features).toContain("tickers:2");
    expect(features).toContain("country:china");
    expect(features).toContain("commodity:metals");
    expect(featuresOf("Let us know what you think")).not.toContain("country:us");
    expect(featuresOf("US jobs data beat forecasts")).toContain("country:us");
  });

  it("has genre cues", () => {
    expect(featuresOf("Inside the family bakery that survived three recessions")).toContain("genre:feature");
    expect(featuresOf("Stocks end mixed as investors await Fed")).toContain("genre:wrap");
    expect(featuresOf("Opinion: the Fed should cut now")).toContain("genre:opinion");
  });

  it("has lower-cased, stemmed words and word pairs of the title and words of the whole story, numbers folded", () => {
    const features = featuresOf("Boeing Cuts 2026 Guidance", "Shares fell 5%.");
    for (const feature of ["w:boeing", "w:cut", "w:#num", "b:cut #num", "b:#num guidanc", "a:boeing", "a:guidanc", "a:shar", "a:fell", "a:#pct"]) expect(features).toContain(feature);
    for (const verb of ["imposes", "imposed", "imposing"]) expect(featuresOf(`US ${verb} tariffs`)).toContain("w:impos");
    // A digit right after a joining mark still makes the word a number.
    expect(featuresOf("Navy orders more F-35 jets")).toContain("w:#num");
  });

  it("reads as rule ids and quoted words in impact_rules", () => {
    expect(describeFeature("r:high:tariff-imposed")).toBe("high:tariff-imposed");
    expect(describeFeature("w:guidance")).toBe('"guidance"');
    expect(describeFeature("b:cuts guidance")).toBe('"cuts guidance"');
    expect(describeFeature("a:recall")).toBe('"recall"');
    expect(describeFeature("hedge")).toBe("hedge");
    expect(describeFeature("b:#pct in")).toBe('"N% in"');
    expect(describeFeature("a:#money")).toBe('"$N"');
  });
});

describe("collectImpactFeatures", () => {
  it("hashes, without naming them, exactly the features it names when training", () => {
    const texts = [
      ...labelledHeadlines.map(({ title, summary }) => [title, summary ?? ""] as const),
      ["Iran's U.S.-bound crude: Brent jumps 7% to $92.5 as İstanbul talks stall", "Exports of 1.2m bpd halted; AT&T, rare-earths and Café prices — Q3 EPS beat."],
      ["US, EU and UK: us and eu", ""],
    ];
    for (const [title, summary] of texts) {
      const context = { tickers: ["AAPL"], tags: ["oil"] };
      const scan = scanRules(title, summary);
      const verdict = rulesVerdict(scan).impact;
      const sink: FeatureSink = { hashes: [], names: null };
      collectImpactFeatures(sink, title, summary, scan, verdict, context);
      const named = impactFeaturesOf(title, summary, context).features;
      expect(new Set(sink.hashes), title).toEqual(new Set([...named].map(featureHash)));
    }
  });
});
