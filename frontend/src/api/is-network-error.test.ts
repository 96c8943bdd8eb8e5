import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { isNetworkError } from "./is-network-error";

describe("isNetworkError", () => {
  it("recognises the wording of each browser", () => {
    expect(isNetworkError(new TypeError("NetworkError when attempting to fetch resource."))).toBe(true);
    expect(isNetworkError(new TypeError("Failed to fetch"))).toBe(true);
    expect(isNetworkError(new TypeError("Load failed"))).toBe(true);
  });

  it("leaves server answers and programming errors alone", () => {
    expect(isNetworkError(new ApiError(500, "Internal Server Error", "boom"))).toBe(false);
    expect(isNetworkError(new TypeError("x is undefined"))).toBe(false);
    expect(isNetworkError("Failed to fetch")).toBe(false);
  });
});
