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
