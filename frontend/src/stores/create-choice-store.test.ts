import { afterEach, describe, expect, it } from "vitest";
import { createChoiceStore } from "./create-choice-store";

afterEach(() => localStorage.clear());

describe("createChoiceStore", () => {
  it("starts from the initial choice and remembers a new one in localStorage", () => {
    const useStore = createChoiceStore("test.density", ["comfortable", "compact"], "comfortable");
    expect(useStore.getState().choice).toBe("comfortable");
    useStore.getState().choose("compact");
    expect(JSON.parse(localStorage.getItem("test.density")!).state).toEqual({ choice: "compact" });

    expect(createChoiceStore("test.density", ["comfortable", "compact"], "comfortable").getState().choice).toBe("compact");
  });

  it("gives way to the initial choice when the stored one is not among the choices", () => {
    localStorage.setItem("test.zone", JSON.stringify({ state: { choice: "mars" }, version: 0 }));
    expect(createChoiceStore("test.zone", ["local", "eastern"], "local").getState().choice).toBe("local");
  });
});
