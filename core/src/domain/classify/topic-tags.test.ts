import { describe, expect, it } from "vitest";
import { topicTags } from "./topic-tags";

describe("topicTags", () => {
  it.each([
    "Israel",
    "Iran",
    "Gaza",
    "Lebanon",
    "Hezbollah",
    "Houthis",
    "Yemen",
    "Red Sea",
    "Saudi Arabia",
    "UAE",
    "Qatar",
    "Iraq",
    "Syria",
    "Kuwait",
    "Strait of Hormuz",
    "Tehran",
  ])("tags %s as middle-east", (place) => {
    expect(topicTags(`Officials in ${place} respond`)).toContain("middle-east");
  });

  it("reads the Gulf alone as the Persian Gulf, and no other gulf", () => {
    expect(topicTags("Tanker stocks surge as Gulf tension lifts freight rates")).toContain("middle-east");
    expect(topicTags("The Gulf's oil gamble is running out of time")).toContain("middle-east");
    for (const other of ["Gulf of Mexico", "Gulf Coast refiners", "Gulf of America", "Gulf Stream", "Gulf War syndrome", "Gulf-Coast"]) {
      expect(topicTags(`Storm heads for the ${other}`)).not.toContain("middle-east");
    }
  });

  it("reads a flash title in capitals regardless of case", () => {
    expect(topicTags("*IRAN'S REVOLUTIONARY GUARDS SEIZE FOREIGN TANKER")).toContain("middle-east");
    expect(topicTags("*CHINA SAYS IT WILL RETALIATE")).toContain("china");
    expect(topicTags("Iranian envoy meets ministers")).toContain("middle-east");
  });

  it("puts a story in the Middle East when it is about the region, not when it names a place of it in passing", () => {
    expect(topicTags("Turkish and UAE banks cut off Russian oil traders")).not.toContain("middle-east");
    expect(topicTags("US sanctions hackers from Russia, Iran and North Korea")).not.toContain("middle-east");
    expect(topicTags("US, Ukrainian envoys meet in Abu Dhabi on prisoner swap")).not.toContain("middle-east");
    expect(topicTags("Oil slips as China demand doubts linger\nTraders shrugged off Middle East headlines.")).not.toContain("middle-east");
    // The region beside the US, or beside itself, is still the region; so is a summary about it under a plain title.
    expect(topicTags("US and Iran resume nuclear talks in Oman")).toContain("middle-east");
    expect(topicTags("Egypt and Israel agree to reopen crossing")).toContain("middle-east");
    expect(topicTags("Shekel hits three-year high\nIsrael's currency strengthened as investors bought Tel Aviv stocks.")).toContain("middle-east");
  });

  it("knows names that are not the region's places", () => {
    expect(topicTags("Mount Sinai Health System sells bonds")).not.toContain("middle-east");
    expect(topicTags("Dollar General to close center in Lebanon, Tennessee")).not.toContain("middle-east");
    expect(topicTags("Gulf Oil Lubricants profit rises")).not.toContain("middle-east");
    expect(topicTags("Nike shares fall as Jordan brand sales slump")).not.toContain("middle-east");
    expect(topicTags("Jordan secures IMF disbursement")).toContain("middle-east");
  });

  it("adds the broader topic a narrow one belongs to", () => {
    expect(topicTags("New tariffs announced")).toEqual(["tariffs", "trade"]);
    expect(topicTags("Crude slips")).toEqual(["oil", "energy"]);
    expect(topicTags("Chipmakers rally")).toEqual(["tech", "semiconductors"]);
  });

  it("lists tags in one fixed order, each once", () => {
    expect(topicTags("Fed weighs tariffs as China oil imports rise; tariffs again")).toEqual(["tariffs", "trade", "oil", "energy", "china", "fed"]);
  });

  it("does not fire on look-alike words", () => {
    expect(topicTags("Olive oil prices soar in Spain")).not.toContain("oil");
    expect(topicTags("Blue chips lead the rally")).not.toContain("semiconductors");
    expect(topicTags("Trade war fears return")).not.toContain("defense");
    expect(topicTags("Fans fed up with ticket prices")).not.toContain("fed");
    expect(topicTags("FedEx raises prices")).toEqual([]);
    expect(topicTags("Team wins Olympic gold medal")).not.toContain("gold");
  });

  it("covers the product's topics", () => {
    expect(topicTags("US sanctions Russian banks")).toEqual(["sanctions", "russia-ukraine"]);
    expect(topicTags("Pentagon boosts missile orders")).toEqual(["defense"]);
    expect(topicTags("Container freight rates jump")).toEqual(["shipping"]);
    expect(topicTags("ECB holds interest rates")).toEqual(["fed"]);
    expect(topicTags("Company beats earnings estimates")).toEqual(["earnings"]);
    expect(topicTags("Voters head to the polls in snap election")).toEqual(["elections"]);
    expect(topicTags("Kremlin says Kyiv talks stalled")).toEqual(["russia-ukraine"]);
  });
});
