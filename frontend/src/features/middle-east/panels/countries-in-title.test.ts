import { describe, expect, it } from "vitest";
import { countriesInTitle } from "./countries-in-title";

describe("countriesInTitle", () => {
  it.each([
    ["Israel strikes Iranian nuclear and military sites", ["Israel", "Iran"]],
    ["Houthi rebels attack container ship in Red Sea", ["Yemen"]],
    ["Hezbollah fires rockets into northern Israel", ["Lebanon", "Israel"]],
    ["Gaza ceasefire talks resume in Cairo", ["Egypt"]],
    ["Saudi Aramco raises prices for Asian buyers", ["Saudi Arabia"]],
    ["Dubai ports see record traffic as UAE expands", ["United Arab Emirates"]],
    ["Oil prices jump 5% as Middle East tensions flare", []],
    ["Turkish lira slides; Omani bonds steady", ["Turkey", "Oman"]],
  ])("finds the map's countries in %j", (title, countries) => {
    expect(countriesInTitle(title)).toEqual(countries);
  });

  it("does not read a country inside another word", () => {
    expect(countriesInTitle("Romania and Germany sign a trade pact")).toEqual([]);
  });
});
