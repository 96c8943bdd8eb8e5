import { describe, expect, it } from "vitest";
import { clearViewPadding, mercatorSize } from "./clear-view-padding";

/** About Israel to eastern Iran and Yemen to the Caspian: a little wider than tall on the map. */
const region = mercatorSize([34.2, 15.4], [63.3, 39.8]);

describe("clearViewPadding", () => {
  it("keeps a laptop's view between the two side panels and under the layer toggles beside the left one", () => {
    const map = { width: 1366, height: 820 };
    const leftPanel = { left: 0, top: 0, right: 400, bottom: 820 };
    const rightPanel = { left: 966, top: 0, right: 1366, bottom: 820 };
    const toggles = { left: 412, top: 12, right: 636, bottom: 340 };
    // Beside the toggles the region would get 330 px of width; under them, 566 by 480.
    expect(clearViewPadding(map, [toggles, leftPanel, rightPanel], region)).toEqual({ top: 340, right: 400, bottom: 0, left: 400 });
  });

  it("puts tall boxes in a side band and wide ones in a top or bottom band", () => {
    const phone = { width: 390, height: 764 };
    const folded = { left: 12, top: 12, right: 236, bottom: 46 };
    const bar = { left: 0, top: 724, right: 390, bottom: 764 };
    expect(clearViewPadding(phone, [bar, folded], region)).toEqual({ top: 46, right: 0, bottom: 40, left: 0 });
    const openSheet = { left: 0, top: 300, right: 390, bottom: 764 };
    expect(clearViewPadding(phone, [openSheet, folded], region)).toEqual({ top: 46, right: 0, bottom: 464, left: 0 });
  });

  it("lets a folded panel's tab take as little as it can, and leaves boxes off the map out", () => {
    const map = { width: 1366, height: 820 };
    const leftTab = { left: 12, top: 12, right: 110, bottom: 40 };
    const offMap = { left: 1400, top: 0, right: 1800, bottom: 820 };
    expect(clearViewPadding(map, [leftTab, offMap], region)).toEqual({ top: 0, right: 0, bottom: 0, left: 110 });
    expect(clearViewPadding(map, [], region)).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
  });
});
